import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { runCrashChild } from '../platform/testing/crash-child.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingStream } from '@rihla/events/booking';
import { octoBookingStream } from '@rihla/events/octo';
import { bookings, createBookingWatch } from '../booking/index.ts';
import { DATE, instantTour, startBookingHarness, type BookingHarness } from '../booking/testing/index.ts';
import { slots } from '../inventory/index.ts';
import { confirmOctoBooking } from './confirm-octo-booking.ts';
import { localDateTimeOf } from './octo-availability-id.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { reserveOctoBooking } from './reserve-octo-booking.ts';
import { uncappedReseller } from './testing/uncapped-reseller.ts';

/**
 * An OCTO confirmation is recorded whole or finished later, never left half done: the confirming process is killed -9
 * at each append of POST /bookings/{uuid}/confirm's work (the hold kept for the saga, the reseller's
 * OctoBookingConfirmed, the engine booking's CheckoutRequested). Afterwards, once a worker runs (a restarted stack)
 * and the reseller retries as OCTO tells it to, there is exactly one confirmed engine booking on the reservation's
 * one hold: no confirmation without a booking, no booking without a confirmation, no second seat.
 */
const CHILD = resolve(import.meta.dirname, 'testing/octo-confirm-crash-child.ts');
const RESELLER = uncappedReseller('crash-tours', 'Crash Tours');
const CONTACT = { fullName: 'Layla Haddad', emailAddress: 'layla@reseller.example', phoneNumber: '+966501234567' };

let h: BookingHarness;
beforeAll(async () => {
  h = await startBookingHarness('octo-confirm-crash', { CHECKOUT_PROCESSING_BUDGET_MS: '1000' });
}, 60_000);
afterAll(async () => h?.close());
afterEach(async () => h.stopWorker());

async function runChild(uuid: string, killAtAppend: number): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  return runCrashChild(CHILD, [h.ctx.sqliteFile, RESELLER.resellerId, uuid, String(killAtAppend), h.services.clock.now().toISOString()], h.env);
}

/** Held for 5 minutes: the confirmation keeps the hold for the saga's 15, its first append. */
const reserve = async (uuid: string) =>
  reserveOctoBooking(
    h.ctx.store,
    RESELLER,
    { uuid, productId: instantTour.experienceId, optionId: 'std', availabilityId: localDateTimeOf(DATE, '09:00', instantTour.timeZone), unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }], contact: { fullName: 'Layla Haddad' }, expirationMinutes: 5 },
    h.services.clock.now(),
  );

/** Seats the slot has taken for this booking (held or booked), summed over its holds. */
async function seatsOf(bookingId: string, slot: Parameters<typeof slots.load>[1]): Promise<number> {
  const { state } = await slots.load(h.ctx.store, slot);
  if (state.status !== 'open') return 0;
  return Object.values(state.holds)
    .filter((x) => x.bookingId === bookingId && (x.status === 'held' || x.status === 'booked'))
    .reduce((n, x) => n + x.quantity, 0);
}

describe('an OCTO confirm killed -9 at each step boundary', () => {
  // Appends in order: 1 HoldExtended (the hold kept for the saga), 2 OctoBookingConfirmed, 3 CheckoutRequested; 0 = not killed.
  it.each([
    [1, 'before the hold is kept: nothing happened; the retry confirms'],
    [2, 'after the hold is kept, before the confirmation: still on hold; the retry confirms'],
    [3, 'after the confirmation, before the engine booking: the worker sells it without any retry'],
    [0, 'not killed'],
  ])('killed at append %i (%s)', async (killAt) => {
    const uuid = randomUUID();
    const reserved = await reserve(uuid);
    if (reserved.status === 'none') throw new Error('not reserved');
    const { bookingId, slot } = reserved;
    const run = await runChild(uuid, killAt);
    expect(run.signal).toBe(killAt === 0 ? null : 'SIGKILL');
    const octoEvents = async () => (await h.ctx.store.readStream(octoBookingStream(RESELLER.resellerId, uuid))).map((e) => e.type);
    const engineEvents = async () => (await h.ctx.store.readStream(bookingStream(bookingId))).map((e) => e.type);

    // Right after the crash: a confirmation is recorded only with its hold kept, and a booking only after its confirmation.
    if (killAt === 1 || killAt === 2) {
      expect(await octoEvents()).toEqual(['OctoBookingReserved']);
      expect(await engineEvents()).toEqual([]);
    }
    if (killAt === 3) {
      expect(await octoEvents()).toEqual(['OctoBookingReserved', 'OctoBookingConfirmed']);
      expect(await engineEvents()).toEqual([]);
    }
    expect(await seatsOf(bookingId, slot)).toBe(2);

    // The stack restarts: the worker finishes a recorded confirmation by itself.
    await h.startWorker();
    if (killAt === 3 || killAt === 0) {
      await h.waitForEvent(bookingId, 'BookingConfirmed');
    }
    // The reseller retries (OCTO's confirm is idempotent on the uuid): same booking, nothing more taken.
    const watch = createBookingWatch(h.ctx.store);
    try {
      const retried = await confirmOctoBooking({ store: h.ctx.store, watch, holdTtlMs: 15 * 60_000, waitMs: 5_000 }, RESELLER, uuid, { contact: CONTACT }, h.services.clock.now());
      expect(retried.status).toBe('confirmed');
    } finally {
      await watch.close();
    }
    await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect((await octoEvents()).filter((t) => t === 'OctoBookingConfirmed')).toHaveLength(1);
    expect((await engineEvents()).filter((t) => t === 'CheckoutRequested')).toHaveLength(1);
    const engine = await bookings.state(h.ctx.store, bookingId);
    expect(engine).toMatchObject({ status: 'confirmed', checkout: { reseller: { resellerId: RESELLER.resellerId }, cartId: null } });
    // The reservation's one hold became the booking's: two seats, not four.
    expect(await seatsOf(bookingId, slot)).toBe(2);
    expect((await octoBookings.load(h.ctx.store, await locateOctoBooking(h.ctx.store, RESELLER.resellerId, uuid))).state.status).toBe('confirmed');
  });
});
