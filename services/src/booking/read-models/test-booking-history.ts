import { bookingEvents, bookingStream, type BookingEvent, type BookingItem } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import type { RecordedEvent } from '../../platform/eventstore/port.ts';
import type { DocumentProjection } from '../../platform/projection-runner.ts';

/**
 * Hand-written booking histories for the read-model tests. Every event goes through the booking registry, so a
 * history that drifts from the schemas in events/src/booking.ts fails loudly instead of testing a fiction.
 */
export const sar = (amount: number): Money => ({ amount, currency: 'SAR' });

export function testItem(itemId: string, over: Partial<BookingItem> = {}): BookingItem {
  return {
    itemId,
    experienceId: `exp-${itemId}`,
    optionId: 'opt-1',
    title: { en: `Desert safari ${itemId}`, ar: `رحلة سفاري ${itemId}` },
    optionTitle: { en: 'Sunset', ar: 'الغروب' },
    slot: { experienceId: `exp-${itemId}`, optionId: 'opt-1', date: '2026-03-10', startTime: '16:00' },
    timeZone: 'Asia/Riyadh',
    capacity: 10,
    quantity: 2,
    participants: { adult: 2, child: 0, infant: 0 },
    extras: [],
    pickup: null,
    lineTotal: sar(50_000),
    discount: sar(0),
    supplier: { supplierId: 'sup-1', name: { en: 'Dunes Co', ar: 'شركة الكثبان' }, confirmationMode: 'instant', behaviour: 'instant' },
    cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 1440, tiers: [{ minutesBefore: 1440, penaltyPercent: 50 }] },
    location: { en: 'Riyadh', ar: 'الرياض' },
    ...over,
  };
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

/** Records a booking's events as the store would: revisions in order, global positions continuing from `firstPosition`. */
export function recordHistory(bookingId: string, events: BookingEvent[], firstPosition = 0): RecordedEvent[] {
  return events.map((e, revision) => {
    const raw = bookingEvents.serialize(e);
    return {
      id: `${bookingId}-${revision}`,
      type: raw.type,
      data: raw.data,
      metadata: raw.metadata,
      streamName: bookingStream(bookingId),
      revision,
      position: firstPosition + revision,
      recordedAt: '2026-03-01T10:00:00.000Z',
    };
  });
}

/** What the projection runner would store, folded in memory: `collection/id` -> document. */
export function foldProjection<E extends { type: string; data: unknown }>(projection: DocumentProjection<E>, recorded: RecordedEvent[]): Record<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const r of recorded) {
    if (!projection.handles.includes(r.type as E['type'])) continue;
    const event = projection.registry.parse(r);
    for (const target of projection.targets(event, r)) {
      const k = `${target.collection}/${target.id}`;
      const next = projection.evolve(docs.get(k) ?? null, event, r, target) ?? null;
      if (next === null) docs.delete(k);
      else docs.set(k, next);
    }
  }
  return Object.fromEntries([...docs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
