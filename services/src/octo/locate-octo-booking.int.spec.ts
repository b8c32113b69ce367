import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legacyOctoBookingStream, octoBookingStream } from '@rihla/events/octo';
import { createTestContext } from '../platform/testing/fixtures.ts';
import { decideOctoBooking } from './decide-octo-booking.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { reservedOctoBooking } from './testing/reserved-octo-booking.ts';

const reserved = (resellerId: string, uuid: string) => reservedOctoBooking({ uuid, resellerId, unitItems: [{ uuid: randomUUID(), unitId: 'adult' }] });

describe("a reseller booking's stream key", () => {
  it('names one reseller\'s one booking: "acme" + "x-{uuid}" and "acme-x" + "{uuid}" are different streams', () => {
    const uuid = randomUUID();
    expect(octoBookingStream('acme', `x-${uuid}`)).not.toBe(octoBookingStream('acme-x', uuid));
  });

  it('finds a booking made under the legacy key and keeps writing there; a new booking gets the new key', async () => {
    const ctx = await createTestContext('locate-octo-booking');
    try {
      const old = randomUUID();
      const legacyKey = legacyOctoBookingStream('acme', old).slice('octo-booking-'.length);
      await octoBookings.handle(ctx.store, legacyKey, { type: 'ReserveOctoBooking', data: reserved('acme', old) });
      expect(await locateOctoBooking(ctx.store, 'acme', old)).toBe(legacyKey);
      const updated = await decideOctoBooking(ctx.store, 'acme', { type: 'UpdateOctoBooking', data: { uuid: old, notes: 'still here', now: '2030-01-06T06:01:00.000Z' } });
      expect(updated.state).toMatchObject({ status: 'reserved', notes: 'still here' });
      expect((await ctx.store.readStream(legacyOctoBookingStream('acme', old))).map((e) => e.type)).toEqual(['OctoBookingReserved', 'OctoBookingUpdated']);
      expect(await ctx.store.readStream(octoBookingStream('acme', old))).toEqual([]);

      const fresh = randomUUID();
      await decideOctoBooking(ctx.store, 'acme', { type: 'ReserveOctoBooking', data: reserved('acme', fresh) });
      expect((await ctx.store.readStream(octoBookingStream('acme', fresh))).map((e) => e.type)).toEqual(['OctoBookingReserved']);
      expect(await ctx.store.readStream(legacyOctoBookingStream('acme', fresh))).toEqual([]);
    } finally {
      await ctx.cleanup();
    }
  });
});
