import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { checkoutIds } from './checkout/booking-ids.ts';
import { bookingStreamProblems, OUTCOME_TYPES } from './testing/booking-stream-problems.ts';
import { spawnWorker, startBookingHarness, type BookingHarness } from './testing/booking-harness.ts';

/**
 * SIGTERM, as Kubernetes sends it on a rollout or scale-down, while the worker is in the middle of 40 pay-later
 * bookings: the worker stops taking jobs, finishes the steps it is running, commits its reactor checkpoint and exits 0
 * within its grace period, leaving no job active (nothing half-done). A new worker finishes the rest: every booking
 * ends exactly once, no step twice, no job failed.
 */
const BOOKINGS = 40;
let h: BookingHarness;

beforeAll(async () => {
  // One job at a time: a pay-later booking is one job now (hold, confirm and settle together), and four at a time
  // finished all 40 before the signal landed, leaving nothing mid-way to drain.
  h = await startBookingHarness('sigterm', { BOOKING_WORKER_CONCURRENCY: '1', SHUTDOWN_GRACE_MS: '15000' });
}, 120_000);
afterAll(async () => h?.close());

describe('worker SIGTERM mid-load', () => {
  it('drains gracefully (exit 0, no active job left) and a new worker completes every booking exactly once', { timeout: 180_000 }, async () => {
    const departures = ['09:00', '15:00'].flatMap((startTime) => ['2030-01-08', '2030-01-09'].map((date) => ({ date, startTime })));
    const carts: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const opened = await h.http('POST', '/carts', {});
      const added = await h.http('POST', `/carts/${opened.body.cartId}/items`, { experienceId: 'exp-instant-b', optionId: 'std', ...departures[i % departures.length]!, participants: { adult: 1 } });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      carts.push(opened.body.cartId as string);
    }
    const keys = carts.map((_, i) => `sigterm-${i}-key`);
    const bookingIds = keys.map((k) => checkoutIds(k).bookingId);
    const outcomeOf = async (id: string) => (await h.events(id)).find((e) => OUTCOME_TYPES.has(e.type))?.type;
    const ended = async () => (await Promise.all(bookingIds.map(outcomeOf))).filter(Boolean).length;

    const answers = await Promise.all(carts.map((cartId, i) => h.checkout(cartId, 'payLater', keys[i]!)));
    for (const a of answers) expect([200, 202], JSON.stringify(a.body)).toContain(a.status);
    // The worker starts once every checkout is in, so the load is all ahead of it (not partly done while the api answered).
    const worker = await spawnWorker(h.env);
    const exited = new Promise<number | null>((r) => worker.once('exit', (code) => r(code)));

    // Mid-load: some bookings have ended, most have not.
    await expect.poll(ended, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    const endedBefore = await ended();
    expect(endedBefore).toBeLessThan(BOOKINGS);
    const signalledAt = Date.now();
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    // Graceful means no step was cut off: nothing is left active (a killed worker leaves its jobs active until they stall).
    const counts = await h.queue.getJobCounts('active', 'failed');
    expect(counts).toMatchObject({ active: 0, failed: 0 });
    expect(await ended()).toBeLessThan(BOOKINGS);

    await h.startWorker();
    await expect.poll(ended, { timeout: 120_000, interval: 250 }).toBe(BOOKINGS);
    const streams: BookingEvent[][] = await Promise.all(bookingIds.map((id) => h.events(id)));
    for (const [i, events] of streams.entries()) expect(bookingStreamProblems(events), bookingIds[i]).toEqual([]);
    expect(new Set(streams.map((es) => es.find((e) => OUTCOME_TYPES.has(e.type))!.type))).toEqual(new Set(['BookingConfirmed']));
    expect((await h.queue.getJobCounts('failed')).failed).toBe(0);
  });
});
