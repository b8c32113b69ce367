import { describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { projectionSpecFor } from '../../platform/testing/projection-spec.ts';
import { bookingStatusProjection, type BookingStatusDoc } from './booking-status-projection.ts';
import { at, checkoutRequested, heldBoth, sar, testItem } from '../testing/booking-history.ts';

const spec = projectionSpecFor(bookingStatusProjection);

const statusAfter = (events: BookingEvent[], bookingId = 'b1') => spec.given(events, { streamName: bookingStream(bookingId) }).document<BookingStatusDoc>('bookings', bookingId)!;

const session: BookingEvent = {
  type: 'PaymentSessionOpened',
  data: { sessionId: 's1', redirectUrl: 'http://localhost:4000/psp/checkout/s1', amount: sar(75_000), at: at(1) },
};
const authorized: BookingEvent = { type: 'PaymentAuthorized', data: { paymentId: 'pay1', sessionId: 's1', amount: sar(75_000), at: at(2) } };
const confirmed = (itemId: string): BookingEvent => ({ type: 'ItemConfirmed', data: { itemId, supplierReference: `SUP-${itemId}`, at: at(3) } });
const failed = (itemId: string): BookingEvent => ({ type: 'ItemFailed', data: { itemId, reason: 'supplierError', at: at(3) } });
/** A card checkout of both test items, held and authorized: where the supplier outcomes start. */
const authorizedCheckout: BookingEvent[] = [checkoutRequested('b1'), heldBoth, session, authorized];

describe('booking status read model', () => {
  it('walks a card checkout through processing, the payment redirect and Almost There to confirmed and paid', () => {
    const c = checkoutRequested('b1');
    expect(statusAfter([c])).toMatchObject({ status: 'processing', paymentStatus: 'none', resultReady: false, orderId: 'RH-B1' });
    expect(statusAfter([c, heldBoth])).toMatchObject({ status: 'processing' });
    expect(statusAfter([c, heldBoth, session])).toMatchObject({
      status: 'redirectToPayment',
      redirectUrl: 'http://localhost:4000/psp/checkout/s1',
      resultReady: true,
    });
    const almost = statusAfter(authorizedCheckout);
    expect(almost).toMatchObject({ status: 'almostThere', redirectUrl: null, paymentStatus: 'held', resultReady: false });
    expect(almost.totals.held).toEqual(sar(75_000));

    const done = statusAfter([
      ...authorizedCheckout,
      confirmed('i1'),
      confirmed('i2'),
      { type: 'PaymentCaptured', data: { captureId: 'cap1', amount: sar(75_000), itemIds: ['i1', 'i2'], at: at(4) } },
      { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: 'INV-0001', at: at(4) } },
    ]);
    expect(done).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', invoiceNumber: 'INV-0001', resultReady: true, revision: 7, updatedAt: at(4) });
    expect(done.totals).toMatchObject({ total: sar(75_000), captured: sar(75_000), held: sar(0) });
    expect(done.actions).toEqual({ canRetryItems: false, retryableItemIds: [], tryAgain: false, reviewCart: false });
    expect(done.lines.map((l) => [l.itemId, l.status, l.supplierReference])).toEqual([
      ['i1', 'confirmed', 'SUP-i1'],
      ['i2', 'confirmed', 'SUP-i2'],
    ]);
    expect(done.lines[1]).toMatchObject({
      title: { en: 'Desert safari i2', ar: 'رحلة سفاري i2' },
      date: '2026-03-10',
      startTime: '16:00',
      quantity: 2,
      amounts: { lineTotal: sar(30_000), discount: sar(5_000), total: sar(25_000) },
    });
  });

  it('shows a pay-later booking as Almost There once held and as payment due when confirmed', () => {
    const c = checkoutRequested('b1', { paymentMethod: 'payLater' });
    expect(statusAfter([c, heldBoth])).toMatchObject({ status: 'almostThere', paymentStatus: 'none' });
    expect(
      statusAfter([c, heldBoth, confirmed('i1'), confirmed('i2'), { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: 'INV-2', at: at(4) } }]),
    ).toMatchObject({ status: 'confirmed', paymentStatus: 'due' });
  });

  it('offers a retry for the failed items of a partially confirmed booking, and only for those', () => {
    const partial = [
      ...authorizedCheckout,
      confirmed('i1'),
      failed('i2'),
      { type: 'PaymentCaptured', data: { captureId: 'cap1', amount: sar(50_000), itemIds: ['i1'], at: at(4) } },
      { type: 'PaymentVoided', data: { releasedAmount: sar(25_000), at: at(4) } },
      { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'paid', invoiceNumber: 'INV-3', at: at(4) } },
    ] satisfies BookingEvent[];
    const doc = statusAfter(partial);
    expect(doc).toMatchObject({ status: 'partiallyConfirmed', paymentStatus: 'paid', invoiceNumber: 'INV-3' });
    expect(doc.actions).toMatchObject({ canRetryItems: true, retryableItemIds: ['i2'], tryAgain: false });
    expect(doc.totals).toMatchObject({ captured: sar(50_000), released: sar(25_000), held: sar(0) });
    expect(doc.lines.find((l) => l.itemId === 'i2')).toMatchObject({ status: 'failed', failureReason: 'supplierError' });

    const retrying = statusAfter([...partial, { type: 'ItemRetryRequested', data: { itemId: 'i2', at: at(10) } }]);
    expect(retrying.actions.canRetryItems).toBe(false);
    expect(retrying.lines.find((l) => l.itemId === 'i2')).toMatchObject({ status: 'pending', failureReason: null });
  });

  it('fails the items still under way with their booking: a retried item that failed again reads failed, not pending', () => {
    const failedOnce: BookingEvent[] = [
      checkoutRequested('b1', { items: [testItem('i1')] }),
      failed('i1'),
      { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false, at: at(4) } },
      { type: 'ItemRetryRequested', data: { itemId: 'i1', at: at(10), requestedBy: 'buyer' } },
    ];
    expect(statusAfter(failedOnce).lines[0]).toMatchObject({ status: 'pending', failureReason: null });
    const again = statusAfter([...failedOnce, { type: 'BookingFailed', data: { reason: 'itemsUnavailable', refundDue: false, at: at(11) } }]);
    expect(again).toMatchObject({ status: 'failed', actions: { tryAgain: true } });
    expect(again.lines[0]).toMatchObject({ status: 'failed', failureReason: 'seatsUnavailable' });
    // A declined card fails the held items with the payment's reason; a confirmed item stays confirmed.
    const declined = statusAfter([
      checkoutRequested('b1'),
      heldBoth,
      session,
      confirmed('i1'),
      { type: 'PaymentDeclined', data: { sessionId: 's1', reason: 'card_declined', at: at(2) } },
      { type: 'BookingFailed', data: { reason: 'paymentDeclined', refundDue: false, at: at(2) } },
    ]);
    expect(declined.lines.map((l) => [l.itemId, l.status, l.failureReason])).toEqual([
      ['i1', 'confirmed', null],
      ['i2', 'failed', 'paymentDeclined'],
    ]);
  });

  it('holds the amount while on hold and reports the supplier deadline per awaiting item', () => {
    const doc = statusAfter([
      ...authorizedCheckout,
      confirmed('i1'),
      { type: 'ItemAwaitingSupplier', data: { itemId: 'i2', answerDueBy: at(60), at: at(3) } },
      { type: 'BookingOnHold', data: { awaitingItemIds: ['i2'], heldAmount: sar(75_000), at: at(4) } },
    ]);
    expect(doc).toMatchObject({ status: 'onHold', paymentStatus: 'held', resultReady: true });
    expect(doc.lines.find((l) => l.itemId === 'i2')).toMatchObject({ status: 'awaiting', answerDueBy: at(60) });
  });

  it('turns a declined card into the payment-declined screen with Try Again', () => {
    const events: BookingEvent[] = [
      checkoutRequested('b1'),
      heldBoth,
      session,
      { type: 'PaymentDeclined', data: { sessionId: 's1', reason: 'insufficient_funds', at: at(2) } },
    ];
    expect(statusAfter(events)).toMatchObject({ status: 'paymentDeclined', declineReason: 'insufficient_funds', redirectUrl: null, actions: { tryAgain: true } });
    const failedToo = statusAfter([...events, { type: 'BookingFailed', data: { reason: 'paymentDeclined', refundDue: false, at: at(2) } }]);
    expect(failedToo).toMatchObject({ status: 'paymentDeclined', failureReason: 'paymentDeclined', paymentStatus: 'none', refundStatus: 'none' });
  });

  it('asks for a cart review naming the unavailable items and the changed prices', () => {
    const doc = statusAfter([
      checkoutRequested('b1'),
      { type: 'ItemsHeld', data: { holds: [{ itemId: 'i2', holdId: 'h2', expiresAt: at(15) }], at: at(0) } },
      { type: 'ItemsUnavailable', data: { items: [{ itemId: 'i1', reason: 'soldOut' }], at: at(0) } },
      { type: 'PricesChanged', data: { items: [{ itemId: 'i2', previousTotal: sar(30_000), currentTotal: sar(32_000) }], at: at(0) } },
      { type: 'ReviewRequired', data: { state: 'unavailableAndPricesChanged', at: at(0) } },
    ]);
    expect(doc).toMatchObject({ status: 'reviewRequired', reviewState: 'unavailableAndPricesChanged', actions: { reviewCart: true, tryAgain: false } });
    expect(doc.lines[0]).toMatchObject({ status: 'unavailable', failureReason: 'soldOut' });
    expect(doc.lines[1]).toMatchObject({ status: 'pending', priceChange: { previousTotal: sar(30_000), currentTotal: sar(32_000) } });
  });

  it('follows a failed paid booking through its refund: pending, overdue warning, issued', () => {
    const base: BookingEvent[] = [
      checkoutRequested('b1', { items: [testItem('i1')] }),
      { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: at(15) }], at: at(0) } },
      session,
      authorized,
      { type: 'PaymentCaptured', data: { captureId: 'cap1', amount: sar(50_000), itemIds: ['i1'], at: at(3) } },
      failed('i1'),
      { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: true, at: at(4) } },
    ];
    expect(statusAfter(base)).toMatchObject({ status: 'failed', refundDue: true, refundStatus: 'pending', paymentStatus: 'paid', actions: { tryAgain: true } });
    const requested: BookingEvent = {
      type: 'RefundRequested',
      data: { refundId: 'r1', amount: sar(50_000), reason: 'bookingFailed', itemIds: ['i1'], requestedAt: at(4), dueBy: at(4 + 24 * 60) },
    };
    const overdue: BookingEvent = { type: 'RefundOverdue', data: { refundId: 'r1', dueBy: at(4 + 24 * 60), raisedAt: at(20 * 60) } };
    expect(statusAfter([...base, requested, overdue])).toMatchObject({ refundStatus: 'overdue' });
    const issued = statusAfter([...base, requested, overdue, { type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'pr1', amount: sar(50_000), issuedAt: at(21 * 60) } }]);
    expect(issued).toMatchObject({ refundStatus: 'issued', paymentStatus: 'refunded', totals: { refunded: sar(50_000) } });
    expect(issued.refunds).toEqual([
      { refundId: 'r1', amount: sar(50_000), reason: 'bookingFailed', requestedAt: at(4), dueBy: at(4 + 24 * 60), issuedAt: at(21 * 60), overdueRaisedAt: at(20 * 60) },
    ]);
  });

  it('voids a failed authorized booking without a refund', () => {
    const doc = statusAfter([
      ...authorizedCheckout,
      failed('i1'),
      failed('i2'),
      { type: 'PaymentVoided', data: { releasedAmount: sar(75_000), at: at(4) } },
      { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false, at: at(4) } },
    ]);
    expect(doc).toMatchObject({ status: 'failed', paymentStatus: 'voided', refundStatus: 'none', totals: { held: sar(0), released: sar(75_000) } });
  });

  it('ignores events of streams that are not bookings and histories without a checkout', () => {
    expect(spec.given([heldBoth], { streamName: bookingStream('b9') }).documents()).toEqual({});
    expect(spec.given([checkoutRequested('b1')], { streamName: 'cart-b1' }).documents()).toEqual({});
  });
});
