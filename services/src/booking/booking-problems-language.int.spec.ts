import { beforeEach, describe, expect, it } from 'vitest';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { buyer, FIXED_NOW } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('problem-language');
beforeEach(async () => {
  await h.setClock(FIXED_NOW);
});

const AR = { 'accept-language': 'ar-AE,ar;q=0.9' };
const arabic = /[\u0600-\u06FF]/;

/** A refusal a person reads: the request's language in `detail`, both in `localizedDetail`. */
function expectBothLanguages(body: { detail: string; localizedDetail?: { en: string; ar: string } }, language: 'en' | 'ar') {
  expect(body.localizedDetail?.en).toBeTruthy();
  expect(body.localizedDetail?.ar).toMatch(arabic);
  expect(body.detail).toBe(body.localizedDetail![language]);
}

describe('checkout and booking refusals come in the request language (issue 11, point 10)', () => {
  it('checkout: an unknown cart, a cart booked already, an empty one', async () => {
    const unknown = await h.http('POST', '/checkout', { cartId: 'no-such-cart', buyer, paymentMethod: 'payLater', locale: 'ar' }, { 'idempotency-key': 'lang-unknown-0001', ...AR });
    expect(unknown.status).toBe(404);
    expectBothLanguages(unknown.body, 'ar');

    const cartId = await h.cartWith([{ experienceId: 'exp-instant-b', adults: 1 }]);
    expect([200, 202]).toContain((await h.checkout(cartId, 'payLater', 'lang-first-0001')).status);
    const again = await h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'payLater', locale: 'ar' }, { 'idempotency-key': 'lang-second-0001', ...AR });
    expect(again.status).toBe(409);
    expectBothLanguages(again.body, 'ar');
    expect(again.body.detail).toBe('تم حجز هذه السلة بالفعل؛ ابدأ سلة جديدة لحجز المزيد.');
    const english = await h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'payLater', locale: 'en' }, { 'idempotency-key': 'lang-third-0001' });
    expect(english.body.detail).toBe('This cart was already booked; start a new cart to book again.');

    const empty = (await h.http('POST', '/carts', {})).body.cartId as string;
    const none = await h.http('POST', '/checkout', { cartId: empty, buyer, paymentMethod: 'payLater', locale: 'ar' }, { 'idempotency-key': 'lang-empty-0001', ...AR });
    expect(none.status).toBe(422);
    expect(none.body.detail).toBe('سلتك فارغة');
  });

  it('booking routes: cancellation, retry and an unknown booking', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant-b', adults: 1 }]);
    const res = await h.checkout(cartId, 'payLater', 'lang-booking-0001');
    const bookingId = res.body.bookingId as string;
    const events = await h.waitForEvent(bookingId, 'BookingConfirmed');
    const first = events[0]!;
    const itemId = first.type === 'CheckoutRequested' ? first.data.items[0]!.itemId : '';

    expect((await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] }, AR)).status).toBe(200);
    const twice = await h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] }, AR);
    expect(twice.status).toBe(409);
    expectBothLanguages(twice.body, 'ar');
    // The item's own title and state words, not the api's.
    expect(twice.body.detail).toContain('ملغى');
    expect(twice.body.detail).not.toMatch(/cancelled/);

    const retry = await h.http('POST', `/bookings/${bookingId}/items/${itemId}/retry`, undefined, AR);
    expect(retry.status).toBe(409);
    expectBothLanguages(retry.body, 'ar');
    const unknownItem = await h.http('POST', `/bookings/${bookingId}/items/nope/retry`, undefined, AR);
    expect(unknownItem.status).toBe(404);
    expectBothLanguages(unknownItem.body, 'ar');

    for (const path of ['/bookings/nope/cancellation-quote', '/bookings/nope/status']) {
      const missing = await h.http('GET', path, undefined, AR);
      expect(missing.status).toBe(404);
      expectBothLanguages(missing.body, 'ar');
      // English readers keep the sentence clients already know.
      expect((await h.http('GET', path)).body.detail).toBe('There is no booking nope.');
    }
  });
});
