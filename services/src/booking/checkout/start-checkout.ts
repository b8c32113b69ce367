import type { Buyer, PaymentMethod } from '@rihla/events/booking';
import type { Locale, LocalizedText } from '@rihla/events/common';
import { cartMessage } from '../../cart/cart-rule-error.ts';
import { carts } from '../../cart/carts.ts';
import { experiences as experienceStreams } from '../../catalog/decider/experiences.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import type { ExperienceState } from '../../catalog/decider/experience-decider.ts';
import { checkCartAvailability } from '../../cart/check-availability.ts';
import type { CartReview } from '../../cart/review-of.ts';
import { DuplicateEventIdError, type EventStore } from '../../platform/eventstore/port.ts';
import { bookings } from '../bookings.ts';
import { BookingRuleError } from '../decider/booking-rule-error.ts';
import { buildBookingItems } from './build-booking-items.ts';
import { exchangeAtCheckout } from './exchange-at-checkout.ts';
import { claimCheckout, type CheckoutToClaim } from './claim-checkout.ts';
import { checkoutIds } from './booking-ids.ts';

export interface CheckoutInput {
  cartId: string;
  buyer: Buyer;
  paymentMethod: PaymentMethod;
  locale: Locale;
  returnUrl?: string | undefined;
  idempotencyKey: string;
  customerId: string | null;
}

export type CheckoutStart =
  | { kind: 'started'; bookingId: string }
  /** The cart changed since it was shown (availability, prices, promo): nothing was booked; the buyer reviews and proceeds. */
  | { kind: 'review'; review: CartReview }
  | { kind: 'refused'; status: 404 | 409 | 422; detail: LocalizedText };

/**
 * POST /checkout's work: the same key returns the same booking; otherwise the cart is checked against the catalog
 * and the seats left, and the booking's first event (CheckoutRequested) is written before anything else changes.
 * Only then are its promo code and cart claimed (claimCheckout), idempotently, here for the answer and again by the
 * saga's first step, so a crash at any point leaves either nothing or a booking that the saga carries through:
 * never a spent code or a closed cart without a booking.
 */
export async function startCheckout(store: EventStore, input: CheckoutInput, now: Date): Promise<CheckoutStart> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCheckoutOnce(store, input, now);
    } catch (err) {
      // A double submit with the same key, running beside this one, wrote the same step first (same event ids, its
      // own timestamp): its write stands, and looking again continues from there or finds the booking it started.
      if (err instanceof DuplicateEventIdError && attempt < 5) continue;
      throw err;
    }
  }
}

async function startCheckoutOnce(store: EventStore, input: CheckoutInput, now: Date): Promise<CheckoutStart> {
  const { bookingId, orderId, purchaseId } = checkoutIds(input.idempotencyKey, input.customerId);
  const existing = await bookings.load(store, bookingId);
  if (existing.state.status !== 'none') {
    if (existing.state.checkout.cartId !== input.cartId) {
      return { kind: 'refused', status: 422, detail: BOOKING_TEXT.keyReusedForAnotherCart };
    }
    // A retry after a crash between the booking's first event and its claims finishes them (or hears the refusal).
    return claimed(store, existing.state.checkout, now);
  }

  const cart = await carts.state(store, input.cartId);
  if (cart.status === 'none') return { kind: 'refused', status: 404, detail: BOOKING_TEXT.noCart(input.cartId) };
  if (cart.status === 'checkedOut' && cart.bookingId !== bookingId) return { kind: 'refused', status: 409, detail: BOOKING_TEXT.cartAlreadyBooked };
  if (cart.status === 'open') {
    const review = await checkCartAvailability({ store }, input.cartId, now);
    if (review.state === 'empty') return { kind: 'refused', status: 422, detail: cartMessage('emptyCart') };
    if (review.state !== 'available' || review.promoRemoved) return { kind: 'review', review };
  }
  const current = await carts.state(store, input.cartId);
  if (current.status === 'none') return { kind: 'refused', status: 404, detail: BOOKING_TEXT.noCart(input.cartId) };
  if (current.lines.length === 0) return { kind: 'refused', status: 422, detail: cartMessage('emptyCart') };

  const experiences = new Map<string, ExperienceState>();
  for (const id of new Set(current.lines.map((l) => l.experienceId))) experiences.set(id, await experienceStreams.state(store, id));
  const items = buildBookingItems(current, experiences);
  const exchange = exchangeAtCheckout(current, now.toISOString());

  try {
    await bookings.handle(
      store,
      bookingId,
      {
        type: 'RequestCheckout',
        data: {
          bookingId,
          orderId,
          purchaseId,
          cartId: input.cartId,
          idempotencyKey: input.idempotencyKey,
          customerId: input.customerId ?? current.customerId,
          buyer: input.buyer,
          locale: input.locale,
          paymentMethod: input.paymentMethod,
          items,
          subtotal: current.subtotal,
          discount: current.discount,
          promoCode: current.promo?.code ?? null,
          total: current.total,
          ...(exchange ? { exchange } : {}),
          ...(input.paymentMethod === 'card' && input.returnUrl ? { returnUrl: input.returnUrl } : {}),
          now: now.toISOString(),
        },
      },
      { commandId: `checkout-${bookingId}` },
    );
  } catch (err) {
    if (err instanceof BookingRuleError && err.code === 'idempotencyKeyReused') return { kind: 'refused', status: 422, detail: BOOKING_TEXT.keyReusedForAnotherCart };
    throw err;
  }
  return claimed(store, { bookingId, cartId: input.cartId, promoCode: current.promo?.code ?? null }, now);
}

async function claimed(store: EventStore, checkout: CheckoutToClaim, now: Date): Promise<CheckoutStart> {
  const claim = await claimCheckout(store, checkout, now);
  return claim.ok ? { kind: 'started', bookingId: checkout.bookingId } : { kind: 'refused', status: 409, detail: claim.detail };
}
