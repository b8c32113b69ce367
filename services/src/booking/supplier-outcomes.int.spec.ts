import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { buyer, CARDS, FIXED_NOW } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('suppliers');

const totals = (bookingId: string) => h.services.provider.ledger.bookingTotals(bookingId);
const itemOf = (events: BookingEvent[], experienceId: string) => {
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
  return first.data.items.find((i) => i.experienceId === experienceId)!.itemId;
};
const answer = (bookingId: string, itemId: string, body: unknown, key: string) => h.http('POST', `/supplier/bookings/${bookingId}/items/${itemId}/answer`, body, { 'x-supplier-key': key });

async function paidCheckout(lines: { experienceId: string; adults: number }[], key: string, card: string = CARDS.success) {
  const cartId = await h.cartWith(lines);
  const res = await h.checkout(cartId, 'card', key);
  expect(res.body.status).toBe('redirect');
  expect((await h.pay(res.body.redirectUrl, card)).status).toBe(303);
  return res.body.bookingId as string;
}

describe('supplier confirmation outcomes', () => {
  it('partially confirmed: captures only the confirmed item, releases the rest; a retried item gets its own payment', async () => {
    const bookingId = await paidCheckout(
      [
        { experienceId: 'exp-instant', adults: 1 },
        { experienceId: 'exp-failing', adults: 1 },
      ],
      'partial-key-0001',
    );
    const events = await h.waitForEvent(bookingId, 'BookingPartiallyConfirmed');
    const failingItem = itemOf(events, 'exp-failing');
    expect(events.find((e) => e.type === 'ItemFailed')).toMatchObject({ data: { itemId: failingItem, reason: 'supplierError' } });
    expect(events.slice(-3).map((e) => e.type)).toEqual(['PaymentCaptured', 'PaymentVoided', 'BookingPartiallyConfirmed']);
    expect(totals(bookingId)).toEqual({ authorized: 45_000, captured: 25_000, refunded: 0, voided: 20_000 });
    expect(bookingStreamProblems(events)).toEqual([]);
    expect((await h.status(bookingId)).status).toBe('partiallyConfirmed');
    // The failed item's seats went back; the confirmed one's are booked.
    await expect.poll(async () => (await h.ctx.store.readStream('slot-exp-failing-std-20300108-0900')).map((e) => e.type), { timeout: 10_000 }).toContain('SeatsReturned');

    const retry = await h.http('POST', `/bookings/${bookingId}/items/${failingItem}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: 'redirect' });
    expect((await h.pay(retry.body.redirectUrl, CARDS.success)).status).toBe(303);
    const after = await h.waitForEvent(bookingId, 'BookingPartiallyConfirmed', 2);
    expect(after.filter((e) => e.type === 'PaymentAuthorized')).toHaveLength(2);
    // The supplier fails again: the retry's authorization is released in full, the first capture stands.
    expect(totals(bookingId)).toEqual({ authorized: 65_000, captured: 25_000, refunded: 0, voided: 40_000 });
    expect(h.services.provider.ledger.doubleCaptureCount()).toBe(0);
  });

  it('a method that cannot hold (mada charged at once): captured whole when paid; the failed item is refunded within 24 h, and ledger, finance and e-mail agree', async () => {
    const bookingId = await paidCheckout(
      [
        { experienceId: 'exp-instant', adults: 1 },
        { experienceId: 'exp-failing', adults: 1 },
      ],
      'mada-partial-0001',
      CARDS.madaChargedAtOnce,
    );
    const events = await h.waitForEvent(bookingId, 'RefundIssued');
    const failingItem = itemOf(events, 'exp-failing');
    const types = events.map((e) => e.type);
    expect(events.find((e) => e.type === 'PaymentAuthorized')).toMatchObject({ data: { captureAtOnce: true } });
    // Charged before any supplier was asked; nothing is ever voided.
    expect(types.indexOf('PaymentCaptured')).toBeLessThan(types.indexOf('ItemConfirmed'));
    expect(types.indexOf('PaymentCaptured')).toBeLessThan(types.indexOf('ItemFailed'));
    expect(types).not.toContain('PaymentVoided');
    expect(events.filter((e) => e.type === 'PaymentCaptured')).toMatchObject([{ data: { amount: { amount: 45_000 } } }]);
    const requested = events.find((e) => e.type === 'RefundRequested');
    if (requested?.type !== 'RefundRequested') throw new Error('no refund requested');
    expect(requested.data).toMatchObject({ reason: 'itemsFailed', itemIds: [failingItem], amount: { amount: 20_000, currency: 'SAR' } });
    expect(Date.parse(requested.data.dueBy) - Date.parse(requested.data.requestedAt)).toBe(24 * 3600_000);
    expect(types.slice(types.indexOf('RefundRequested'))).toEqual(['RefundRequested', 'BookingPartiallyConfirmed', 'RefundIssued']);
    // The provider's ledger: everything captured once, the failed item's value refunded; what the booking keeps is the confirmed item.
    expect(totals(bookingId)).toEqual({ authorized: 45_000, captured: 45_000, refunded: 20_000, voided: 0 });
    expect(h.services.provider.ledger.doubleCaptureCount()).toBe(0);
    expect(bookingStreamProblems(events)).toEqual([]);

    await h.readModelsCaughtUp();
    const ledger = await h.http('GET', '/finance/refunds');
    expect(ledger.body.refunds.find((r: { refundId: string }) => r.refundId === requested.data.refundId)).toMatchObject({ status: 'issued', withinWindow: true, amount: { amount: 20_000 } });
    const status = await h.status(bookingId);
    expect(status).toMatchObject({ status: 'partiallyConfirmed', totals: { captured: { amount: 45_000 }, released: { amount: 0 } } });
    // The e-mail says refunded (with the 24 h rule), not released.
    const orderId = events[0]?.type === 'CheckoutRequested' ? events[0].data.orderId : '';
    const partialMail = async () => (await h.services.notifier.listOutbox('email')).find((m) => m.to === buyer.email && m.subject.includes(`Part of your booking is confirmed – order ${orderId}`));
    await expect.poll(partialMail, { timeout: 10_000 }).toBeDefined();
    const mail = await partialMail();
    expect(mail?.text).toMatch(/You were charged [^;]*450[^;]* when you paid; the [^;]*200[^;]* for the activities that could not be booked will be refunded to your card within 24 hours \(by /);
    expect(mail?.text).not.toMatch(/released/);
  });

  it('failed: every supplier fails, the authorization is voided and nothing is captured', async () => {
    const bookingId = await paidCheckout([{ experienceId: 'exp-failing', adults: 2 }], 'all-failed-0001');
    const events = await h.waitForEvent(bookingId, 'BookingFailed');
    expect(events.slice(-2)).toMatchObject([{ type: 'PaymentVoided' }, { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false } }]);
    expect(totals(bookingId)).toEqual({ authorized: 40_000, captured: 0, refunded: 0, voided: 40_000 });
    expect(bookingStreamProblems(events)).toEqual([]);
    expect((await h.status(bookingId)).status).toBe('failed');
  });

  it('on hold: the amount stays authorized until the supplier confirms, then it is captured', async () => {
    const bookingId = await paidCheckout([{ experienceId: 'exp-onrequest', adults: 1 }], 'on-hold-ok-0001');
    const events = await h.waitForEvent(bookingId, 'BookingOnHold');
    const itemId = itemOf(events, 'exp-onrequest');
    const awaiting = events.find((e) => e.type === 'ItemAwaitingSupplier');
    expect(awaiting?.type === 'ItemAwaitingSupplier' && Date.parse(awaiting.data.answerDueBy) - FIXED_NOW.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(totals(bookingId)).toEqual({ authorized: 30_000, captured: 0, refunded: 0, voided: 0 });
    expect((await h.status(bookingId)).status).toBe('onHold');

    expect((await answer(bookingId, itemId, { answer: 'confirmed' }, 'wrong-key')).status).toBe(401);
    expect((await answer(bookingId, itemId, { answer: 'confirmed' }, 'supplier-key-sup-instant')).status).toBe(403);
    expect((await answer(bookingId, 'no-item', { answer: 'confirmed' }, 'supplier-key-sup-onRequest')).status).toBe(404);
    expect((await answer(bookingId, itemId, { answer: 'maybe' }, 'supplier-key-sup-onRequest')).status).toBe(400);
    const ok = await answer(bookingId, itemId, { answer: 'confirmed', reference: 'ALULA-778' }, 'supplier-key-sup-onRequest');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'confirmed', supplierReference: 'ALULA-778' });
    // A redelivered answer is fine; a contradicting one is refused.
    expect((await answer(bookingId, itemId, { answer: 'confirmed', reference: 'ALULA-778' }, 'supplier-key-sup-onRequest')).status).toBe(200);
    expect((await answer(bookingId, itemId, { answer: 'declined' }, 'supplier-key-sup-onRequest')).status).toBe(409);

    const after = await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect(after.slice(-2).map((e) => e.type)).toEqual(['PaymentCaptured', 'BookingConfirmed']);
    expect(totals(bookingId)).toEqual({ authorized: 30_000, captured: 30_000, refunded: 0, voided: 0 });
    expect(bookingStreamProblems(after)).toEqual([]);
  });

  it('on hold, and the hold is gone at the provider when the supplier confirms: the refused capture fails its job for good, visible to ops, and the booking keeps its state', async () => {
    const bookingId = await paidCheckout([{ experienceId: 'exp-onrequest', adults: 1 }], 'on-hold-refused-0001');
    const events = await h.waitForEvent(bookingId, 'BookingOnHold');
    const paymentId = events.find((e) => e.type === 'PaymentAuthorized')?.data;
    if (!paymentId || !('paymentId' in paymentId)) throw new Error('no authorization');
    // The hold ends at the provider (expired there, or voided from its dashboard) before the supplier answers.
    await h.services.provider.void({ paymentId: paymentId.paymentId, idempotencyKey: 'voided-at-the-provider' });
    const ok = await answer(bookingId, itemOf(events, 'exp-onrequest'), { answer: 'confirmed', reference: 'ALULA-900' }, 'supplier-key-sup-onRequest');
    expect(ok.status).toBe(200);
    // Failed for good at once (no 25 pointless retries), with a message ops can act on, among the queue's failed jobs.
    const failedSettle = async () => (await h.queue.getFailed()).find((j) => j.data.bookingId === bookingId && j.name === 'settle-round');
    await expect.poll(failedSettle, { timeout: 20_000 }).toBeDefined();
    const job = (await failedSettle())!;
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/refused to capture payment .* \(payment_voided\).*Ops: check the payment at the provider/);
    const after = await h.events(bookingId);
    expect(after.map((e) => e.type)).not.toContain('PaymentCaptured');
    expect(after.map((e) => e.type)).not.toContain('BookingConfirmed');
    expect((await h.status(bookingId)).status).toBe('onHold');
    expect(totals(bookingId)).toMatchObject({ captured: 0 });
  });

  it('on hold, then declined: the held part is released; the retried item is booked and charged on its own payment', async () => {
    const bookingId = await paidCheckout(
      [
        { experienceId: 'exp-instant', adults: 1 },
        { experienceId: 'exp-onrequest', adults: 1 },
      ],
      'on-hold-declined-0001',
    );
    const events = await h.waitForEvent(bookingId, 'BookingOnHold');
    const itemId = itemOf(events, 'exp-onrequest');
    expect(totals(bookingId)).toMatchObject({ authorized: 55_000, captured: 0 });
    expect((await answer(bookingId, itemId, { answer: 'declined' }, 'supplier-key-sup-onRequest')).status).toBe(200);
    const after = await h.waitForEvent(bookingId, 'BookingPartiallyConfirmed');
    expect(after.find((e) => e.type === 'ItemFailed')).toMatchObject({ data: { itemId, reason: 'supplierDeclined' } });
    expect(totals(bookingId)).toEqual({ authorized: 55_000, captured: 25_000, refunded: 0, voided: 30_000 });

    const retry = await h.http('POST', `/bookings/${bookingId}/items/${itemId}/retry`);
    expect(retry.body).toMatchObject({ status: 'redirect' });
    expect((await h.pay(retry.body.redirectUrl, CARDS.success)).status).toBe(303);
    await h.waitForEvent(bookingId, 'BookingOnHold', 2);
    expect((await answer(bookingId, itemId, { answer: 'confirmed' }, 'supplier-key-sup-onRequest')).status).toBe(200);
    await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect(totals(bookingId)).toEqual({ authorized: 85_000, captured: 55_000, refunded: 0, voided: 30_000 });
    expect((await h.status(bookingId)).status).toBe('confirmed');
  });

  it('on hold, then the answer times out after 24 h: the item fails and the hold is released', async () => {
    const bookingId = await paidCheckout([{ experienceId: 'exp-declining', adults: 1 }], 'on-hold-timeout-0001');
    const events = await h.waitForEvent(bookingId, 'BookingOnHold');
    const awaiting = events.find((e) => e.type === 'ItemAwaitingSupplier');
    if (awaiting?.type !== 'ItemAwaitingSupplier') throw new Error('not awaiting');
    expect(Date.parse(awaiting.data.answerDueBy) - Date.parse(awaiting.data.at)).toBe(24 * 3600_000);

    // Woken early, the timer sees it is not due yet and goes back to sleep.
    await h.promoteDelayed();
    await new Promise((r) => setTimeout(r, 500));
    expect((await h.events(bookingId)).some((e) => e.type === 'ItemFailed')).toBe(false);

    await h.setClock(new Date(Date.parse(awaiting.data.answerDueBy) + 60_000));
    await h.promoteDelayed();
    const after = await h.waitForEvent(bookingId, 'BookingFailed');
    expect(after.find((e) => e.type === 'ItemFailed')).toMatchObject({ data: { reason: 'supplierTimeout' } });
    expect(totals(bookingId)).toEqual({ authorized: 15_000, captured: 0, refunded: 0, voided: 15_000 });
    expect(bookingStreamProblems(after)).toEqual([]);
    expect(h.services.provider.ledger.invariantViolations()).toEqual([]);
  });
});
