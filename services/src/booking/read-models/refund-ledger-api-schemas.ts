import { z } from 'zod';
import { isoDate } from '@rihla/events/common';
import { moneyShape as money } from '../../platform/http/named-shapes.ts';
import type { RefundLedgerFilter, RefundLedgerView } from './refund-ledger-of.ts';

/** GET /finance/refunds and the answer finance reads, for the OpenAPI document (and the storefront's types). */

const day = isoDate.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date');

export const refundLedgerQuery = z
  .object({
    from: day.optional().meta({ description: 'first request day shown (YYYY-MM-DD, UTC)' }),
    to: day.optional().meta({ description: 'last request day shown (YYYY-MM-DD, UTC, inclusive)' }),
    status: z.enum(['pending', 'issued']).optional(),
    window: z.enum(['within', 'outside']).optional().meta({ description: 'inside or outside the 24 h refund promise' }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });


const refundLedgerEntry = z
  .object({
    refundId: z.string(),
    bookingId: z.string(),
    reason: z.enum(['bookingFailed', 'itemsFailed', 'cancellation']),
    itemIds: z.array(z.string()),
    amount: money,
    requestedAt: z.string(),
    dueBy: z.string(),
    issuedAt: z.string().nullable(),
    issuedAmount: money.nullable(),
    providerRefundId: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    withinWindow: z.boolean().nullable(),
    overdueRaisedAt: z.string().nullable(),
    order: z
      .object({
        bookingId: z.string(),
        orderId: z.string(),
        purchaseId: z.string(),
        customerId: z.string().nullable(),
        buyer: z.object({ name: z.string(), email: z.string() }),
        reseller: z.object({ resellerId: z.string(), name: z.string(), reference: z.string().nullable() }).nullable(),
      })
      .nullable(),
    status: z.enum(['pending', 'issued']),
    overdue: z.boolean().meta({ description: 'issued after its 24 h, or still pending past them' }),
  })
  .meta({ id: 'RefundLedgerEntry' });

const refundTotals = z
  .object({
    currency: money.shape.currency,
    count: z.number().int(),
    requested: z.number().int(),
    issued: z.number().int(),
    pending: z.number().int(),
    issuedCount: z.number().int(),
    pendingCount: z.number().int(),
    issuedWithinWindow: z.number().int(),
    issuedLate: z.number().int(),
    pendingOverdue: z.number().int(),
    outsideWindow: z.number().int(),
    overdueRaised: z.number().int(),
    maxDurationMs: z.number().int().nullable(),
  })
  .meta({ id: 'RefundTotals' });

export const refundLedgerSchema = z
  .object({ refunds: z.array(refundLedgerEntry), totals: z.array(refundTotals).meta({ description: 'per currency, over the refunds shown' }) })
  .meta({ id: 'RefundLedger' });

// Compile-time proof that the documented shapes accept what the handler returns, and the query is the filter.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [Accepts<z.infer<typeof refundLedgerSchema>, RefundLedgerView>, Accepts<RefundLedgerFilter, z.infer<typeof refundLedgerQuery>>];
