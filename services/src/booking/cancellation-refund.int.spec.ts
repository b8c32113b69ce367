import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { buyer, CARDS, FIXED_NOW } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('refunds');
beforeEach(async () => {
  await h.setClock(FIXED_NOW);
});

const HOUR = 3600_000;
const totals = (bookingId: string) => h.services.provider.ledger.bookingTotals(bookingId);

async function confirmedCardBooking(key: string, adults = 2): Promise<{ bookingId: string; itemId: string }> {
  const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults }]);
  const res = await h.checkout(cartId, 'card', key);
  expect((await h.pay(res.body.redirectUrl, CARDS.success)).status).toBe(303);
  const events = await h.waitForEvent(res.body.bookingId, 'BookingConfirmed');
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
  return { bookingId: res.body.bookingId, itemId: first.data.items[0]!.itemId };
}

const refundRequested = (events: BookingEvent[]) => {
  const r = events.find((e) => e.type === 'RefundRequested');
  if (r?.type !== 'RefundRequested') throw new Error('no refund requested');
  return r.data;
};

describe('cancellation and the 24 h refund', () => {
  it('quotes the policy penalty, cancels, returns the seats and refunds the rest within 24 h', async () => {
    const { bookingId, itemId } = await confirmedCardBooking('cancel-key-0001');
    // FIXED_NOW is 24 h before the 09:00 Riyadh start: past the 2-day free cutoff, so the 25 % tier applies.
    const quote = await h.http('GET', `/bookings/${bookingId}/cancellation-quote?items=${itemId}`);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      cancellable: true,
      penalty: { amount: 12_500, currency: 'SAR' },
      refundAmount: { amount: 37_500, currency: 'SAR' },
      items: [{ itemId, rule: 'tier', penaltyPercent: 25, startsAt: '2030-01-08T06:00:00.000Z', policyText: { en: 'Less than 2 days before start of the experience 25% penalty' } }],
    });
    expect((await h.http('GET', `/bookings/${bookingId}/cancellation-quote?items=nope`)).status).toBe(404);

    const cancelled = await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] }, { 'idempotency-key': 'cancel-once-0001' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelledItemIds: [itemId], penalty: { amount: 12_500 }, refundAmount: { amount: 37_500 }, refunds: [{ amount: { amount: 37_500 } }] });
    // The same request again answers the same; a new request for the same item is refused.
    const replay = await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] }, { 'idempotency-key': 'cancel-once-0001' });
    expect(replay.body.refunds).toEqual(cancelled.body.refunds);
    expect((await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] })).status).toBe(409);

    const events = await h.waitForEvent(bookingId, 'RefundIssued');
    const requested = refundRequested(events);
    expect(Date.parse(requested.dueBy) - Date.parse(requested.requestedAt)).toBe(24 * HOUR);
    const issued = events.find((e) => e.type === 'RefundIssued');
    expect(issued?.type === 'RefundIssued' && Date.parse(issued.data.issuedAt) <= Date.parse(requested.dueBy)).toBe(true);
    // The penalty is all the booking keeps.
    const t = totals(bookingId);
    expect(t).toEqual({ authorized: 50_000, captured: 50_000, refunded: 37_500, voided: 0 });
    expect(t.captured - t.refunded).toBe(12_500);
    await expect.poll(async () => (await h.ctx.store.readStream('slot-exp-instant-std-20300108-0900')).some((e) => e.type === 'SeatsReturned' && (e.data as { bookingId: string }).bookingId === bookingId), { timeout: 10_000 }).toBe(true);

    // The watchdog, woken at its time, finds the refund issued and stays silent.
    await h.setClock(new Date(Date.parse(requested.dueBy) - 2 * HOUR + 60_000));
    await h.promoteDelayed();
    await new Promise((r) => setTimeout(r, 500));
    expect((await h.events(bookingId)).some((e) => e.type === 'RefundOverdue')).toBe(false);
    await h.readModelsCaughtUp();
    const ledger = await h.http('GET', '/finance/refunds');
    expect(ledger.body.refunds.find((r: { refundId: string }) => r.refundId === requested.refundId)).toMatchObject({ status: 'issued', withinWindow: true });
    await expect.poll(async () => (await h.services.notifier.listOutbox('email')).filter((m) => m.to === buyer.email && /refund/i.test(m.subject)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(bookingStreamProblems(await h.events(bookingId))).toEqual([]);
  });

  it('raises RefundOverdue before the deadline while the provider keeps failing, and refunds once it recovers', async () => {
    // The failing refunds are expected here: keep their retries out of the test log.
    await h.startWorker({ PAYMENTS_SANDBOX_FAIL_REFUNDS: 'true', LOG_LEVEL: 'error' });
    const { bookingId, itemId } = await confirmedCardBooking('overdue-key-0001', 1);
    const cancelled = await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] });
    expect(cancelled.status).toBe(200);
    const events = await h.waitForEvent(bookingId, 'RefundRequested');
    const requested = refundRequested(events);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await h.events(bookingId)).some((e) => e.type === 'RefundIssued')).toBe(false);
    expect(totals(bookingId).refunded).toBe(0);

    // 22 h later the refund is still not through: ops hear about it before the 24 h deadline.
    await h.setClock(new Date(Date.parse(requested.dueBy) - 2 * HOUR + 60_000));
    // The reactor enqueues the watchdog when it sees RefundRequested: keep waking delayed jobs until it has fired.
    await expect
      .poll(
        async () => {
          await h.promoteDelayed();
          return (await h.events(bookingId)).some((e) => e.type === 'RefundOverdue');
        },
        { timeout: 45_000, interval: 250 },
      )
      .toBe(true);
    const after = await h.events(bookingId);
    const overdue = after.find((e) => e.type === 'RefundOverdue');
    expect(overdue?.type === 'RefundOverdue' && Date.parse(overdue.data.raisedAt) < Date.parse(requested.dueBy)).toBe(true);
    await h.readModelsCaughtUp();
    const ops = await h.http('GET', '/ops/queues');
    expect(ops.body.refundOverdue.map((r: { refundId: string }) => r.refundId)).toContain(requested.refundId);

    // The provider recovers: the refund job's next try goes through (late, but exactly once).
    await h.startWorker();
    await h.promoteDelayed();
    const done = await h.waitForEvent(bookingId, 'RefundIssued');
    expect(done.filter((e) => e.type === 'RefundIssued')).toHaveLength(1);
    expect(totals(bookingId)).toMatchObject({ captured: 25_000, refunded: 18_750 });
    expect(h.services.provider.ledger.invariantViolations()).toEqual([]);
  });

  it('cancels a pay-later booking for free before the cutoff, with no refund to make', async () => {
    await h.setClock(new Date(FIXED_NOW.getTime() - 3 * 24 * HOUR));
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const res = await h.checkout(cartId, 'payLater', 'free-cancel-0001');
    const events = await h.waitForEvent(res.body.bookingId, 'BookingConfirmed');
    const first = events[0];
    if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
    const cancelled = await h.http('POST', `/bookings/${res.body.bookingId}/cancellations`, { itemIds: [first.data.items[0]!.itemId] });
    expect(cancelled.body).toMatchObject({ penalty: { amount: 0 }, refundAmount: { amount: 25_000 }, refunds: [] });
    expect(cancelled.body.policyText.en).toMatch(/^Free cancellation up to 2 days/);
  });
});
