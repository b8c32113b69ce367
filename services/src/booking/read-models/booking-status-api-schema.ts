import { z } from 'zod';
import { bookingItem, exchangeRecord, paymentMethod, reviewState } from '@rihla/events/booking';
import { locale } from '@rihla/events/common';
import { localizedTextShape as text, moneyShape as money } from '../../platform/http/named-shapes.ts';
import type { BookingStatusAnswer } from './booking-status-projection.ts';

/** GET /bookings/{id}/status: the checkout result page's document, for the OpenAPI document (and the storefront's types). */

/** What the buyer chose with an item, as the result screens and the invoices show it. */
export const bookedExtra = z.object({ extraId: z.string(), title: text, quantity: z.number().int(), total: money }).meta({ id: 'BookedExtra' });
export const bookedPickup = z.object({ pointId: z.string(), name: text, address: text, time: z.string() }).meta({ id: 'BookedPickup' });
/** How a booking is named to the buyer (order number, purchase number) and inside (booking id), in every answer about it. */
export const bookingReferences = { bookingId: z.string(), orderId: z.string(), purchaseId: z.string() };
/** What the buyer's money is doing (payment-status.ts). */
export const paymentStatus = z.enum(['paid', 'due', 'held', 'refunded', 'partiallyRefunded', 'voided', 'none']);

const bookingStatusLine = z
  .object({
    itemId: z.string(),
    experienceId: z.string(),
    optionId: z.string(),
    title: text,
    optionTitle: text,
    date: z.string(),
    startTime: z.string(),
    timeZone: z.string(),
    validAllDay: bookingItem.shape.validAllDay,
    quantity: z.number().int(),
    participants: bookingItem.shape.participants,
    extras: z.array(bookedExtra),
    pickup: bookedPickup.nullable(),
    status: z.enum(['pending', 'awaiting', 'confirmed', 'failed', 'unavailable', 'cancelled']),
    failureReason: z.string().nullable(),
    priceChange: z.object({ previousTotal: money, currentTotal: money }).nullable(),
    supplierReference: z.string().nullable(),
    answerDueBy: z.string().nullable(),
    amounts: z.object({ lineTotal: money, discount: money, total: money }),
  })
  .meta({ id: 'BookingStatusLine' });

export const bookingStatusSchema = z
  .object({
    ...bookingReferences,
    locale,
    paymentMethod,
    status: z.enum(['processing', 'almostThere', 'redirectToPayment', 'reviewRequired', 'confirmed', 'partiallyConfirmed', 'failed', 'onHold', 'paymentDeclined']),
    redirectUrl: z.string().nullable().meta({ description: 'the hosted payment page while status is redirectToPayment' }),
    reviewState: reviewState.nullable(),
    failureReason: z.enum(['paymentDeclined', 'allItemsFailed', 'itemsUnavailable', 'sessionExpired', 'checkoutRefused']).nullable(),
    declineReason: z.enum(['card_declined', 'insufficient_funds', 'expired']).nullable(),
    lines: z.array(bookingStatusLine),
    totals: z.object({ subtotal: money, discount: money, total: money, authorized: money, held: money, captured: money, released: money, refunded: money }),
    paymentStatus,
    invoiceNumber: z.string().nullable(),
    refundDue: z.boolean(),
    refundStatus: z.enum(['none', 'pending', 'overdue', 'issued']),
    refunds: z.array(
      z.object({
        refundId: z.string(),
        amount: money,
        reason: z.enum(['bookingFailed', 'itemsFailed', 'cancellation']),
        requestedAt: z.string(),
        dueBy: z.string(),
        issuedAt: z.string().nullable(),
        overdueRaisedAt: z.string().nullable(),
      }),
    ),
    actions: z.object({ canRetryItems: z.boolean(), retryableItemIds: z.array(z.string()), tryAgain: z.boolean(), reviewCart: z.boolean() }),
    resultReady: z.boolean().meta({ description: 'the client can stop polling' }),
    exchange: exchangeRecord.optional().meta({ description: 'the exchange fixed at checkout when items were priced in other currencies than the one charged' }),
    voided: z.boolean(),
    requestedAt: z.string(),
    updatedAt: z.string(),
    revision: z.number().int(),
  })
  .meta({ id: 'BookingStatus' });

// Compile-time proof that the document and the answer have the same fields, both ways (an optional field escapes it:
// the storefront's compile against the generated types is the check for those).
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [Accepts<z.infer<typeof bookingStatusSchema>, BookingStatusAnswer>, Accepts<BookingStatusAnswer, z.infer<typeof bookingStatusSchema>>];
