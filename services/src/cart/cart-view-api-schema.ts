import { z } from 'zod';
import { cartLine, unavailableReason } from '@rihla/events/cart';
import { currencyCode } from '@rihla/events/common';
import { promoKind } from '@rihla/events/promo';
import { localizedTextShape as text, moneyShape as money } from '../platform/http/named-shapes.ts';
import type { CartView } from './cart-view.ts';
import type { CartReview } from './review-of.ts';

/** The cart as the api answers it, and a review's verdict, for the OpenAPI document (and the storefront's types). */

const content = {
  cartId: z.string(),
  customerId: z.string().nullable(),
  currency: currencyCode.meta({ description: 'the currency the cart is charged in' }),
  displayCurrency: currencyCode,
  currencyChosen: z.boolean(),
  lines: z.array(cartLine.meta({ id: 'CartLine' })),
  subtotal: money,
  promo: z.object({ code: z.string(), kind: promoKind, value: z.number().int(), currency: currencyCode, minSpend: z.number().int(), discount: money }).nullable(),
  discount: money,
  total: money,
  lastReview: z
    .object({
      state: z.enum(['allUnavailable', 'someUnavailable', 'pricesChanged', 'unavailableAndPricesChanged']),
      dropped: z.array(z.object({ lineId: z.string(), title: text, reason: unavailableReason, message: z.string() })),
      repriced: z.array(z.object({ lineId: z.string(), title: text, previousTotal: money, lineTotal: money })),
      reviewedAt: z.string(),
    })
    .nullable(),
  openedAt: z.string(),
  revision: z.number().int().meta({ description: "the stream revision: the answer's ETag" }),
  itemCount: z.number().int(),
  display: z.object({
    currency: currencyCode,
    approximate: z.boolean(),
    subtotal: money,
    discount: money,
    total: money,
    lines: z.array(z.object({ lineId: z.string(), lineTotal: money })),
  }),
  totalsByCurrency: z.object({ SAR: money, AED: money, USD: money, EUR: money }),
};

export const cartSchema = z
  .object({
    status: z.enum(['open', 'checkedOut']),
    bookingId: z.string().optional().meta({ description: 'the booking a checked-out cart became' }),
    ...content,
  })
  .meta({ id: 'Cart' });

export const cartReviewSchema = z
  .object({
    state: z.enum(['empty', 'available', 'allUnavailable', 'someUnavailable', 'pricesChanged', 'unavailableAndPricesChanged']),
    lines: z.array(
      z.object({
        lineId: z.string(),
        title: text,
        status: z.enum(['available', 'unavailable', 'priceChanged']),
        reason: z.string().optional(),
        reasonCode: unavailableReason.optional(),
        previousTotal: money.optional(),
        currentTotal: money.optional(),
      }),
    ),
    promoRemoved: z.object({ code: z.string(), reason: z.string() }).optional(),
  })
  .meta({ id: 'CartReview' });

// Compile-time proof that the document accepts the answers and, but for the status union (one object in the document,
// bookingId present once checked out), has no field they lack.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [
  Accepts<z.infer<typeof cartSchema>, CartView>,
  Accepts<Omit<CartView, 'status'>, Omit<z.infer<typeof cartSchema>, 'status' | 'bookingId'>>,
  Accepts<z.infer<typeof cartReviewSchema>, CartReview>,
  Accepts<CartReview, z.infer<typeof cartReviewSchema>>,
];
