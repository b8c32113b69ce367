import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, checkoutRequested, sar, testItem } from '../booking/testing/index.ts';
import { WITHDRAWN_ID } from '../catalog/testing/index.ts';
import { startFormsTestApp, type FormsTestApp } from './testing/forms-test-app.ts';

const SAFARI = 'exp-safari';
/** A confirmed booking of the experience on 2030-01-20 at 16:00 Riyadh (13:00 UTC), optionally cancelled. */
async function book(t: FormsTestApp, bookingId: string, customerId: string, experienceId: string, cancelled = false) {
  await t.appendBooking(bookingId, [
    checkoutRequested(bookingId, { customerId, items: [testItem('i1', { experienceId, slot: { experienceId, optionId: 'opt-1', date: '2030-01-20', startTime: '16:00' } })] }),
    { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: at(15) }], at: at(0) } },
    { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(1) } },
    { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: `INV-${bookingId}`, at: at(2) } },
    ...(cancelled ? [{ type: 'CancellationRequested' as const, data: { itemIds: ['i1'], penalty: sar(0), refundAmount: sar(0), policyText: { en: 'Free', ar: 'مجاني' }, at: at(3) } }] : []),
  ]);
}
const AFTER_TRIP = new Date('2030-01-21T10:00:00Z');

const review = (more: Record<string, unknown> = {}) => ({ rating: 4, title: 'Unforgettable dunes', text: 'Great guide.\nSunset was stunning.', locale: 'en', ...more });

describe('reviews of experiences', () => {
  let t: FormsTestApp;
  beforeAll(async () => {
    t = await startFormsTestApp('reviews');
  });
  afterAll(() => t.close());

  it('asks a signed-out visitor to sign in (401) and writes nothing', async () => {
    const r = await t.request('POST', `/experiences/${SAFARI}/reviews`, review());
    expect(r.status).toBe(401);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.body.detail).toBe('Please sign in to write a review.');
    expect(await t.countEvents('review-')).toBe(0);
  });

  it('answers 404 for an experience the catalog does not know, on read and on write', async () => {
    const { cookie } = await t.signUp();
    const write = await t.request('POST', '/experiences/exp-nope/reviews', review(), { cookie });
    expect(write.status).toBe(404);
    expect(write.body.detail).toContain('There is no experience "exp-nope"');
    expect((await t.request('GET', '/experiences/exp-nope/reviews')).status).toBe(404);
    expect(await t.countEvents('review-')).toBe(0);
  });

  it.each([
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['half a star', { rating: 3.5 }, 'rating'],
    ['a rating as text', { rating: '5' }, 'rating'],
    ['no title', { title: '' }, 'title'],
    ['a text over 4000 characters', { text: 'x'.repeat(4001) }, 'text'],
    ['an unknown field', { verifiedBooking: true }, '(root)'],
  ])('refuses %s with a 400 problem and writes nothing', async (_what, change, path) => {
    const { cookie } = await t.signUp();
    const before = await t.countEvents('review-');
    const r = await t.request('POST', `/experiences/${SAFARI}/reviews`, review(change), { cookie });
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await t.countEvents('review-')).toBe(before);
  });

  it('takes a review only from a customer who travelled: refused before the trip, after a cancellation, and without a booking, in both languages', async () => {
    const booker = await t.signUp();
    await book(t, 'rv-up', booker.customerId, SAFARI);
    const canceller = await t.signUp();
    await book(t, 'rv-cx', canceller.customerId, SAFARI, true);
    const stranger = await t.signUp();
    await t.readModelsCaughtUp();
    t.setNow(new Date('2030-01-20T12:59:00Z'));
    const cases = [
      [booker.cookie, 'reviewAfterTrip', 'You can review this experience after your trip.', 'يمكنك تقييم هذه التجربة بعد رحلتك.', 'upcoming'],
      [canceller.cookie, 'reviewCancelled', 'Your booking of this experience was cancelled, so it cannot be reviewed.', 'أُلغي حجزك لهذه التجربة، لذا لا يمكن تقييمها.', 'cancelled'],
      [stranger.cookie, 'reviewNotBooked', 'Only travellers who booked this experience can review it.', 'لا يقيّم هذه التجربة إلا من حجزها وسافر.', 'notBooked'],
    ] as const;
    for (const [cookie, code, en, ar, trip] of cases) {
      const r = await t.request('POST', `/experiences/${SAFARI}/reviews`, review(), { cookie, headers: { 'accept-language': 'ar' } });
      expect(r.status).toBe(403);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.body).toMatchObject({ code, detail: ar, localizedDetail: { en, ar } });
      expect((await t.request('GET', `/experiences/${SAFARI}/reviews`, undefined, { cookie })).body.yourTrip).toBe(trip);
    }
    expect((await t.request('GET', `/experiences/${SAFARI}/reviews`)).body.yourTrip).toBeNull();
    expect(await t.countEvents('review-')).toBe(0);
    // The cancelled booking stays refused after the day; the booker's trip now counts.
    t.setNow(AFTER_TRIP);
    expect((await t.request('POST', `/experiences/${SAFARI}/reviews`, review(), { cookie: canceller.cookie })).body.code).toBe('reviewCancelled');
    expect((await t.request('GET', `/experiences/${SAFARI}/reviews`, undefined, { cookie: booker.cookie })).body.yourTrip).toBe('travelled');
  });

  it('publishes reviews newest first with count and average, marks verified bookings, and takes one per customer (409)', async () => {
    const booker = await t.signUp({ firstName: 'Layla', lastName: 'Haddad' });
    await book(t, 'rv1', booker.customerId, SAFARI);
    const other = await t.signUp();
    await book(t, 'rv2', other.customerId, SAFARI);
    await t.readModelsCaughtUp();

    t.setNow(AFTER_TRIP);
    const first = await t.request('POST', `/experiences/${SAFARI}/reviews`, review({ rating: 5 }), { cookie: booker.cookie });
    expect(first.status).toBe(201);
    expect(first.body.review).toEqual({ reviewId: expect.any(String), displayName: 'Layla H.', rating: 5, title: 'Unforgettable dunes', text: 'Great guide.\nSunset was stunning.', locale: 'en', verifiedBooking: true, at: AFTER_TRIP.toISOString() });
    expect(first.body.review).not.toHaveProperty('customerId');

    t.setNow(new Date('2030-01-22T10:00:00Z'));
    const second = await t.request('POST', `/experiences/${SAFARI}/reviews`, review({ rating: 2, displayName: 'نورة', locale: 'ar', title: 'مزدحمة' }), { cookie: other.cookie });
    expect(second.status).toBe(201);
    expect(second.body.review).toMatchObject({ displayName: 'نورة', verifiedBooking: true });

    const before = await t.countEvents('review-');
    const again = await t.request('POST', `/experiences/${SAFARI}/reviews`, review({ rating: 1 }), { cookie: booker.cookie });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You have already reviewed this experience. Thank you!');
    expect(await t.countEvents('review-')).toBe(before);

    await t.readModelsCaughtUp();
    const page = await t.request('GET', `/experiences/${SAFARI}/reviews`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ experienceId: SAFARI, count: 2, average: 3.5, page: 1, pageSize: 10, hasMore: false, reviewedByYou: null });
    expect(page.body.items.map((r: { title: string }) => r.title)).toEqual(['مزدحمة', 'Unforgettable dunes']);
    expect((await t.request('GET', `/experiences/${SAFARI}/reviews`, undefined, { cookie: booker.cookie })).body.reviewedByYou).toBe(true);
    const stranger = await t.signUp();
    expect((await t.request('GET', `/experiences/${SAFARI}/reviews`, undefined, { cookie: stranger.cookie })).body.reviewedByYou).toBe(false);
  });

  it('pages ten at a time and refuses a bad page number', async () => {
    const id = WITHDRAWN_ID;
    const travellers = [];
    for (let i = 0; i < 11; i++) {
      const traveller = await t.signUp();
      await book(t, `rv-page-${i}`, traveller.customerId, id);
      travellers.push(traveller);
    }
    await t.readModelsCaughtUp();
    for (const [i, { cookie }] of travellers.entries()) {
      t.setNow(new Date(Date.UTC(2030, 1, 1, 0, i)));
      expect((await t.request('POST', `/experiences/${id}/reviews`, review({ rating: (i % 5) + 1, title: `Review ${i}` }), { cookie })).status).toBe(201);
    }
    await t.readModelsCaughtUp();
    const p1 = await t.request('GET', `/experiences/${id}/reviews`);
    expect(p1.body).toMatchObject({ count: 11, average: 2.8, hasMore: true });
    expect(p1.body.items).toHaveLength(10);
    expect(p1.body.items[0].title).toBe('Review 10');
    const p2 = await t.request('GET', `/experiences/${id}/reviews?page=2`);
    expect(p2.body).toMatchObject({ page: 2, hasMore: false });
    expect(p2.body.items.map((r: { title: string }) => r.title)).toEqual(['Review 0']);
    for (const bad of ['0', 'x', '1.5']) expect((await t.request('GET', `/experiences/${id}/reviews?page=${bad}`)).status).toBe(400);
  });
});
