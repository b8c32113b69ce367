import type { LocalizedText } from '@rihla/events/common';
import { checkOutCart, CartRuleError } from '../../cart/index.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { redeemPromo, releasePromoRedemption } from '../../promo/index.ts';
import { bookings } from '../bookings.ts';


export interface CheckoutToClaim {
  bookingId: string;
  /** null for a sale without a cart (a reseller's line). */
  cartId: string | null;
  promoCode: string | null;
}

export type CheckoutClaim = { ok: true } | { ok: false; detail: LocalizedText };

/**
 * What a recorded checkout (CheckoutRequested) takes for itself: one use of its promo code, then its cart, closed
 * to edits. Every step is idempotent for the booking id, so the api (at once, to answer the buyer) and the saga's
 * first step (after a crash of the api at any point) can both run it and reach the same decision. A code used up
 * or a cart taken by another booking refuses the checkout: the use is given back and the booking ends failed
 * (checkoutRefused) before any seat is held, so nothing is left half done.
 */
export async function claimCheckout(store: EventStore, checkout: CheckoutToClaim, now: Date): Promise<CheckoutClaim> {
  const { bookingId, cartId, promoCode } = checkout;
  // Decided already (the api or the saga got here first): the decision stands, nothing is claimed again.
  const { state } = await bookings.load(store, bookingId);
  if (state.status === 'failed' && state.reason === 'checkoutRefused') return { ok: false, detail: BOOKING_TEXT.claimRefused };
  if (state.status !== 'holding') return { ok: true };
  const refuse = async (detail: LocalizedText): Promise<CheckoutClaim> => {
    if (promoCode) await releasePromoRedemption(store, { code: promoCode, bookingId, now });
    await bookings.handle(store, bookingId, { type: 'RefuseCheckout', data: { now: now.toISOString() } }, { commandId: `refuse-checkout-${bookingId}` });
    return { ok: false, detail };
  };
  if (promoCode) {
    const redeemed = await redeemPromo(store, { code: promoCode, bookingId, now });
    if (!redeemed.ok) return refuse(redeemed.localized);
  }
  if (cartId === null) return { ok: true };
  try {
    await checkOutCart(store, { cartId, bookingId, now });
  } catch (err) {
    if (!(err instanceof CartRuleError)) throw err;
    return refuse(err.code === 'checkedOut' ? BOOKING_TEXT.cartAlreadyBooked : (err.localized ?? { en: err.message, ar: err.message }));
  }
  return { ok: true };
}
