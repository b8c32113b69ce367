import type { BookingContact } from '@octocloud/types';
import type { OctoContact } from '@rihla/events/octo';

/** A contact as stored: every OCTO field present, absent ones null. */
export function normaliseContact(c: BookingContact | undefined | null): OctoContact {
  const s = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());
  return {
    fullName: s(c?.fullName),
    firstName: s(c?.firstName),
    lastName: s(c?.lastName),
    emailAddress: s(c?.emailAddress),
    phoneNumber: s(c?.phoneNumber),
    locales: c?.locales ?? [],
    postalCode: s(c?.postalCode),
    country: s(c?.country),
    notes: s(c?.notes),
  };
}
