import type { PaymentMethod } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import { zeroMoney } from './money-math.ts';

export type PaymentStatus = 'paid' | 'due' | 'held' | 'refunded' | 'partiallyRefunded' | 'voided' | 'none';

/** What the payment events of a booking moved so far, in its currency. */
export interface PaymentAmounts {
  authorized: Money;
  captured: Money;
  released: Money;
  refunded: Money;
}

/** A booking's amounts at checkout: no payment event has moved anything yet. */
export function noPaymentsYet(currency: Money['currency']): PaymentAmounts {
  const zero = zeroMoney(currency);
  return { authorized: zero, captured: zero, released: zero, refunded: zero };
}

/**
 * What the buyer's money is doing, from the amounts the payment events moved. Pay later never moves money here:
 * a booked pay-later order is simply due. `booked`: the booking reached an outcome with at least one booked item
 * (confirmed, partially confirmed or on hold).
 */
export function paymentStatusOf(doc: { paymentMethod: PaymentMethod; voided: boolean }, moved: PaymentAmounts, booked: boolean): PaymentStatus {
  if (doc.paymentMethod === 'payLater') return booked ? 'due' : 'none';
  if (moved.refunded.amount > 0) return moved.refunded.amount >= moved.captured.amount ? 'refunded' : 'partiallyRefunded';
  if (moved.captured.amount > 0) return 'paid';
  if (doc.voided) return 'voided';
  if (moved.authorized.amount > 0) return 'held';
  return 'none';
}
