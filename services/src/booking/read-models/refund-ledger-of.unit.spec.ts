import { describe, expect, it } from 'vitest';
import type { RefundLedgerDoc, RefundOrderDoc } from './finance-refunds-projection.ts';
import { refundLedgerOf } from './refund-ledger-of.ts';
import { at, sar } from '../testing/booking-history.ts';

const HOUR = 60;
const refund = (refundId: string, minute: number, issuedAfterMinutes: number | null, over: Partial<RefundLedgerDoc> = {}): RefundLedgerDoc => ({
  refundId,
  bookingId: 'b1',
  reason: 'bookingFailed',
  itemIds: ['i1'],
  amount: sar(10_000),
  requestedAt: at(minute),
  dueBy: at(minute + 24 * HOUR),
  issuedAt: issuedAfterMinutes === null ? null : at(minute + issuedAfterMinutes),
  issuedAmount: issuedAfterMinutes === null ? null : sar(10_000),
  providerRefundId: issuedAfterMinutes === null ? null : `p-${refundId}`,
  durationMs: issuedAfterMinutes === null ? null : issuedAfterMinutes * 60_000,
  withinWindow: issuedAfterMinutes === null ? null : issuedAfterMinutes <= 24 * HOUR,
  overdueRaisedAt: null,
  ...over,
});
const order: RefundOrderDoc = { bookingId: 'b1', orderId: 'RH-B1', purchaseId: 'P-b1', customerId: null, buyer: { name: 'Layla Haddad', email: 'l@example.com' }, reseller: null };
const docs = [
  refund('r-fast', 0, 2 * HOUR),
  refund('r-late', 10, 25 * HOUR),
  refund('r-pending-late', 20, null, { overdueRaisedAt: at(20 + 20 * HOUR) }),
  refund('r-pending', 3 * 24 * HOUR, null),
  refund('r-aed', 30, HOUR, { amount: { amount: 500, currency: 'AED' }, issuedAmount: { amount: 500, currency: 'AED' } }),
];
const asOf = new Date(at(3 * 24 * HOUR + HOUR));

describe('the refund ledger (one computation for the api, the audit command and the finance screen)', () => {
  it('judges each refund against its 24 h at asOf and totals per currency in one shape', () => {
    const ledger = refundLedgerOf(docs, new Map([['b1', order]]), { asOf });
    expect(ledger.refunds.map((r) => [r.refundId, r.status, r.overdue])).toEqual([
      ['r-fast', 'issued', false],
      ['r-late', 'issued', true],
      ['r-pending-late', 'pending', true],
      ['r-aed', 'issued', false],
      ['r-pending', 'pending', false],
    ]);
    expect(ledger.refunds[0]!.order).toEqual(order);
    expect(ledger.totals).toEqual([
      { currency: 'AED', count: 1, requested: 500, issued: 500, pending: 0, issuedCount: 1, pendingCount: 0, issuedWithinWindow: 1, issuedLate: 0, pendingOverdue: 0, outsideWindow: 0, overdueRaised: 0, maxDurationMs: 3_600_000 },
      {
        currency: 'SAR',
        count: 4,
        requested: 40_000,
        issued: 20_000,
        pending: 20_000,
        issuedCount: 2,
        pendingCount: 2,
        issuedWithinWindow: 1,
        issuedLate: 1,
        pendingOverdue: 1,
        outsideWindow: 2,
        overdueRaised: 1,
        maxDurationMs: 25 * 3_600_000,
      },
    ]);
  });

  it('filters by request day, status and window, and totals only what it shows', () => {
    const shown = (filter: Parameters<typeof refundLedgerOf>[2]) => refundLedgerOf(docs, new Map(), filter).refunds.map((r) => r.refundId);
    expect(shown({ asOf, window: 'outside' })).toEqual(['r-late', 'r-pending-late']);
    expect(shown({ asOf, status: 'pending' })).toEqual(['r-pending-late', 'r-pending']);
    expect(shown({ asOf, from: at(3 * 24 * HOUR).slice(0, 10) })).toEqual(['r-pending']);
    expect(shown({ asOf, to: at(0).slice(0, 10) })).toEqual(['r-fast', 'r-late', 'r-pending-late', 'r-aed']);
    const late = refundLedgerOf(docs, new Map(), { asOf, window: 'outside' });
    expect(late.totals).toEqual([expect.objectContaining({ currency: 'SAR', count: 2, outsideWindow: 2, requested: 20_000 })]);
    expect(late.refunds[0]!.order).toBeNull();
  });
});
