import type { PaymentMethod } from '@rihla/events/booking';

export type PaymentStatus = 'paid' | 'due' | 'held' | 'refunded' | 'partiallyRefunded' | 'voided' | 'none';

/**
 * What the buyer's money is doing, from the amounts the payment events moved. Pay later never moves money here:
 * a booked pay-later order is simply due.
 */
export function paymentStatusOf(p: {
  method: PaymentMethod;
  /** The booking reached an outcome with at least one booked item (confirmed, partially confirmed or on hold). */
  booked: boolean;
  authorized: number;
  captured: number;
  refunded: number;
  voided: boolean;
}): PaymentStatus {
  if (p.method === 'payLater') return p.booked ? 'due' : 'none';
  if (p.refunded > 0) return p.refunded >= p.captured ? 'refunded' : 'partiallyRefunded';
  if (p.captured > 0) return 'paid';
  if (p.voided) return 'voided';
  if (p.authorized > 0) return 'held';
  return 'none';
}
