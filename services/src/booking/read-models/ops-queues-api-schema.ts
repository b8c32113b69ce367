import { z } from 'zod';
import { paymentMethod } from '@rihla/events/booking';
import { localizedTextShape as text, moneyShape as money } from '../../platform/http/named-shapes.ts';
import type { OpsQueuesView } from './ops-queues-projection.ts';

/** GET /ops/queues: the ops work lists, for the OpenAPI document (and the storefront's types). */

const opsBooking = z
  .object({
    bookingId: z.string(),
    orderId: z.string(),
    buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    reseller: z.object({ resellerId: z.string(), name: z.string(), reference: z.string().nullable() }).nullable(),
    paymentMethod,
    total: money,
    authorized: money,
    captured: money,
    refunded: money,
    items: z.array(
      z.object({
        itemId: z.string(),
        title: text,
        date: z.string(),
        startTime: z.string(),
        quantity: z.number().int(),
        supplierId: z.string(),
        status: z.enum(['pending', 'awaiting', 'confirmed', 'failed', 'cancelled']),
      }),
    ),
    updatedAt: z.string(),
  })
  .meta({ id: 'OpsBooking' });

const entry = { bookingId: z.string(), since: z.string(), booking: opsBooking.nullable() };

export const opsQueuesSchema = z
  .object({
    onHold: z.array(z.object({ ...entry, heldAmount: money, awaitingItemIds: z.array(z.string()) })),
    partiallyBooked: z.array(
      z.object({
        ...entry,
        confirmedItemIds: z.array(z.string()),
        failedItemIds: z.array(z.string()),
        retryingItemIds: z.array(z.string()),
        awaitingCustomerPaymentSince: z.string().nullable().optional().meta({ description: 'a retry e-mailed the buyer a payment page' }),
      }),
    ),
    refundPending: z.array(
      z.object({
        ...entry,
        refundId: z.string(),
        amount: money,
        reason: z.enum(['bookingFailed', 'itemsFailed', 'cancellation']),
        itemIds: z.array(z.string()),
        dueBy: z.string(),
        overdueRaisedAt: z.string().nullable(),
      }),
    ),
    refundOverdue: z.array(z.object({ ...entry, refundId: z.string(), dueBy: z.string(), amount: money.nullable() })),
    captureRefused: z.array(
      z.object({
        ...entry,
        paymentId: z.string(),
        amount: money,
        code: z.string().meta({ description: "the payment port's refusal code, e.g. payment_voided" }),
        reason: z.string().meta({ description: "the provider's words" }),
      }),
    ),
    counts: z.object({ onHold: z.number().int(), partiallyBooked: z.number().int(), refundPending: z.number().int(), refundOverdue: z.number().int(), captureRefused: z.number().int() }),
  })
  .meta({ id: 'OpsQueues' });

// Compile-time proof that the document and the answer have the same fields, both ways.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [Accepts<z.infer<typeof opsQueuesSchema>, OpsQueuesView>, Accepts<OpsQueuesView, z.infer<typeof opsQueuesSchema>>];
