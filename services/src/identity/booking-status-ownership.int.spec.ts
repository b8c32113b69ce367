import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream } from '@rihla/events/booking';
import { checkoutRequested, signBookingLink } from '../booking/testing/index.ts';
import { eventIdFor } from '../platform/command-handling/decider.ts';
import { BOOKING_LINK_TEST_SECRET, OPS, startIdentityTestApp, type IdentityTestApp } from './testing/identity-test-app.ts';

/**
 * GET /bookings/{id}/status used to take the owner from the invoice read model and the status from another: while
 * the invoice model had not caught up, an account's booking looked like a guest's and answered anyone holding the id.
 * Here that model never catches up at all (the worst lag), and the answer must still know whose booking it is.
 */
describe('booking status ownership comes with the status', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp('status-owner', { withoutCustomerBookingsProjection: true });
  });
  afterAll(async () => t?.close());

  it('twelve signed-in checkouts: never readable anonymously or by another account, always by the owner and ops', async () => {
    const other = await t.signUp();
    const ops = (await t.signIn(OPS.email, OPS.password)).sessionCookie!;
    for (let n = 0; n < 12; n++) {
      const { cookie, reply } = await t.signUp();
      const bookingId = `race-${process.pid}-${n}`;
      await t.ctx.store.appendToStream(
        bookingStream(bookingId),
        [{ ...bookingEvents.serialize(checkoutRequested(bookingId, { customerId: reply.body.customer.customerId })), id: eventIdFor(`${bookingId}:0`, 0) }],
        { expectedRevision: 'no_stream' },
      );
      // Ask while the status projection applies the checkout, and after.
      const seen: number[] = [];
      for (let i = 0; i < 40 && !seen.includes(200); i++) seen.push((await t.request('GET', `/bookings/${bookingId}/status`)).status);
      await t.readModelsCaughtUp();
      seen.push((await t.request('GET', `/bookings/${bookingId}/status`)).status);
      expect(seen.filter((s) => s !== 404), `anonymous answers for ${bookingId}`).toEqual([]);
      expect((await t.request('GET', `/bookings/${bookingId}/status`, undefined, { cookie: other.cookie })).status).toBe(404);
      const own = await t.request('GET', `/bookings/${bookingId}/status`, undefined, { cookie });
      expect(own.status).toBe(200);
      // The owner's identity stays server-side: the status answer carries no account id or e-mail address.
      expect(JSON.stringify(own.body)).not.toContain(reply.body.customer.customerId);
      expect(JSON.stringify(own.body)).not.toContain('@');
      expect((await t.request('GET', `/bookings/${bookingId}/status`, undefined, { cookie: ops })).status).toBe(200);
    }
  });

  it('a guest booking is readable with its signed link, not by whoever holds its id', async () => {
    const bookingId = `guest-${process.pid}`;
    await t.ctx.store.appendToStream(bookingStream(bookingId), [{ ...bookingEvents.serialize(checkoutRequested(bookingId, { customerId: null })), id: eventIdFor(`${bookingId}:0`, 0) }], { expectedRevision: 'no_stream' });
    await t.readModelsCaughtUp();
    expect((await t.request('GET', `/bookings/${bookingId}/status`)).status).toBe(404);
    const link = signBookingLink({ bookingId, expiresAt: '2031-01-01T00:00:00.000Z' }, BOOKING_LINK_TEST_SECRET);
    expect((await t.request('GET', `/bookings/${bookingId}/status`, undefined, { headers: { 'x-booking-link': link } })).status).toBe(200);
  });
});
