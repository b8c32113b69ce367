import { describe, expect, it } from 'vitest';
import type { OctoBookingEvent } from '@rihla/events/octo';
import { projectionSpecFor } from '../platform/testing/projection-spec.ts';
import { octoBookingsProjection, type OctoBookingListing } from './octo-bookings-projection.ts';
import { normaliseContact } from './octo-contact.ts';
import { reservedOctoBooking } from './testing/reserved-octo-booking.ts';

const spec = projectionSpecFor(octoBookingsProjection);
/** Every event of one reservation sits on its stream, `octo-booking-{reseller}-{uuid}`; later events name only the uuid. */
const streamName = 'octo-booking-atlas-u1';
const reserved: OctoBookingEvent = { type: 'OctoBookingReserved', data: reservedOctoBooking({ resellerReference: 'ATL-1' }) };
const confirmed: OctoBookingEvent = {
  type: 'OctoBookingConfirmed',
  data: { uuid: 'u1', contact: normaliseContact({ fullName: 'Layla Haddad' }), resellerReference: 'ATL-2', confirmedAt: '2030-01-06T06:10:00.000Z' },
};
const listing = (...events: OctoBookingEvent[]) => spec.given(events, { streamName }).document<OctoBookingListing>('bookings', 'atlas:u1');

describe('OCTO bookings read model (a reseller’s bookings)', () => {
  it('given a reservation, then a listing on hold under reseller:uuid, indexed by reseller and time reserved', () => {
    const then = spec.given([reserved], { streamName });
    expect(then.documents()).toEqual({
      'bookings/atlas:u1': {
        uuid: 'u1',
        resellerId: 'atlas',
        bookingId: 'bk1',
        resellerReference: 'ATL-1',
        supplierReference: 'RH-ABC123',
        productId: 'exp-1',
        optionId: 'std',
        localDate: '2030-01-08',
        reservedAt: '2030-01-06T06:00:00.000Z',
        status: 'reserved',
        quantity: 1,
        expiresAt: '2030-01-06T06:30:00.000Z',
      },
    });
    expect(then.index('by-reseller')).toEqual(['atlas\u00002030-01-06T06:00:00.000Z\u0000u1']);
  });

  it('given a later event, then it finds the listing from the stream name: a reseller id with dashes included', () => {
    const dashed: OctoBookingEvent = { type: 'OctoBookingReserved', data: reservedOctoBooking({ resellerId: 'crash-tours' }) };
    const then = spec.given([dashed, confirmed], { streamName: 'octo-booking-crash-tours-u1' });
    expect(Object.keys(then.documents())).toEqual(['bookings/crash-tours:u1']);
    expect(then.document<OctoBookingListing>('bookings', 'crash-tours:u1')?.status).toBe('confirmed');
  });

  it('given the confirmation, then confirmed with the reference the reseller confirmed with', () => {
    expect(listing(reserved, confirmed)).toMatchObject({ status: 'confirmed', resellerReference: 'ATL-2' });
  });

  it('given an update, then only a reference it names replaces the one held', () => {
    const update = (resellerReference?: string | null): OctoBookingEvent => ({
      type: 'OctoBookingUpdated',
      data: { uuid: 'u1', ...(resellerReference !== undefined ? { resellerReference } : {}), notes: 'window seat', updatedAt: '2030-01-06T06:05:00.000Z' },
    });
    expect(listing(reserved, update('ATL-9'))?.resellerReference).toBe('ATL-9');
    expect(listing(reserved, update(null))?.resellerReference).toBeNull();
    expect(listing(reserved, update())).toEqual(listing(reserved));
  });

  it('given a rebooking, then the new product, option, day and seats; the time reserved and the index stay', () => {
    const { resellerId: _r, bookingId: _b, supplierReference: _s, itemId: _i, resellerReference: _rr, notes: _n, contact: _c, expiresAt: _e, reservedAt: _at, saleKey: _k, ...line } = reservedOctoBooking({
      productId: 'exp-2',
      optionId: 'vip',
      slot: { experienceId: 'exp-2', optionId: 'vip', date: '2030-01-09', startTime: '08:00' },
      quantity: 3,
      unitItems: [{ uuid: 'u1-1', unitId: 'adult' }, { uuid: 'u1-2', unitId: 'adult' }, { uuid: 'u1-3', unitId: 'child' }],
      holdId: 'bk1-item-1-1',
    });
    const rebooked: OctoBookingEvent = {
      type: 'OctoBookingRebooked',
      data: { ...line, previous: { slot: reserved.data.slot, holdId: 'bk1-item-1-0' }, rebookedAt: '2030-01-06T06:07:00.000Z' },
    };
    const then = spec.given([reserved, rebooked], { streamName });
    expect(then.document('bookings', 'atlas:u1')).toMatchObject({ productId: 'exp-2', optionId: 'vip', localDate: '2030-01-09', quantity: 3, status: 'reserved', reservedAt: '2030-01-06T06:00:00.000Z' });
    expect(then.index('by-reseller')).toEqual(['atlas\u00002030-01-06T06:00:00.000Z\u0000u1']);
  });

  it('given an extension, then the hold’s new expiry', () => {
    const extended: OctoBookingEvent = { type: 'OctoBookingExtended', data: { uuid: 'u1', expiresAt: '2030-01-06T07:00:00.000Z', extendedAt: '2030-01-06T06:20:00.000Z' } };
    expect(listing(reserved, extended)).toMatchObject({ status: 'reserved', expiresAt: '2030-01-06T07:00:00.000Z' });
  });

  it('given a cancellation, before or after the confirmation, then cancelled', () => {
    const cancelled = (stage: 'reservation' | 'booking'): OctoBookingEvent => ({
      type: 'OctoBookingCancelled',
      data: { uuid: 'u1', stage, refund: stage === 'booking' ? 'FULL' : 'NONE', reason: null, cancelledAt: '2030-01-06T06:40:00.000Z' },
    });
    expect(listing(reserved, cancelled('reservation'))?.status).toBe('cancelled');
    expect(listing(reserved, confirmed, cancelled('booking'))).toMatchObject({ status: 'cancelled', resellerReference: 'ATL-2' });
  });

  it('given later events without their reservation, then no listing is made up', () => {
    expect(spec.given([confirmed], { streamName }).documents()).toEqual({});
  });

  it('given the reservation replayed after the confirmation, then the listing stays confirmed', () => {
    expect(listing(reserved, confirmed, reserved)).toEqual(listing(reserved, confirmed));
  });
});
