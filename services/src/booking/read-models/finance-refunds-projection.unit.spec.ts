import { describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { projectionSpecFor } from '../../platform/testing/projection-spec.ts';
import { financeRefundLedgerProjection } from './finance-refunds-projection.ts';
import { at, checkoutRequested, sar } from '../testing/booking-history.ts';

const spec = projectionSpecFor(financeRefundLedgerProjection);

const hours = (h: number) => h * 60;
const requested = (refundId: string, minute: number): BookingEvent => ({
  type: 'RefundRequested',
  data: { refundId, amount: sar(40_000), reason: 'bookingFailed', itemIds: ['i1'], requestedAt: at(minute), dueBy: at(minute + hours(24)) },
});

describe('finance refund ledger read model', () => {
  it('records request and issue times, the duration and whether the 24 h promise held', () => {
    const docs = spec.given([
        checkoutRequested('b1'),
        requested('r-fast', 10),
        requested('r-late', 10),
        { type: 'RefundIssued', data: { refundId: 'r-fast', providerRefundId: 'p1', amount: sar(40_000), issuedAt: at(10 + hours(2)) } },
        { type: 'RefundOverdue', data: { refundId: 'r-late', dueBy: at(10 + hours(24)), raisedAt: at(10 + hours(20)) } },
        { type: 'RefundIssued', data: { refundId: 'r-late', providerRefundId: 'p2', amount: sar(40_000), issuedAt: at(10 + hours(25)) } },
      ], { streamName: bookingStream('b1') }).documents();
    expect(docs['orders/b1']).toEqual({ bookingId: 'b1', orderId: 'RH-B1', purchaseId: 'P-b1', customerId: 'cust-1', buyer: { name: 'Layla Haddad', email: 'Layla@Example.com' }, reseller: null });
    expect(docs['refunds/r-fast']).toMatchObject({
      bookingId: 'b1',
      requestedAt: at(10),
      issuedAt: at(10 + hours(2)),
      durationMs: 2 * 3_600_000,
      withinWindow: true,
      overdueRaisedAt: null,
      providerRefundId: 'p1',
    });
    expect(docs['refunds/r-late']).toMatchObject({ durationMs: 25 * 3_600_000, withinWindow: false, overdueRaisedAt: at(10 + hours(20)) });
  });

  it('counts a refund issued exactly at its 24 h as within the window', () => {
    const docs = spec.given([requested('r1', 0), { type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'p1', amount: sar(40_000), issuedAt: at(hours(24)) } }], { streamName: bookingStream('b1') }).documents();
    expect(docs['refunds/r1']).toMatchObject({ withinWindow: true, durationMs: 24 * 3_600_000 });
  });

  it('keeps the first issue when a refund is reported twice', () => {
    const docs = spec.given([
        requested('r1', 0),
        { type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'p1', amount: sar(40_000), issuedAt: at(5) } },
        { type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'p1', amount: sar(40_000), issuedAt: at(9) } },
      ], { streamName: bookingStream('b1') }).documents();
    expect(docs['refunds/r1']).toMatchObject({ issuedAt: at(5), durationMs: 5 * 60_000 });
  });

  it("names the reseller that sold a booking through OCTO on its order", () => {
    const sold = checkoutRequested('b2');
    if (sold.type !== 'CheckoutRequested') throw new Error('fixture');
    const docs = spec.given([{ ...sold, data: { ...sold.data, reseller: { resellerId: 'atlas', name: 'Atlas Travel', reference: 'ATL-9' } } }], { streamName: bookingStream('b2') }).documents();
    expect(docs['orders/b2']).toMatchObject({ reseller: { resellerId: 'atlas', name: 'Atlas Travel', reference: 'ATL-9' } });
  });
});
