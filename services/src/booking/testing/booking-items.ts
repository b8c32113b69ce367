import type { BookingEvent, BookingItem } from '@rihla/events/booking';
import type { BookingCommand } from '../decider/booking-command.ts';

/** A booking item for pure tests: 100.00 SAR (10 000 minor units) before discount, in Riyadh on 2030-01-08 09:00. */
export function bookingItem(itemId: string, o: Partial<BookingItem> = {}): BookingItem {
  const text = (en: string) => ({ en, ar: `${en} (ar)` });
  return {
    itemId,
    experienceId: `exp-${itemId}`,
    optionId: 'std',
    title: text(`Experience ${itemId}`),
    optionTitle: text('Standard'),
    slot: { experienceId: `exp-${itemId}`, optionId: 'std', date: '2030-01-08', startTime: '09:00' },
    timeZone: 'Asia/Riyadh',
    capacity: 10,
    quantity: 2,
    participants: { adult: 2, child: 0, infant: 0 },
    extras: [],
    pickup: null,
    lineTotal: { amount: 10_000, currency: 'SAR' },
    discount: { amount: 0, currency: 'SAR' },
    supplier: { supplierId: 'sup-1', name: text('Sands Tours'), confirmationMode: 'instant', behaviour: 'instant' },
    cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 2880, tiers: [{ minutesBefore: 2880, penaltyPercent: 25 }] },
    location: text('Meeting point'),
    ...o,
  };
}

export function checkoutCommand(items: BookingItem[], o: { paymentMethod?: 'card' | 'payLater'; bookingId?: string; now?: string } = {}): BookingCommand {
  const total = items.reduce((n, i) => n + i.lineTotal.amount - i.discount.amount, 0);
  const discount = items.reduce((n, i) => n + i.discount.amount, 0);
  const bookingId = o.bookingId ?? 'bk1';
  return {
    type: 'RequestCheckout',
    data: {
      bookingId,
      orderId: 'RH-TEST01',
      purchaseId: 'PU-TEST000001',
      cartId: 'cart1',
      idempotencyKey: 'key-0001',
      customerId: null,
      buyer: { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' } },
      locale: 'en',
      paymentMethod: o.paymentMethod ?? 'card',
      items,
      subtotal: { amount: total + discount, currency: 'SAR' },
      discount: { amount: discount, currency: 'SAR' },
      promoCode: null,
      total: { amount: total, currency: 'SAR' },
      ...(o.paymentMethod === 'payLater' ? {} : { returnUrl: 'https://shop.example/checkout/result' }),
      now: o.now ?? '2030-01-06T06:00:00.000Z',
    },
  };
}

/** The event the checkout command above decides: the same data, `now` recorded as `requestedAt`. */
export function checkoutRequestedOf(items: BookingItem[], o: Parameters<typeof checkoutCommand>[1] = {}): Extract<BookingEvent, { type: 'CheckoutRequested' }> {
  const { data } = checkoutCommand(items, o) as Extract<BookingCommand, { type: 'RequestCheckout' }>;
  const { now, ...rest } = data;
  return { type: 'CheckoutRequested', data: { ...rest, requestedAt: now } };
}
