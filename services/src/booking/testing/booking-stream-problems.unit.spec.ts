import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { at, checkoutRequested, sar, testItem } from './booking-history.ts';
import { bookingStreamProblems } from './booking-stream-problems.ts';

const checkout = checkoutRequested('b1', { items: [testItem('i1')] });
const held: BookingEvent = { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: at(15) }], at: at(0) } };
const authorized: BookingEvent = { type: 'PaymentAuthorized', data: { paymentId: 'p1', sessionId: 's1', amount: sar(50_000), at: at(1) } };
const confirmedItem: BookingEvent = { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S1', at: at(2) } };
const capture: BookingEvent = { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(50_000), itemIds: ['i1'], at: at(2) } };
const confirmed: BookingEvent = { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: 'INV-1', at: at(2) } };

describe('booking stream well-formedness', () => {
  it('accepts a complete card booking', () => {
    expect(bookingStreamProblems([checkout, held, authorized, confirmedItem, capture, confirmed])).toEqual([]);
  });

  it('names a missing outcome, a doubled outcome and a doubled step', () => {
    expect(bookingStreamProblems([checkout, held, authorized])).toEqual(['0 outcomes (none)']);
    expect(bookingStreamProblems([checkout, held, authorized, confirmedItem, capture, confirmed, confirmed])).toEqual(['2 outcomes (BookingConfirmed, BookingConfirmed)']);
    expect(bookingStreamProblems([checkout, held, held, authorized, confirmedItem, confirmedItem, capture, capture, confirmed])).toEqual([
      'item i1 captured twice',
      'item i1 held 2 times',
      'item i1 answered 2 times',
      'captured 100000 but authorized only 50000',
      'BookingConfirmed but captured 100000 of 50000',
    ]);
  });

  it('refuses a stream that does not start with its checkout, and money kept on a failure without refund', () => {
    expect(bookingStreamProblems([held])).toEqual(['the stream does not start with CheckoutRequested']);
    expect(
      bookingStreamProblems([
        checkout,
        held,
        authorized,
        capture,
        { type: 'ItemFailed', data: { itemId: 'i1', reason: 'supplierError', at: at(2) } },
        { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false, at: at(3) } },
      ]),
    ).toEqual(['BookingFailed without a refund due but 50000 was captured']);
  });
});
