import type { Redis } from 'ioredis';
import { buyerPhoneText } from './buyer-phone.ts';
import { bookingEvents, type BookingEvent, type PaymentMethod } from '@rihla/events/booking';
import type { LocalizedText, Money } from '@rihla/events/common';
import { readModelKeys, type DocumentProjection } from '../../platform/projection-runner.ts';
import { bookingEventTime } from './booking-event-time.ts';
import { bookingIdOfStream } from './booking-id-of-stream.ts';
import { addMoney, zeroMoney } from './money-math.ts';

/**
 * Ops work lists. Queue entries are small pointers (booking or refund id, since, what the queue is about); the
 * booking context they show (order id, buyer, items, amounts) lives once per booking in `bookings`, because an
 * entry's own events do not carry it and a projection's evolve only sees the document it changes.
 */
export type OpsQueue = 'onHold' | 'partiallyBooked' | 'refundPending' | 'refundOverdue' | 'captureRefused';
const queues: readonly OpsQueue[] = ['onHold', 'partiallyBooked', 'refundPending', 'refundOverdue', 'captureRefused'];

export interface OpsBookingItem {
  itemId: string;
  title: LocalizedText;
  date: string;
  startTime: string;
  quantity: number;
  supplierId: string;
  status: 'pending' | 'awaiting' | 'confirmed' | 'failed' | 'cancelled';
}

export interface OpsBookingDoc {
  bookingId: string;
  orderId: string;
  buyer: { name: string; email: string; phone: string };
  /** The reseller that sold it through OCTO, with its reference; null for the storefront's own bookings. */
  reseller: { resellerId: string; name: string; reference: string | null } | null;
  paymentMethod: PaymentMethod;
  total: Money;
  authorized: Money;
  captured: Money;
  refunded: Money;
  items: OpsBookingItem[];
  updatedAt: string;
}

export interface OnHoldEntry {
  bookingId: string;
  since: string;
  heldAmount: Money;
  awaitingItemIds: string[];
}
export interface PartiallyBookedEntry {
  bookingId: string;
  since: string;
  confirmedItemIds: string[];
  failedItemIds: string[];
  retryingItemIds: string[];
  /** A retry opened a payment page and e-mailed it to the buyer: nothing moves until they pay (null otherwise). */
  awaitingCustomerPaymentSince?: string | null;
}
export interface RefundPendingEntry {
  refundId: string;
  bookingId: string;
  since: string;
  amount: Money;
  reason: 'bookingFailed' | 'itemsFailed' | 'cancellation';
  itemIds: string[];
  dueBy: string;
  overdueRaisedAt: string | null;
}
/** Always also in refundPending until issued: the view takes the amount from there (RefundOverdue does not carry it). */
export interface RefundOverdueEntry {
  refundId: string;
  bookingId: string;
  since: string;
  dueBy: string;
}

/** A capture the provider refused, until a capture of the booking succeeds (or the booking fails): ops run it again. */
export interface CaptureRefusedEntry {
  bookingId: string;
  since: string;
  paymentId: string;
  amount: Money;
  /** The port's refusal code (payment_voided, amount_exceeds_authorized, payment_not_found, ...) and the provider's words. */
  code: string;
  reason: string;
}

const without = (ids: readonly string[], remove: readonly string[]) => ids.filter((id) => !remove.includes(id));

function evolveBooking(doc: OpsBookingDoc | null, event: BookingEvent): OpsBookingDoc | null {
  if (event.type === 'CheckoutRequested') {
    if (doc) return doc;
    const d = event.data;
    const zero = zeroMoney(d.total.currency);
    return {
      bookingId: d.bookingId,
      orderId: d.orderId,
      buyer: { name: `${d.buyer.firstName} ${d.buyer.lastName}`, email: d.buyer.email, phone: buyerPhoneText(d.buyer.phone) },
      reseller: d.reseller ?? null,
      paymentMethod: d.paymentMethod,
      total: d.total,
      authorized: zero,
      captured: zero,
      refunded: zero,
      items: d.items.map((i) => ({
        itemId: i.itemId,
        title: i.title,
        date: i.slot.date,
        startTime: i.slot.startTime,
        quantity: i.quantity,
        supplierId: i.supplier.supplierId,
        status: 'pending',
      })),
      updatedAt: d.requestedAt,
    };
  }
  if (doc === null) return null;
  const next = { ...doc, updatedAt: bookingEventTime(event) };
  const mark = (ids: readonly string[], status: OpsBookingItem['status']) => ({
    ...next,
    items: next.items.map((i) => (ids.includes(i.itemId) ? { ...i, status } : i)),
  });
  switch (event.type) {
    case 'ItemConfirmed':
      return mark([event.data.itemId], 'confirmed');
    case 'ItemAwaitingSupplier':
      return mark([event.data.itemId], 'awaiting');
    case 'ItemFailed':
      return mark([event.data.itemId], 'failed');
    case 'ItemRetryRequested':
      return mark([event.data.itemId], 'pending');
    case 'CancellationRequested':
      return mark(event.data.itemIds, 'cancelled');
    case 'PaymentAuthorized':
      return { ...next, authorized: event.data.amount };
    case 'PaymentCaptured':
      return { ...next, captured: addMoney(next.captured, event.data.amount) };
    case 'RefundIssued':
      return { ...next, refunded: addMoney(next.refunded, event.data.amount) };
    default:
      return next;
  }
}

function evolveOnHold(doc: OnHoldEntry | null, event: BookingEvent, bookingId: string): OnHoldEntry | null {
  switch (event.type) {
    case 'BookingOnHold':
      return { bookingId, since: doc?.since ?? event.data.at, heldAmount: event.data.heldAmount, awaitingItemIds: event.data.awaitingItemIds };
    case 'ItemConfirmed':
    case 'ItemFailed':
      return doc && { ...doc, awaitingItemIds: without(doc.awaitingItemIds, [event.data.itemId]) };
    case 'BookingConfirmed':
    case 'BookingPartiallyConfirmed':
    case 'BookingFailed':
      return null;
    default:
      return doc;
  }
}

function evolvePartiallyBooked(doc: PartiallyBookedEntry | null, event: BookingEvent, bookingId: string): PartiallyBookedEntry | null {
  switch (event.type) {
    case 'BookingPartiallyConfirmed':
      return {
        bookingId,
        since: doc?.since ?? event.data.at,
        confirmedItemIds: event.data.confirmedItemIds,
        failedItemIds: event.data.failedItemIds,
        retryingItemIds: [],
        awaitingCustomerPaymentSince: null,
      };
    case 'PaymentSessionOpened':
      return doc && doc.retryingItemIds.length > 0 ? { ...doc, awaitingCustomerPaymentSince: event.data.at } : doc;
    case 'PaymentAuthorized':
    case 'PaymentDeclined':
      return doc && { ...doc, awaitingCustomerPaymentSince: null };
    case 'ItemRetryRequested':
      return doc && (doc.failedItemIds.includes(event.data.itemId) ? { ...doc, retryingItemIds: [...without(doc.retryingItemIds, [event.data.itemId]), event.data.itemId] } : doc);
    case 'ItemFailed':
      return doc && { ...doc, retryingItemIds: without(doc.retryingItemIds, [event.data.itemId]) };
    case 'ItemConfirmed': {
      if (!doc || !doc.failedItemIds.includes(event.data.itemId)) return doc;
      const failedItemIds = without(doc.failedItemIds, [event.data.itemId]);
      if (failedItemIds.length === 0) return null;
      return { ...doc, failedItemIds, retryingItemIds: without(doc.retryingItemIds, [event.data.itemId]), confirmedItemIds: [...doc.confirmedItemIds, event.data.itemId] };
    }
    case 'CancellationRequested': {
      if (!doc) return doc;
      // Nothing left to rescue once the buyer cancelled every confirmed item.
      const confirmedItemIds = without(doc.confirmedItemIds, event.data.itemIds);
      return confirmedItemIds.length === 0 ? null : { ...doc, confirmedItemIds };
    }
    case 'BookingConfirmed':
    case 'BookingOnHold':
    case 'BookingFailed':
      return null;
    default:
      return doc;
  }
}

function evolveRefundPending(doc: RefundPendingEntry | null, event: BookingEvent, bookingId: string): RefundPendingEntry | null {
  switch (event.type) {
    case 'RefundRequested': {
      const { refundId, amount, reason, itemIds, requestedAt, dueBy } = event.data;
      return doc ?? { refundId, bookingId, since: requestedAt, amount, reason, itemIds, dueBy, overdueRaisedAt: null };
    }
    case 'RefundOverdue':
      return doc && { ...doc, overdueRaisedAt: doc.overdueRaisedAt ?? event.data.raisedAt };
    case 'RefundIssued':
      return null;
    default:
      return doc;
  }
}

function evolveRefundOverdue(doc: RefundOverdueEntry | null, event: BookingEvent, bookingId: string): RefundOverdueEntry | null {
  switch (event.type) {
    case 'RefundOverdue':
      return doc ?? { refundId: event.data.refundId, bookingId, since: event.data.raisedAt, dueBy: event.data.dueBy };
    case 'RefundIssued':
      return null;
    default:
      return doc;
  }
}

function evolveCaptureRefused(doc: CaptureRefusedEntry | null, event: BookingEvent, bookingId: string): CaptureRefusedEntry | null {
  switch (event.type) {
    case 'CaptureRefused': {
      const { paymentId, amount, code, reason, at } = event.data;
      return { bookingId, since: doc?.since ?? at, paymentId, amount, code, reason };
    }
    case 'PaymentCaptured':
    case 'BookingFailed':
      return null;
    default:
      return doc;
  }
}

const bookingQueueEvents: ReadonlySet<BookingEvent['type']> = new Set([
  'BookingOnHold',
  'BookingPartiallyConfirmed',
  'BookingConfirmed',
  'BookingFailed',
  'ItemConfirmed',
  'ItemFailed',
  'ItemRetryRequested',
  'CancellationRequested',
  'PaymentSessionOpened',
  'PaymentAuthorized',
  'PaymentDeclined',
]);

export const opsQueuesProjection: DocumentProjection<BookingEvent> = {
  name: 'ops-queues',
  // 2: bookings carry the reseller that sold them (OCTO). 3: the capture-refused queue.
  version: 3,
  collections: ['bookings', ...queues],
  handles: [...bookingEvents.types] as BookingEvent['type'][],
  registry: bookingEvents,
  targets: (event, recorded) => {
    const bookingId = bookingIdOfStream(recorded.streamName);
    if (bookingId === null) return [];
    const targets = [{ collection: 'bookings', id: bookingId }];
    if (bookingQueueEvents.has(event.type)) targets.push({ collection: 'onHold', id: bookingId }, { collection: 'partiallyBooked', id: bookingId });
    if (event.type === 'CaptureRefused' || event.type === 'PaymentCaptured' || event.type === 'BookingFailed') targets.push({ collection: 'captureRefused', id: bookingId });
    if (event.type === 'RefundRequested') targets.push({ collection: 'refundPending', id: event.data.refundId });
    if (event.type === 'RefundOverdue' || event.type === 'RefundIssued') {
      targets.push({ collection: 'refundPending', id: event.data.refundId }, { collection: 'refundOverdue', id: event.data.refundId });
    }
    return targets;
  },
  evolve: (doc, event, recorded, target) => {
    const bookingId = bookingIdOfStream(recorded.streamName) ?? '';
    switch (target.collection as 'bookings' | OpsQueue) {
      case 'bookings':
        return evolveBooking(doc as OpsBookingDoc | null, event);
      case 'onHold':
        return evolveOnHold(doc as OnHoldEntry | null, event, bookingId);
      case 'partiallyBooked':
        return evolvePartiallyBooked(doc as PartiallyBookedEntry | null, event, bookingId);
      case 'refundPending':
        return evolveRefundPending(doc as RefundPendingEntry | null, event, bookingId);
      case 'refundOverdue':
        return evolveRefundOverdue(doc as RefundOverdueEntry | null, event, bookingId);
      case 'captureRefused':
        return evolveCaptureRefused(doc as CaptureRefusedEntry | null, event, bookingId);
    }
  },
};

export type WithBooking<E> = E & { booking: OpsBookingDoc | null };
export interface OpsQueuesView {
  onHold: WithBooking<OnHoldEntry>[];
  partiallyBooked: WithBooking<PartiallyBookedEntry>[];
  refundPending: WithBooking<RefundPendingEntry>[];
  refundOverdue: WithBooking<RefundOverdueEntry & { amount: Money | null }>[];
  captureRefused: WithBooking<CaptureRefusedEntry>[];
  counts: Record<OpsQueue, number>;
}

/** Every queue, oldest entry first, each entry with its booking's context. */
export async function getOpsQueues(redis: Redis, prefix: string): Promise<OpsQueuesView> {
  const keys = readModelKeys(prefix, opsQueuesProjection.name);
  const tx = redis.multi();
  for (const q of queues) tx.hvals(keys.collection(q));
  const result = await tx.exec();
  if (!result) throw new Error('ops queues read was aborted');
  const entries = queues.map((_, i) => {
    const [err, vals] = result[i]!;
    if (err) throw err;
    return (vals as string[]).map((v) => JSON.parse(v) as unknown);
  });
  const [onHold, partiallyBooked, refundPending, overdue, captureRefused] = entries as [OnHoldEntry[], PartiallyBookedEntry[], RefundPendingEntry[], RefundOverdueEntry[], CaptureRefusedEntry[]];
  const pendingAmounts = new Map(refundPending.map((r) => [r.refundId, r.amount]));
  const refundOverdue = overdue.map((e) => ({ ...e, amount: pendingAmounts.get(e.refundId) ?? null }));
  const bookingIds = [...new Set([...onHold, ...partiallyBooked, ...refundPending, ...refundOverdue, ...captureRefused].map((e) => e.bookingId))];
  const bookings = new Map<string, OpsBookingDoc>();
  if (bookingIds.length) {
    const docs = await redis.hmget(keys.collection('bookings'), ...bookingIds);
    docs.forEach((d, i) => d !== null && bookings.set(bookingIds[i]!, JSON.parse(d) as OpsBookingDoc));
  }
  const view = <E extends { bookingId: string; since: string }>(list: E[]): WithBooking<E>[] =>
    list
      .map((e) => ({ ...e, booking: bookings.get(e.bookingId) ?? null }))
      .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.bookingId < b.bookingId ? -1 : 1));
  return {
    onHold: view(onHold),
    partiallyBooked: view(partiallyBooked),
    refundPending: view(refundPending),
    refundOverdue: view(refundOverdue),
    captureRefused: view(captureRefused),
    counts: { onHold: onHold.length, partiallyBooked: partiallyBooked.length, refundPending: refundPending.length, refundOverdue: refundOverdue.length, captureRefused: captureRefused.length },
  };
}
