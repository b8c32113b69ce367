import { describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { projectionSpecFor } from '../../platform/testing/projection-spec.ts';
import { opsQueuesProjection } from './ops-queues-projection.ts';
import { at, checkoutRequested, heldBoth, sar } from '../testing/booking-history.ts';

const spec = projectionSpecFor(opsQueuesProjection);

const queuesOf = (events: BookingEvent[], bookingId = 'b1') =>
  Object.fromEntries(Object.entries(spec.given(events, { streamName: bookingStream(bookingId) }).documents()).filter(([k]) => !k.startsWith('bookings/')));

const start: BookingEvent[] = [
  checkoutRequested('b1'),
  heldBoth,
  { type: 'PaymentAuthorized', data: { paymentId: 'pay1', sessionId: 's1', amount: sar(75_000), at: at(2) } },
  { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(3) } },
];

describe('ops queues read model', () => {
  it('keeps an on-hold booking in the queue until its supplier answers and the booking settles', () => {
    const onHold: BookingEvent[] = [
      ...start,
      { type: 'ItemAwaitingSupplier', data: { itemId: 'i2', answerDueBy: at(120), at: at(3) } },
      { type: 'BookingOnHold', data: { awaitingItemIds: ['i2'], heldAmount: sar(75_000), at: at(4) } },
    ];
    expect(queuesOf(onHold)).toEqual({ 'onHold/b1': { bookingId: 'b1', since: at(4), heldAmount: sar(75_000), awaitingItemIds: ['i2'] } });
    const answered: BookingEvent[] = [...onHold, { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'SUP-2', at: at(30) } }];
    expect(queuesOf(answered)).toEqual({ 'onHold/b1': { bookingId: 'b1', since: at(4), heldAmount: sar(75_000), awaitingItemIds: [] } });
    expect(
      queuesOf([
        ...answered,
        { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(75_000), itemIds: ['i1', 'i2'], at: at(31) } },
        { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: 'INV-1', at: at(31) } },
      ]),
    ).toEqual({});
  });

  it('moves a declined on-hold item to the partially booked queue, and out once a retry confirms it', () => {
    const partial: BookingEvent[] = [
      ...start,
      { type: 'ItemAwaitingSupplier', data: { itemId: 'i2', answerDueBy: at(120), at: at(3) } },
      { type: 'BookingOnHold', data: { awaitingItemIds: ['i2'], heldAmount: sar(75_000), at: at(4) } },
      { type: 'ItemFailed', data: { itemId: 'i2', reason: 'supplierDeclined', at: at(40) } },
      { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(50_000), itemIds: ['i1'], at: at(41) } },
      { type: 'PaymentVoided', data: { releasedAmount: sar(25_000), at: at(41) } },
      { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'paid', invoiceNumber: 'INV-1', at: at(41) } },
    ];
    expect(queuesOf(partial)).toEqual({
      'partiallyBooked/b1': { bookingId: 'b1', since: at(41), confirmedItemIds: ['i1'], failedItemIds: ['i2'], retryingItemIds: [], awaitingCustomerPaymentSince: null },
    });
    const retrying: BookingEvent[] = [...partial, { type: 'ItemRetryRequested', data: { itemId: 'i2', at: at(50) } }];
    expect(queuesOf(retrying)['partiallyBooked/b1']).toMatchObject({ retryingItemIds: ['i2'] });
    expect(queuesOf([...retrying, { type: 'ItemFailed', data: { itemId: 'i2', reason: 'supplierError', at: at(51) } }])['partiallyBooked/b1']).toMatchObject({
      failedItemIds: ['i2'],
      retryingItemIds: [],
    });
    expect(queuesOf([...retrying, { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'SUP-2', at: at(51) } }])).toEqual({});
    // A card retry waits for the buyer to pay on the page they were e-mailed: ops sees that, until they pay.
    const waiting: BookingEvent[] = [...retrying, { type: 'PaymentSessionOpened', data: { sessionId: 's2', redirectUrl: 'https://psp.example/s2', amount: sar(25_000), at: at(52) } }];
    expect(queuesOf(waiting)['partiallyBooked/b1']).toMatchObject({ awaitingCustomerPaymentSince: at(52) });
    expect(queuesOf([...waiting, { type: 'PaymentAuthorized', data: { paymentId: 'pay2', sessionId: 's2', amount: sar(25_000), at: at(60) } }])['partiallyBooked/b1']).toMatchObject({
      awaitingCustomerPaymentSince: null,
    });
  });

  it('lists a refund as pending until issued, and as overdue once the watchdog raises it', () => {
    const failed: BookingEvent[] = [
      ...start,
      { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(75_000), itemIds: ['i1'], at: at(3) } },
      { type: 'ItemFailed', data: { itemId: 'i2', reason: 'supplierError', at: at(3) } },
      { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: true, at: at(4) } },
      { type: 'RefundRequested', data: { refundId: 'r1', amount: sar(75_000), reason: 'bookingFailed', itemIds: ['i1', 'i2'], requestedAt: at(4), dueBy: at(1444) } },
    ];
    expect(queuesOf(failed)).toEqual({
      'refundPending/r1': { refundId: 'r1', bookingId: 'b1', since: at(4), amount: sar(75_000), reason: 'bookingFailed', itemIds: ['i1', 'i2'], dueBy: at(1444), overdueRaisedAt: null },
    });
    const overdue: BookingEvent[] = [...failed, { type: 'RefundOverdue', data: { refundId: 'r1', dueBy: at(1444), raisedAt: at(1200) } }];
    expect(queuesOf(overdue)).toEqual({
      'refundPending/r1': expect.objectContaining({ overdueRaisedAt: at(1200) }),
      'refundOverdue/r1': { refundId: 'r1', bookingId: 'b1', since: at(1200), dueBy: at(1444) },
    });
    expect(queuesOf([...overdue, { type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'pr1', amount: sar(75_000), issuedAt: at(1300) } }])).toEqual({});
  });

  it('lists a refused capture until a capture of the booking succeeds; refused again it keeps its first time', () => {
    const onHold: BookingEvent[] = [
      ...start,
      { type: 'ItemAwaitingSupplier', data: { itemId: 'i2', answerDueBy: at(120), at: at(3) } },
      { type: 'BookingOnHold', data: { awaitingItemIds: ['i2'], heldAmount: sar(75_000), at: at(4) } },
      { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'SUP-2', at: at(30) } },
    ];
    const refusal = (code: string, when: number): BookingEvent => ({ type: 'CaptureRefused', data: { paymentId: 'pay1', amount: sar(75_000), code, reason: `refused: ${code}`, step: 'settle-round', round: 0, at: at(when) } });
    const refused = [...onHold, refusal('payment_voided', 31)];
    expect(queuesOf(refused)['captureRefused/b1']).toEqual({ bookingId: 'b1', since: at(31), paymentId: 'pay1', amount: sar(75_000), code: 'payment_voided', reason: 'refused: payment_voided' });
    expect(queuesOf([...refused, refusal('payment_not_found', 40)])['captureRefused/b1']).toMatchObject({ since: at(31), code: 'payment_not_found' });
    const captured = [...refused, { type: 'PaymentCaptured', data: { captureId: 'c1', paymentId: 'pay1', amount: sar(75_000), itemIds: ['i1', 'i2'], at: at(50) } } as BookingEvent];
    expect(queuesOf(captured)['captureRefused/b1']).toBeUndefined();
  });

  it('keeps the booking context ops needs next to the queues', () => {
    const docs = spec.given(start, { streamName: bookingStream('b1') }).documents();
    expect(docs['bookings/b1']).toMatchObject({
      orderId: 'RH-B1',
      buyer: { name: 'Layla Haddad', email: 'Layla@Example.com', phone: '+966 501234567' },
      authorized: sar(75_000),
      items: [
        { itemId: 'i1', status: 'confirmed', date: '2026-03-10', startTime: '16:00', quantity: 2 },
        { itemId: 'i2', status: 'pending' },
      ],
    });
  });
});
