import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { CARDS, FIXED_NOW } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('exchange');
beforeEach(async () => {
  await h.setClock(FIXED_NOW);
});

const requested = (events: BookingEvent[]) => {
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
  return first.data;
};

describe('a trip across both countries: one cart, one checkout, one currency, the rate fixed at checkout', () => {
  it('charges a Saudi and an Emirati tour in SAR, records the rate, captures and refunds in SAR', async () => {
    // SAR 250 x 2 and AED 200: the cart is charged in its first item's currency.
    const cartId = await h.cartWith([
      { experienceId: 'exp-instant', adults: 2 },
      { experienceId: 'exp-dirham', adults: 1 },
    ]);
    const res = await h.checkout(cartId, 'card', 'fx-card-0001');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await h.pay(res.body.redirectUrl, CARDS.success)).status).toBe(303);
    const bookingId = res.body.bookingId as string;
    const events = await h.waitForEvent(bookingId, 'BookingConfirmed');
    const checkout = requested(events);

    // AED 200.00 at 1.021103 SAR per AED = SAR 204.2206, half up to SAR 204.22.
    const dirham = checkout.items.find((i) => i.experienceId === 'exp-dirham')!;
    expect(checkout.items.map((i) => i.lineTotal)).toEqual([
      { amount: 50_000, currency: 'SAR' },
      { amount: 20_422, currency: 'SAR' },
    ]);
    expect(checkout.total).toEqual({ amount: 70_422, currency: 'SAR' });
    expect(checkout.exchange).toMatchObject({
      chargeCurrency: 'SAR',
      rates: [{ from: 'AED', to: 'SAR', rate: 1.021103 }],
      asOf: '2026-11-01',
      lines: [{ itemId: dirham.itemId, price: { amount: 20_000, currency: 'AED' }, charged: { amount: 20_422, currency: 'SAR' } }],
      fixedAt: checkout.requestedAt,
    });
    expect(checkout.exchange!.rounding).toMatch(/half up/);
    expect(checkout.exchange!.source).toMatch(/reference rates/);

    // The payment is one SAR payment for the whole trip.
    expect(h.services.provider.ledger.bookingTotals(bookingId)).toEqual({ authorized: 70_422, captured: 70_422, refunded: 0, voided: 0 });

    // Cancelling the Dubai tour (25 % tier at FIXED_NOW) refunds in SAR, from what was charged for it.
    const quote = await h.http('GET', `/bookings/${bookingId}/cancellation-quote?items=${dirham.itemId}`);
    expect(quote.body).toMatchObject({ penalty: { currency: 'SAR' }, refundAmount: { currency: 'SAR' } });
    expect(quote.body.penalty.amount + quote.body.refundAmount.amount).toBe(20_422);
    const cancelled = await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [dirham.itemId] });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds).toEqual([expect.objectContaining({ amount: quote.body.refundAmount })]);
    await h.waitForEvent(bookingId, 'RefundIssued');
    expect(h.services.provider.ledger.bookingTotals(bookingId)).toEqual({ authorized: 70_422, captured: 70_422, refunded: quote.body.refundAmount.amount, voided: 0 });

    // A later rate change cannot move this booking: its amounts and rate are in its events, never recomputed.
    await h.readModelsCaughtUp();
    const status = await h.http('GET', `/bookings/${bookingId}/status`);
    expect(status.body.totals.total).toEqual({ amount: 70_422, currency: 'SAR' });
    // The result screen reads the fixed exchange from the status read model.
    expect(status.body.exchange).toEqual(checkout.exchange);
    // And the buyer's e-mail states it.
    await expect
      .poll(async () => (await h.services.notifier.listOutbox('email')).some((m) => m.subject.includes(checkout.orderId) && m.text.includes('1 AED = 1.021103 SAR')), { timeout: 10_000 })
      .toBe(true);
  });

  it("a visitor's chosen currency is charged: both countries' prices converted, each rate recorded", async () => {
    const cartId = await h.cartWith([
      { experienceId: 'exp-instant-b', adults: 1 },
      { experienceId: 'exp-dirham', adults: 2 },
    ]);
    expect((await h.http('PUT', `/carts/${cartId}/currency`, { currency: 'USD' })).body).toMatchObject({ currency: 'USD', total: { currency: 'USD' } });
    const res = await h.checkout(cartId, 'payLater', 'fx-paylater-0001');
    const bookingId = res.body.bookingId as string;
    const checkout = requested(await h.waitForEvent(bookingId, 'BookingConfirmed'));
    // SAR 120.00 at 0.266667 = USD 32.00; AED 400.00 at 0.272294 = USD 108.9176, half up to USD 108.92.
    expect(checkout.total).toEqual({ amount: 3_200 + 10_892, currency: 'USD' });
    expect(checkout.exchange).toMatchObject({
      chargeCurrency: 'USD',
      rates: [
        { from: 'SAR', to: 'USD', rate: 0.266667 },
        { from: 'AED', to: 'USD', rate: 0.272294 },
      ],
    });
    expect(checkout.exchange!.lines.map((l) => [l.price, l.charged])).toEqual([
      [{ amount: 12_000, currency: 'SAR' }, { amount: 3_200, currency: 'USD' }],
      [{ amount: 40_000, currency: 'AED' }, { amount: 10_892, currency: 'USD' }],
    ]);
  });

  it('a booking in one currency records no exchange (and bookings from before keep folding without one)', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant-b', adults: 1 }]);
    const res = await h.checkout(cartId, 'payLater', 'fx-single-0001');
    const checkout = requested(await h.waitForEvent(res.body.bookingId, 'BookingConfirmed'));
    expect(checkout.exchange).toBeUndefined();
    expect(checkout.total).toEqual({ amount: 12_000, currency: 'SAR' });
  });
});
