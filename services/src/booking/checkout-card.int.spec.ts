import { describe, expect, it } from 'vitest';
import { bookings } from './bookings.ts';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { CARDS } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('card');

/** The provider's books for a booking, with what the booking says it sold. */
function money(bookingId: string) {
  return h.services.provider.ledger.bookingTotals(bookingId);
}

describe('card checkout through the sandbox hosted page', () => {
  it('redirects to the payment page, authorizes, confirms with the supplier and captures the full amount once', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 2 }], 'WELCOME10');
    const res = await h.checkout(cartId, 'card', 'card-ok-key-0001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'redirect', redirectUrl: expect.stringContaining(`${h.baseUrl}/psp/checkout/`), statusUrl: expect.any(String) });
    const { bookingId } = res.body;
    expect((await h.status(bookingId)).status).toBe('redirectToPayment');

    const page = await h.pay(res.body.redirectUrl, CARDS.success);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^https:\/\/shop\.example\/checkout\/result\?session=/);

    const events = await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect(events.map((e) => e.type)).toEqual(['CheckoutRequested', 'ItemsHeld', 'PaymentSessionOpened', 'PaymentAuthorized', 'ItemConfirmed', 'PaymentCaptured', 'BookingConfirmed']);
    const checkout = events[0]!;
    if (checkout.type !== 'CheckoutRequested') throw new Error('unreachable');
    // 2 x 250.00 SAR, 10 % off with WELCOME10.
    expect(checkout.data.total).toEqual({ amount: 45_000, currency: 'SAR' });
    expect(events.at(-1)).toMatchObject({ data: { paymentStatus: 'paid' } });
    expect(bookingStreamProblems(events)).toEqual([]);
    expect(money(bookingId)).toEqual({ authorized: 45_000, captured: 45_000, refunded: 0, voided: 0 });
    expect((await h.status(bookingId)).status).toBe('confirmed');

    // The same key again: the same booking, nothing new anywhere.
    const again = await h.checkout(cartId, 'card', 'card-ok-key-0001');
    expect(again.body).toMatchObject({ bookingId, status: 'confirmed' });
    expect(h.services.provider.ledger.doubleCaptureCount()).toBe(0);
  });

  it('a declined card fails the booking, releases the seats and takes nothing; Try Again books it with a new payment', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const res = await h.checkout(cartId, 'card', 'card-declined-0001');
    const { bookingId } = res.body;
    expect((await h.pay(res.body.redirectUrl, CARDS.declined)).status).toBe(303);
    const events = await h.waitForEvent(bookingId, 'BookingFailed');
    expect(events.slice(-2)).toMatchObject([
      { type: 'PaymentDeclined', data: { reason: 'card_declined' } },
      { type: 'BookingFailed', data: { reason: 'paymentDeclined', refundDue: false } },
    ]);
    expect(money(bookingId)).toEqual({ authorized: 0, captured: 0, refunded: 0, voided: 0 });
    expect((await h.status(bookingId)).status).toBe('paymentDeclined');
    await expect
      .poll(async () => (await h.ctx.store.readStream('slot-exp-instant-std-20300108-0900')).some((e) => e.type === 'HoldReleased' && (e.data as { holdId: string }).holdId.startsWith(bookingId)), { timeout: 10_000 })
      .toBe(true);

    // 'Try Again': a new round with its own payment page.
    const retry = await h.http('POST', `/bookings/${bookingId}/retry`, {}, { 'idempotency-key': 'try-again-0001' });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ bookingId, status: 'redirect' });
    expect(retry.body.redirectUrl).not.toBe(res.body.redirectUrl);
    expect((await h.pay(retry.body.redirectUrl, CARDS.success)).status).toBe(303);
    const after = await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect(after.filter((e) => e.type === 'ItemRetryRequested')).toHaveLength(1);
    expect(money(bookingId)).toEqual({ authorized: 25_000, captured: 25_000, refunded: 0, voided: 0 });
  });

  it("'Action needed: complete your payment' goes out for ops' retry only: the buyer's own Try Again is on the payment page already", async () => {
    const declined = async (key: string) => {
      const res = await h.checkout(await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]), 'card', key);
      expect((await h.pay(res.body.redirectUrl, CARDS.declined)).status).toBe(303);
      await h.waitForEvent(res.body.bookingId, 'BookingFailed');
      return res.body.bookingId as string;
    };
    const byBuyer = await declined('card-retry-buyer-0001');
    const byOps = await declined('card-retry-ops-0001');
    const emailsOf = async (bookingId: string) => (await h.services.notifier.listOutbox('email')).filter((m) => m.idempotencyKey.startsWith(`${bookingId}:`)).map((m) => m.subject);

    const retry = await h.http('POST', `/bookings/${byBuyer}/retry`, {}, { 'idempotency-key': 'try-again-buyer-0001' });
    expect(retry.body).toMatchObject({ bookingId: byBuyer, status: 'redirect' });
    // Ops' retry, as booking/ops-actions.ts sends it.
    const [failed] = (await h.events(byOps)).flatMap((e) => (e.type === 'CheckoutRequested' ? e.data.items.map((i) => i.itemId) : []));
    await bookings.handle(h.ctx.store, byOps, { type: 'RequestRetry', data: { itemIds: [failed!], now: h.services.clock.now().toISOString(), requestedBy: 'ops' } });
    const retried = await h.events(byBuyer);
    expect(retried.find((e) => e.type === 'ItemRetryRequested')).toMatchObject({ data: { requestedBy: 'buyer' } });
    expect((await h.waitForEvent(byOps, 'PaymentSessionOpened', 2)).find((e) => e.type === 'ItemRetryRequested')).toMatchObject({ data: { requestedBy: 'ops' } });

    // Ops' retry: nobody is on the payment page, so the e-mail brings it to the buyer (the real mail worker sends it).
    await expect.poll(() => emailsOf(byOps), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Action needed: complete your payment/));
    // The buyer pays on the page the retry answered with; the confirmation goes out, the 'Action needed' one never did.
    expect((await h.pay(retry.body.redirectUrl, CARDS.success)).status).toBe(303);
    await h.waitForEvent(byBuyer, 'BookingConfirmed');
    await expect.poll(() => emailsOf(byBuyer), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Your booking is confirmed/));
    expect(await emailsOf(byBuyer)).not.toContainEqual(expect.stringMatching(/^Action needed/));
  });

  it('insufficient funds: payment declined with its reason, nothing held or charged', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const res = await h.checkout(cartId, 'card', 'card-funds-0001');
    expect((await h.pay(res.body.redirectUrl, CARDS.insufficientFunds)).status).toBe(303);
    const events = await h.waitForEvent(res.body.bookingId, 'BookingFailed');
    expect(events.find((e) => e.type === 'PaymentDeclined')).toMatchObject({ data: { reason: 'insufficient_funds' } });
    expect(bookingStreamProblems(events)).toEqual([]);
    expect(money(res.body.bookingId)).toEqual({ authorized: 0, captured: 0, refunded: 0, voided: 0 });
    const doc = await h.status(res.body.bookingId);
    expect(doc).toMatchObject({ status: 'paymentDeclined', declineReason: 'insufficient_funds' });
  });

  it('keeps the books straight overall', () => {
    expect(h.services.provider.ledger.invariantViolations()).toEqual([]);
  });
});
