import { describe, expect, it } from 'vitest';
import { moneyStatement } from '../../lib/money-statement';
import type { BookingStatus, Money } from '../../lib/types';

const sar = (amount: number): Money => ({ amount, currency: 'SAR' });
const zero = sar(0);

function status(over: Omit<Partial<BookingStatus>, 'totals'> & { totals?: Partial<BookingStatus['totals']> }): BookingStatus {
  const { totals, ...rest } = over;
  return {
    bookingId: 'b-1',
    orderId: 'RH-1',
    purchaseId: 'P-1',
    locale: 'en',
    paymentMethod: 'card',
    status: 'failed',
    redirectUrl: null,
    reviewState: null,
    failureReason: null,
    declineReason: null,
    lines: [],
    totals: { subtotal: sar(500), discount: zero, total: sar(500), authorized: zero, held: zero, captured: zero, released: zero, refunded: zero, ...totals },
    paymentStatus: 'none',
    invoiceNumber: null,
    refundDue: false,
    refundStatus: 'none',
    refunds: [],
    actions: { canRetryItems: false, retryableItemIds: [], tryAgain: true, reviewCart: false },
    resultReady: true,
    voided: false,
    requestedAt: '2026-11-23T10:00:00Z',
    updatedAt: '2026-11-23T10:00:00Z',
    revision: 1,
    ...rest,
  };
}

describe('moneyStatement', () => {
  it('a failure without any capture promises no refund', () => {
    expect(moneyStatement(status({ paymentMethod: 'payLater' })).key).toBe('notCharged');
    expect(moneyStatement(status({ status: 'paymentDeclined' })).key).toBe('notCharged');
    expect(moneyStatement(status({ totals: { authorized: sar(500), released: sar(500) } }))).toEqual({ key: 'holdReleased', amount: sar(500) });
  });

  it('a failure after a capture names the refund, pending or issued', () => {
    const refund = { refundId: 'r-1', amount: sar(500), reason: 'bookingFailed' as const, requestedAt: '2026-11-23T10:00:00Z', dueBy: '2026-11-24T10:00:00Z', issuedAt: null, overdueRaisedAt: null };
    expect(moneyStatement(status({ totals: { captured: sar(500) }, refunds: [refund] }))).toEqual({ key: 'refundPending', amount: sar(500) });
    expect(moneyStatement(status({ totals: { captured: sar(500), refunded: sar(500) }, refunds: [{ ...refund, issuedAt: '2026-11-23T11:00:00Z' }] }))).toEqual({ key: 'refundIssued', amount: sar(500) });
  });

  it('on hold: a card amount is held, pay later holds nothing', () => {
    expect(moneyStatement(status({ status: 'onHold', totals: { authorized: sar(500), held: sar(500) } }))).toEqual({ key: 'onHoldCard', amount: sar(500) });
    expect(moneyStatement(status({ status: 'onHold', paymentMethod: 'payLater' }))).toEqual({ key: 'onHoldPayLater', amount: sar(500) });
    // Charged at once (a method that cannot hold): nothing is held, so the screen must not say so.
    expect(moneyStatement(status({ status: 'onHold', totals: { authorized: sar(500), captured: sar(500) } }))).toEqual({ key: 'onHoldCharged', amount: sar(500) });
  });

  it('partially confirmed on a method charged in full at once: the failed items are refunded, not released', () => {
    const refund = { refundId: 'r-1', amount: sar(200), reason: 'itemsFailed' as const, requestedAt: '2026-11-23T10:00:00Z', dueBy: '2026-11-24T10:00:00Z', issuedAt: null, overdueRaisedAt: null };
    expect(moneyStatement(status({ status: 'partiallyConfirmed', totals: { captured: sar(500) }, refunds: [refund] }))).toEqual({ key: 'partialChargedRefunded', amount: sar(300), refund: sar(200) });
    const issued = { ...refund, issuedAt: '2026-11-23T11:00:00Z' };
    expect(moneyStatement(status({ status: 'partiallyConfirmed', totals: { captured: sar(500), refunded: sar(200) }, refunds: [issued] }))).toEqual({ key: 'partialChargedRefundIssued', amount: sar(300), refund: sar(200) });
  });

  it('confirmed and partially confirmed say what was charged and released', () => {
    expect(moneyStatement(status({ status: 'confirmed', totals: { captured: sar(500) } }))).toEqual({ key: 'charged', amount: sar(500) });
    expect(moneyStatement(status({ status: 'confirmed', paymentMethod: 'payLater' }))).toEqual({ key: 'payLaterDue', amount: sar(500) });
    expect(moneyStatement(status({ status: 'partiallyConfirmed', totals: { captured: sar(300), released: sar(200) } }))).toEqual({ key: 'partialChargedReleased', amount: sar(300), released: sar(200) });
  });
});
