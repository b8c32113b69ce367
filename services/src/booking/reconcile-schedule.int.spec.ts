import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS, startOpsTestApp, type OpsTestApp } from '../ops/testing/index.ts';
import { checkoutIds } from './checkout/booking-ids.ts';
import { jobIdOf } from './saga/saga-jobs.ts';

let t: OpsTestApp;

beforeAll(async () => {
  t = await startOpsTestApp('reconcile-schedule');
  // One worker process for the whole test, reconciling every second instead of every two minutes.
  await t.h.startWorker({ BOOKING_RECONCILE_EVERY_MS: '1000', LOG_LEVEL: 'error' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('reconciler on a schedule', () => {
  it('re-drives a booking whose step failed for good, with the worker running all along; ops see the run', async () => {
    const key = 'reconcile-schedule-0001';
    const { bookingId } = checkoutIds(key);
    const holdJobId = jobIdOf({ name: 'hold-items', data: { bookingId, round: 0 } });
    // The booking's first step has already failed for good under its stable id: a job with no usable data and one
    // attempt stands in for a step that failed on every attempt (hours of backoff in production). The saga's own
    // enqueue of that id is then a no-op, so only a reconciliation can move the booking.
    await t.h.queue.add('hold-items', null, { jobId: holdJobId, attempts: 1 });
    await expect.poll(async () => (await t.h.queue.getJob(holdJobId))?.getState(), { timeout: 15_000 }).toBe('failed');

    const cartId = await t.h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const checkout = await t.h.checkout(cartId, 'payLater', key);
    expect(checkout.body.bookingId).toBe(bookingId);
    const events = await t.h.waitForEvent(bookingId, 'BookingConfirmed', 1, 30_000);
    expect(events.filter((e) => e.type === 'ItemsHeld')).toHaveLength(1);

    const ops = await t.signIn(OPS.email, OPS.password);
    const res = await t.request('GET', '/ops/reconciler', undefined, { cookie: ops });
    expect(res.status).toBe(200);
    const runs = res.body.runs as { trigger: string; redriven: string[]; restarted: number; startedAt: string }[];
    expect(runs[0]).toMatchObject({ trigger: 'schedule' });
    expect(runs.at(-1)).toMatchObject({ trigger: 'start' });
    const redrove = runs.find((r) => r.redriven.includes(bookingId));
    expect(redrove).toMatchObject({ trigger: 'schedule', restarted: 1 });

    expect((await t.request('GET', '/ops/reconciler', undefined, { cookie: await t.customer() })).status).toBe(403);
    expect((await t.request('GET', '/ops/reconciler')).status).toBe(401);
  }, 60_000);
});
