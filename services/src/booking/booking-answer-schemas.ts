import { z } from 'zod';
import { paymentMethod } from '@rihla/events/booking';
import { cancellationPolicy } from '@rihla/events/catalog';
import { localizedTextShape as text, moneyShape as money } from '../platform/http/named-shapes.ts';
import type { ItemCancellationQuote } from './decider/cancellation-quote.ts';
import { bookingReferences } from './read-models/booking-status-api-schema.ts';

/**
 * What the booking api's writes answer, for the OpenAPI document (and so the storefront's typed client): checkout and
 * retry (routes.ts `answerFor`), the cancellation quote and a cancellation. Documentation only: answers are not
 * re-validated on the way out.
 */

const bookingLinks = { statusUrl: z.string(), eventsUrl: z.string() };

/** POST /checkout, POST /bookings/{id}/retry: the payment page to go to, or where the booking stands. */
export const checkoutAnswerSchema = z
  .object({
    ...bookingReferences,
    ...bookingLinks,
    paymentMethod,
    status: z.enum(['processing', 'redirect', 'onHold', 'confirmed', 'partiallyConfirmed', 'failed']),
    redirectUrl: z.string().optional().meta({ description: 'the hosted payment page when status is redirect' }),
    reason: z.string().optional().meta({ description: 'why, when status is failed' }),
    bookingLink: z
      .string()
      .optional()
      .meta({ description: 'a guest checkout: the signed link its status, cancellation and retry need (x-booking-link); 202 is processing: poll statusUrl' }),
  })
  .meta({ id: 'CheckoutAnswer' });

const itemQuote = z.object({
  itemId: z.string(),
  title: text.optional(),
  startsAt: z.string(),
  minutesBefore: z.number().int().meta({ description: 'whole minutes left before the start (negative once it started)' }),
  cancellable: z.boolean(),
  rule: z.enum(['free', 'tier', 'noTierInsideCutoff', 'nonRefundable', 'started']),
  penaltyPercent: z.number(),
  value: money,
  penalty: money,
  refund: money,
  policyText: text,
  policy: cancellationPolicy.optional(),
});

/** GET /bookings/{id}/cancellation-quote. */
export const cancellationQuoteSchema = z
  .object({ bookingId: z.string(), quotedAt: z.string(), cancellable: z.boolean(), items: z.array(itemQuote), penalty: money, refundAmount: money })
  .meta({ id: 'CancellationQuote' });

/** POST /bookings/{id}/cancellations. */
export const cancellationDoneSchema = z
  .object({
    bookingId: z.string(),
    cancelledItemIds: z.array(z.string()),
    penalty: money,
    refundAmount: money,
    policyText: text,
    refunds: z.array(z.object({ refundId: z.string(), amount: money, dueBy: z.string() })),
    ...bookingLinks,
  })
  .meta({ id: 'CancellationDone' });

// Compile-time proof that the documented shapes accept what the handlers return.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [Accepts<z.infer<typeof itemQuote>, ItemCancellationQuote>];
