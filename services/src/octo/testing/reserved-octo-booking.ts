import type { OctoBookingEvent } from '@rihla/events/octo';
import { normaliseContact } from '../octo-contact.ts';

type Reserved = Extract<OctoBookingEvent, { type: 'OctoBookingReserved' }>['data'];

/** A reseller's reservation of one adult on exp-1's 10:00 departure of 2030-01-08, for specs to vary. */
export function reservedOctoBooking(overrides: Partial<Reserved> = {}): Reserved {
  return {
    uuid: 'u1',
    resellerId: 'atlas',
    bookingId: 'bk1',
    supplierReference: 'RH-ABC123',
    itemId: 'item-1',
    holdId: 'bk1-item-1-0',
    productId: 'exp-1',
    optionId: 'std',
    availabilityId: '2030-01-08T10:00:00+03:00',
    slot: { experienceId: 'exp-1', optionId: 'std', date: '2030-01-08', startTime: '10:00' },
    timeZone: 'Asia/Riyadh',
    capacity: 10,
    unitItems: [{ uuid: 'u1-1', unitId: 'adult' }],
    quantity: 1,
    total: { amount: 10_000, currency: 'SAR' },
    resellerReference: null,
    notes: null,
    contact: normaliseContact(undefined),
    expiresAt: '2030-01-06T06:30:00.000Z',
    reservedAt: '2030-01-06T06:00:00.000Z',
    ...overrides,
  };
}
