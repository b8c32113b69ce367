import type { BookingEvent, BookingItem } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import { bookingItem } from './booking-items.ts';

/**
 * Hand-written booking histories for the read-model tests (projectionSpecFor passes every event through the booking
 * registry, so a history that drifts from the schemas in events/src/booking.ts fails loudly).
 */
export const sar = (amount: number): Money => ({ amount, currency: 'SAR' });

/** The pure tests' booking item (testing/booking-items.ts) as the read-model histories know it: a sunset safari in March 2026. */
export function testItem(itemId: string, over: Partial<BookingItem> = {}): BookingItem {
  return bookingItem(itemId, {
    optionId: 'opt-1',
    title: { en: `Desert safari ${itemId}`, ar: `رحلة سفاري ${itemId}` },
    optionTitle: { en: 'Sunset', ar: 'الغروب' },
    slot: { experienceId: `exp-${itemId}`, optionId: 'opt-1', date: '2026-03-10', startTime: '16:00' },
    lineTotal: sar(50_000),
    supplier: { supplierId: 'sup-1', name: { en: 'Dunes Co', ar: 'شركة الكثبان' }, confirmationMode: 'instant', behaviour: 'instant' },
    cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 1440, tiers: [{ minutesBefore: 1440, penaltyPercent: 50 }] },
    location: { en: 'Riyadh', ar: 'الرياض' },
    ...over,
  });
}

export function checkoutRequested(
  bookingId: string,
  over: Partial<Extract<BookingEvent, { type: 'CheckoutRequested' }>['data']> = {},
): Extract<BookingEvent, { type: 'CheckoutRequested' }> {
  const items = over.items ?? [testItem('i1'), testItem('i2', { lineTotal: sar(30_000), discount: sar(5_000) })];
  const subtotal = sar(items.reduce((n, i) => n + i.lineTotal.amount, 0));
  const discount = sar(items.reduce((n, i) => n + i.discount.amount, 0));
  return {
    type: 'CheckoutRequested',
    data: {
      bookingId,
      orderId: `RH-${bookingId.toUpperCase()}`,
      purchaseId: `P-${bookingId}`,
      cartId: `cart-${bookingId}`,
      idempotencyKey: `idem-${bookingId}`,
      customerId: 'cust-1',
      buyer: { firstName: 'Layla', lastName: 'Haddad', email: 'Layla@Example.com', phone: { countryCode: '+966', number: '501234567' } },
      locale: 'en',
      paymentMethod: 'card',
      items,
      subtotal,
      discount,
      promoCode: discount.amount ? 'WELCOME10' : null,
      total: sar(subtotal.amount - discount.amount),
      requestedAt: '2026-03-01T10:00:00.000Z',
      ...over,
    },
  };
}

/** Minute `n` after the checkout, as an ISO time. */
export const at = (minutes: number): string => new Date(Date.parse('2026-03-01T10:00:00.000Z') + minutes * 60_000).toISOString();

/** Both items of the default checkout held for 15 minutes. */
export const heldBoth: BookingEvent = {
  type: 'ItemsHeld',
  data: {
    holds: [
      { itemId: 'i1', holdId: 'h1', expiresAt: at(15) },
      { itemId: 'i2', holdId: 'h2', expiresAt: at(15) },
    ],
    at: at(0),
  },
};
