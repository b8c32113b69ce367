import type { BookingItem, ExchangeRecord } from '@rihla/events/booking';
import type { LocalizedText, Money } from '@rihla/events/common';
import type { CartReview } from '../../cart/index.ts';

/** What a sale books, priced: its items and totals in the charge currency (the part of CheckoutRequested a channel decides). */
export interface SaleTerms {
  items: BookingItem[];
  subtotal: Money;
  discount: Money;
  promoCode: string | null;
  total: Money;
  exchange?: ExchangeRecord | undefined;
  /** The account the channel's lines belong to (a cart opened signed in), when the sale names none. */
  customerId: string | null;
}

/** What `sell` answers. */
export type SaleStart =
  | { kind: 'started'; bookingId: string }
  /** The cart changed since it was shown (availability, prices, promo): nothing was booked; the buyer reviews and proceeds. */
  | { kind: 'review'; review: CartReview }
  | { kind: 'refused'; status: 404 | 409 | 422; detail: LocalizedText };

/** A sale that ends before anything is written: sent back for review, or refused. */
export type SaleEnd = Exclude<SaleStart, { kind: 'started' }>;
