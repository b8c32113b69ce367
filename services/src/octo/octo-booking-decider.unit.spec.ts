import { describe, expect, it } from 'vitest';
import type { OctoBookingEvent } from '@rihla/events/octo';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { isExpired, octoBookingDecider, OctoRuleError } from './octo-booking-decider.ts';
import { normaliseContact } from './octo-contact.ts';
import { reservedOctoBooking } from './testing/reserved-octo-booking.ts';

const spec = deciderSpecFor(octoBookingDecider);
const T = (minutes: number) => new Date(Date.parse('2030-01-06T06:00:00.000Z') + minutes * 60_000).toISOString();
const contact = normaliseContact({ fullName: 'Layla Haddad', emailAddress: 'layla@example.com', phoneNumber: '+966501234567' });
const reservedData = reservedOctoBooking({ resellerReference: 'R-1', expiresAt: T(30), reservedAt: T(0) });
const reserved: OctoBookingEvent = { type: 'OctoBookingReserved', data: reservedData };
const confirmed: OctoBookingEvent = { type: 'OctoBookingConfirmed', data: { uuid: 'u1', contact, resellerReference: 'R-1', confirmedAt: T(5) } };

describe('OCTO booking decider', () => {
  it('reserves once; the same request under the uuid is a repeat, another request under it is refused', () => {
    spec.given([]).when({ type: 'ReserveOctoBooking', data: reservedData }).then([reserved]);
    spec.given([reserved]).when({ type: 'ReserveOctoBooking', data: { ...reservedData, reservedAt: T(1) } }).thenNothing();
    spec.given([reserved]).when({ type: 'ReserveOctoBooking', data: { ...reservedData, unitItems: [{ uuid: 'x', unitId: 'child' }] } }).thenThrows(OctoRuleError, /uuid/);
  });

  it('confirms before the hold expires, once; an expired or cancelled reservation cannot be confirmed', () => {
    const confirm = (at: number) => ({ type: 'ConfirmOctoBooking' as const, data: { uuid: 'u1', contact, resellerReference: 'R-1', now: T(at) } });
    spec.given([reserved]).when(confirm(5)).then([confirmed]);
    spec.given([reserved, confirmed]).when(confirm(6)).thenNothing();
    spec.given([reserved]).when(confirm(30)).thenThrows(OctoRuleError, /expired/);
    expect(isExpired(spec.given([reserved]).state(), T(30))).toBe(true);
    const cancelled: OctoBookingEvent = { type: 'OctoBookingCancelled', data: { uuid: 'u1', stage: 'reservation', refund: 'FULL', reason: null, cancelledAt: T(2) } };
    spec.given([reserved, cancelled]).when(confirm(5)).thenThrows(OctoRuleError, /cancelled/);
  });

  it('extends only a live reservation, and only forwards', () => {
    const extend = (to: number, at: number) => ({ type: 'ExtendOctoReservation' as const, data: { uuid: 'u1', expiresAt: T(to), now: T(at) } });
    spec.given([reserved]).when(extend(60, 10)).then([{ type: 'OctoBookingExtended', data: { uuid: 'u1', expiresAt: T(60), extendedAt: T(10) } }]);
    spec.given([reserved]).when(extend(20, 10)).thenNothing();
    spec.given([reserved]).when(extend(60, 31)).thenThrows(OctoRuleError, /expired/);
    spec.given([reserved, confirmed]).when(extend(60, 10)).thenThrows(OctoRuleError, /confirmed/);
  });

  it('updates only what changed', () => {
    spec.given([reserved]).when({ type: 'UpdateOctoBooking', data: { uuid: 'u1', resellerReference: 'R-1', now: T(1) } }).thenNothing();
    spec.given([reserved]).when({ type: 'UpdateOctoBooking', data: { uuid: 'u1', resellerReference: 'R-2', notes: null, now: T(1) } }).then([
      { type: 'OctoBookingUpdated', data: { uuid: 'u1', resellerReference: 'R-2', updatedAt: T(1) } },
    ]);
  });

  it('cancels a reservation with a full refund and a confirmed booking with the refund its policy gave; once', () => {
    const cancel = (refund: 'FULL' | 'PARTIAL' | 'NONE') => ({ type: 'CancelOctoBooking' as const, data: { uuid: 'u1', reason: 'plans changed', refund, now: T(7) } });
    spec.given([reserved]).when(cancel('NONE')).then([{ type: 'OctoBookingCancelled', data: { uuid: 'u1', stage: 'reservation', refund: 'FULL', reason: 'plans changed', cancelledAt: T(7) } }]);
    const { events, state } = spec.given([reserved, confirmed]).when(cancel('PARTIAL')).result();
    expect(events).toEqual([{ type: 'OctoBookingCancelled', data: { uuid: 'u1', stage: 'booking', refund: 'PARTIAL', reason: 'plans changed', cancelledAt: T(7) } }]);
    expect(state).toMatchObject({ status: 'cancelled', confirmedAt: T(5), refund: 'PARTIAL' });
    spec.given([reserved, confirmed, ...events]).when(cancel('FULL')).thenNothing();
    spec.given([]).when(cancel('FULL')).thenThrows(OctoRuleError, /no booking/);
  });
});
