import type { Buyer, SaleBuyer } from '@rihla/events/booking';
import type { OctoContact } from '@rihla/events/octo';
import { badRequest } from './octo-error.ts';

/** `+966 50 123 4567` -> { +966, 501234567 }: the buyer's phone as the engine stores it (E.164 with the country code). */
export function phoneOf(raw: string | null): Buyer['phone'] | null {
  const digits = (raw ?? '').replace(/[\s().-]/g, '');
  const m = /^\+(966|971|973|974|965|968|20|1|44|\d{1,3}?)(\d{4,14})$/.exec(digits);
  return m ? { countryCode: `+${m[1]}`, number: m[2]! } : null;
}

/** The buyer the engine needs, from an OCTO contact (name and e-mail; the phone when given); every missing field named at once. */
export function buyerOf(contact: OctoContact): SaleBuyer {
  const [first, ...rest] = (contact.fullName ?? '').split(/\s+/).filter(Boolean);
  const firstName = contact.firstName ?? first ?? null;
  const lastName = contact.lastName ?? (rest.length ? rest.join(' ') : null);
  const phone = phoneOf(contact.phoneNumber);
  const email = contact.emailAddress !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.emailAddress) ? contact.emailAddress : null;
  const missing = [
    ...(firstName ? [] : ['contact.firstName (or fullName)']),
    ...(lastName ? [] : ['contact.lastName (or fullName)']),
    ...(email ? [] : ['contact.emailAddress']),
    // No phone is fine (OCTO asks for no contact field); one given must be dialable.
    ...(phone || contact.phoneNumber === null ? [] : ['contact.phoneNumber with its country code (e.g. +966501234567), or none']),
  ];
  if (missing.length) throw badRequest(`The booking needs ${missing.join(', ')}.`);
  return { firstName: firstName!, lastName: lastName!, email: email!, phone };
}
