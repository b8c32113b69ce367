import { resolve } from 'node:path';
import { runCrashChild } from '../platform/testing/crash-child.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingStream } from '@rihla/events/booking';
import { carts } from '../cart/index.ts';
import { promos, seedPromos } from '../promo/index.ts';
import { checkoutIds } from './checkout/booking-ids.ts';
import { startBookingHarness, type BookingHarness } from './testing/booking-harness.ts';

/**
 * A checkout is one decision, recorded whole or not at all: the api process is killed -9 at each append of
 * POST /checkout's work (the booking's first event, the promo's redemption, the cart's closing) and never retried.
 * Afterwards there is either no trace of the checkout, or a booking that the saga worker carries through, with the
 * single-use code spent for it and its cart closed. A spent code or a closed cart without a booking is the defect.
 */
const CHILD = resolve(import.meta.dirname, 'testing/checkout-crash-child.ts');

// No saga worker while a checkout child runs: the worker would claim the promo and cart first and move the append
// boundaries. It starts once the child is dead, as a restarted stack would, and must finish what was recorded.
let h: BookingHarness;
beforeAll(async () => {
  h = await startBookingHarness('checkout-crash', { CHECKOUT_PROCESSING_BUDGET_MS: '1000' });
}, 60_000);
afterAll(async () => h?.close());
afterEach(async () => h.stopWorker());

async function runChild(cartId: string, key: string, killAtAppend: number): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  return runCrashChild(CHILD, [h.ctx.sqliteFile, cartId, key, String(killAtAppend)], h.env);
}

const singleUse = (code: string) => seedPromos(h.ctx.store, [{ code, kind: 'percent', value: 10, currency: 'SAR', minSpend: 0, expiresAt: null, usageLimit: 1 }]);
const redeemedBy = async (code: string) => {
  const p = await promos.state(h.ctx.store, code);
  return p.status === 'active' ? p.redeemedBy : [];
};
const bookingEvents = async (bookingId: string) => (await h.ctx.store.readStream(bookingStream(bookingId))).map((e) => e.type);

describe('checkout killed -9 at each step boundary', () => {
  // Appends in order: 1 CheckoutRequested, 2 PromoRedeemed, 3 CartCheckedOut; 0 = not killed.
  it.each([
    [1, 'before the booking is recorded: nothing happened'],
    [2, 'after the booking, before the promo: the saga redeems it and closes the cart'],
    [3, 'after the promo, before the cart: the saga closes it'],
    [0, 'not killed'],
  ])('killed at append %i (%s)', async (killAt) => {
    const code = `CRASHAT${killAt}`;
    await singleUse(code);
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }], code);
    const key = `checkout-crash-${killAt}`;
    const { bookingId } = checkoutIds(key);
    const run = await runChild(cartId, key, killAt);
    expect(run.signal).toBe(killAt === 0 ? null : 'SIGKILL');
    await h.startWorker();

    if (killAt === 1) {
      expect(await bookingEvents(bookingId)).toEqual([]);
      expect(await redeemedBy(code)).toEqual([]);
      expect((await carts.state(h.ctx.store, cartId)).status).toBe('open');
      // Nothing was lost either: the same cart checks out afterwards.
      const again = await h.checkout(cartId, 'payLater', `${key}-again`);
      expect([200, 202]).toContain(again.status);
      await h.waitForEvent(again.body.bookingId as string, 'BookingConfirmed');
      return;
    }
    await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect(await redeemedBy(code)).toEqual([bookingId]);
    const cart = await carts.state(h.ctx.store, cartId);
    expect(cart).toMatchObject({ status: 'checkedOut', bookingId });
  });

  it('compensates a recorded checkout whose single-use code another booking took meanwhile: refused, code and cart left alone', async () => {
    const code = 'CRASHRACE';
    await singleUse(code);
    const first = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }], code);
    const second = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }], code);
    // The first checkout lies half done (killed right after its booking was recorded) while another takes the code.
    const firstKey = 'checkout-race-first';
    expect((await runChild(first, firstKey, 2)).signal).toBe('SIGKILL');
    const winner = await h.checkout(second, 'payLater', 'checkout-race-second');
    expect([200, 202]).toContain(winner.status);
    await h.startWorker();

    const { bookingId } = checkoutIds(firstKey);
    const events = await h.waitForEvent(bookingId, 'BookingFailed');
    expect(events.map((e) => e.type)).toEqual(['CheckoutRequested', 'BookingFailed']);
    expect(events.at(-1)).toMatchObject({ data: { reason: 'checkoutRefused', refundDue: false } });
    await h.waitForEvent(winner.body.bookingId as string, 'BookingConfirmed');
    expect(await redeemedBy(code)).toEqual([winner.body.bookingId]);
    // The refused checkout's cart is still the buyer's to change (drop the code) and check out.
    expect((await carts.state(h.ctx.store, first)).status).toBe('open');
    // Its own retry hears the refusal.
    const retried = await h.checkout(first, 'payLater', firstKey);
    expect(retried.status).toBe(409);
  });
});
