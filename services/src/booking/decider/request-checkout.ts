import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';

/** Starts a booking. The same idempotency key for the same cart is the same checkout again: nothing new. */
export function decideRequestCheckout(command: BookingCommandOf<'RequestCheckout'>, state: BookingState): BookingEvent[] {
  const { now, ...data } = command.data;
  if (state.status !== 'none') {
    if (state.checkout.idempotencyKey === data.idempotencyKey && state.checkout.cartId === data.cartId) return [];
    throw new BookingRuleError('idempotencyKeyReused', `Idempotency key "${data.idempotencyKey}" already started booking ${state.bookingId} for another cart; use a new key.`);
  }
  const total = data.items.reduce((n, i) => n + i.lineTotal.amount - i.discount.amount, 0);
  if (total !== data.total.amount || data.items.some((i) => i.lineTotal.currency !== data.total.currency || i.discount.amount < 0 || i.discount.amount > i.lineTotal.amount)) {
    throw new BookingRuleError('invariant', `The items of booking ${data.bookingId} add up to ${total}, not the total ${data.total.amount} ${data.total.currency}.`);
  }
  // The recorded exchange must be the one charged: the same currency, and each converted item at its recorded amount.
  const fx = data.exchange;
  if (fx && (fx.chargeCurrency !== data.total.currency || fx.lines.some((l) => data.items.find((i) => i.itemId === l.itemId)?.lineTotal.amount !== l.charged.amount))) {
    throw new BookingRuleError('invariant', `The exchange recorded for booking ${data.bookingId} is not what its items charge.`);
  }
  return [{ type: 'CheckoutRequested', data: { ...data, requestedAt: now } }];
}
