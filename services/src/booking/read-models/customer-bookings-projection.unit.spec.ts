import { describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { projectionSpecFor } from '../../platform/testing/projection-spec.ts';
import { customerBookingsProjection, ownerIndexMember, type InvoiceDoc } from './customer-bookings-projection.ts';
import { at, checkoutRequested, heldBoth, sar, testItem } from '../testing/booking-history.ts';

const spec = projectionSpecFor(customerBookingsProjection);


const authorized: BookingEvent = { type: 'PaymentAuthorized', data: { paymentId: 'pay1', sessionId: 's1', amount: sar(75_000), at: at(2) } };

const partial: BookingEvent[] = [
  checkoutRequested('b1', {
    items: [
      testItem('i1', {
        extras: [{ extraId: 'x1', title: { en: 'Photos', ar: 'صور' }, quantity: 1, total: sar(5_000) }],
        pickup: { pointId: 'p1', name: { en: 'Hotel lobby', ar: 'بهو الفندق' }, address: { en: 'King Fahd Rd', ar: 'طريق الملك فهد' }, time: '15:15' },
      }),
      testItem('i2', { lineTotal: sar(30_000), discount: sar(5_000), slot: { experienceId: 'exp-i2', optionId: 'opt-1', date: '2026-03-08', startTime: '09:30' } }),
    ],
  }),
  heldBoth,
  authorized,
  { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(3) } },
  { type: 'ItemFailed', data: { itemId: 'i2', reason: 'supplierDeclined', at: at(3) } },
  { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(50_000), itemIds: ['i1'], at: at(4) } },
  { type: 'PaymentVoided', data: { releasedAmount: sar(25_000), at: at(4) } },
  { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'paid', invoiceNumber: 'INV-7', at: at(4) } },
];

describe('customer bookings and invoices read model', () => {
  it('keeps an invoice with order ids, dates, prices, guest and experience info, and groups confirmed and failed items', () => {
    const docs = spec.given(partial, { streamName: bookingStream('b1') }).documents();
    const invoice = docs['invoices/b1'] as InvoiceDoc;
    expect(invoice).toMatchObject({
      bookingId: 'b1',
      orderId: 'RH-B1',
      purchaseId: 'P-b1',
      invoiceNumber: 'INV-7',
      customerId: 'cust-1',
      purchaseDate: '2026-03-01T10:00:00.000Z',
      bookingDates: ['2026-03-08', '2026-03-10'],
      status: 'partiallyConfirmed',
      listed: true,
      paymentStatus: 'paid',
      price: sar(75_000),
      originalPrice: sar(80_000),
      discount: sar(5_000),
      promoCode: 'WELCOME10',
      guest: { name: 'Layla Haddad', email: 'Layla@Example.com', phone: '+966 501234567', guests: 4 },
      groups: { confirmed: ['i1'], failed: ['i2'], awaiting: [], cancelled: [] },
      amounts: { authorized: sar(75_000), captured: sar(50_000), released: sar(25_000), refunded: sar(0) },
    });
    expect(invoice.items[0]).toMatchObject({
      experience: { name: { en: 'Desert safari i1', ar: 'رحلة سفاري i1' }, date: '2026-03-10', time: '16:00', location: { en: 'Riyadh', ar: 'الرياض' } },
      extras: [{ extraId: 'x1', quantity: 1, total: sar(5_000) }],
      pickup: { pointId: 'p1', time: '15:15' },
      status: 'confirmed',
      supplierReference: 'SUP-1',
      cancellation: null,
    });
    expect(invoice.items[1]).toMatchObject({ status: 'failed', price: sar(25_000), originalPrice: sar(30_000), discount: sar(5_000) });
    // Only the checkout adds the booking to its owner's index; later events touch the invoice alone.
    expect(spec.given(partial, { streamName: bookingStream('b1'), firstPosition: 40 }).indexChanges()).toEqual([{ index: 'by-customer', member: ownerIndexMember('cust-1', 40, 'b1') }]);
    expect(Object.keys(docs)).toEqual(['invoices/b1']);
  });

  it('indexes a guest checkout by the buyer e-mail, lower-cased, so an account can claim it later', () => {
    const guest = spec.given([checkoutRequested('g1', { customerId: null })], { streamName: bookingStream('g1'), firstPosition: 7 });
    const docs = guest.documents();
    expect(Object.keys(docs)).toEqual(['invoices/g1']);
    expect(guest.indexChanges()).toEqual([{ index: 'by-guest-email', member: 'layla@example.com\u00000000000000000007\u0000g1' }]);
    expect((docs['invoices/g1'] as InvoiceDoc).listed).toBe(false);
  });

  it('tracks a cancellation per item until its refund is issued', () => {
    const confirmed: BookingEvent[] = [
      checkoutRequested('b2', { items: [testItem('i1'), testItem('i2')] }),
      heldBoth,
      { type: 'PaymentAuthorized', data: { paymentId: 'pay1', sessionId: 's1', amount: sar(100_000), at: at(2) } },
      { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(3) } },
      { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'SUP-2', at: at(3) } },
      { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(100_000), itemIds: ['i1', 'i2'], at: at(4) } },
      { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: 'INV-8', at: at(4) } },
      {
        type: 'CancellationRequested',
        data: { itemIds: ['i2'], penalty: sar(25_000), refundAmount: sar(25_000), policyText: { en: 'Less than 1 day 50% penalty', ar: 'أقل من يوم غرامة 50%' }, at: at(60) },
      },
      { type: 'RefundRequested', data: { refundId: 'r1', amount: sar(25_000), reason: 'cancellation', itemIds: ['i2'], requestedAt: at(60), dueBy: at(60 + 1440) } },
    ];
    const pending = spec.given(confirmed, { streamName: bookingStream('b2') }).document<InvoiceDoc>('invoices', 'b2')!;
    expect(pending.items[1]!.cancellation).toMatchObject({ state: 'refundPending', penalty: sar(25_000), refundAmount: sar(25_000), refundedAt: null });
    expect(pending.groups).toEqual({ confirmed: ['i1'], failed: [], awaiting: [], cancelled: ['i2'] });
    expect(pending.paymentStatus).toBe('paid');

    const refundIssued: BookingEvent = { type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'pr1', amount: sar(25_000), issuedAt: at(120) } };
    const refunded = spec.given([...confirmed, refundIssued], { streamName: bookingStream('b2') }).document<InvoiceDoc>('invoices', 'b2')!;
    expect(refunded.items[1]!.cancellation).toMatchObject({ state: 'refunded', refundedAt: at(120) });
    expect(refunded.paymentStatus).toBe('partiallyRefunded');
    expect(refunded.amounts.refunded).toEqual(sar(25_000));
  });

  it('marks a non-refundable cancellation as cancelled with nothing to refund', () => {
    const docs = spec.given([
        checkoutRequested('b3', { paymentMethod: 'payLater', items: [testItem('i1', { cancellationPolicy: { kind: 'nonRefundable' } })] }),
        { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: at(15) }], at: at(0) } },
        { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(3) } },
        { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: 'INV-9', at: at(4) } },
        { type: 'CancellationRequested', data: { itemIds: ['i1'], penalty: sar(50_000), refundAmount: sar(0), policyText: { en: 'Non-refundable', ar: 'غير قابل للاسترداد' }, at: at(60) } },
      ], { streamName: bookingStream('b3') }).documents();
    const invoice = docs['invoices/b3'] as InvoiceDoc;
    expect(invoice.items[0]!.cancellation).toMatchObject({ state: 'cancelled' });
    expect(invoice).toMatchObject({ paymentStatus: 'due', groups: { confirmed: [], cancelled: ['i1'] } });
  });

  it('does not list a checkout whose card was declined', () => {
    const docs = spec.given([
        checkoutRequested('b4'),
        heldBoth,
        { type: 'PaymentDeclined', data: { sessionId: 's1', reason: 'card_declined', at: at(2) } },
        { type: 'BookingFailed', data: { reason: 'paymentDeclined', refundDue: false, at: at(2) } },
      ], { streamName: bookingStream('b4') }).documents();
    expect(docs['invoices/b4']).toMatchObject({ status: 'paymentDeclined', listed: false, paymentStatus: 'none' });
  });
});
