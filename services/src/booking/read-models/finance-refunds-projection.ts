import type { Redis } from 'ioredis';
import { REFUND_WINDOW_MS, bookingEvents, type BookingEvent } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import { readModelKeys, type DocumentProjection } from '../../platform/projection-runner.ts';
import { bookingIdOfStream } from './booking-id-of-stream.ts';

/** The order a refund belongs to; refund events name only their booking (by stream). */
export interface RefundOrderDoc {
  bookingId: string;
  orderId: string;
  purchaseId: string;
  customerId: string | null;
  buyer: { name: string; email: string };
  /** The reseller that sold the booking through OCTO; null for the storefront's own. */
  reseller: { resellerId: string; name: string; reference: string | null } | null;
}

type CheckoutData = Extract<BookingEvent, { type: 'CheckoutRequested' }>['data'];

/** The order a refund belongs to, from its checkout: the one shape the read model and the log audit share. */
export const refundOrderOf = (d: CheckoutData): RefundOrderDoc => ({
  bookingId: d.bookingId,
  orderId: d.orderId,
  purchaseId: d.purchaseId,
  customerId: d.customerId,
  buyer: { name: `${d.buyer.firstName} ${d.buyer.lastName}`, email: d.buyer.email },
  reseller: d.reseller ?? null,
});

export interface RefundLedgerDoc {
  refundId: string;
  bookingId: string;
  reason: 'bookingFailed' | 'itemsFailed' | 'cancellation';
  itemIds: string[];
  amount: Money;
  requestedAt: string;
  dueBy: string;
  issuedAt: string | null;
  issuedAmount: Money | null;
  providerRefundId: string | null;
  /** issuedAt - requestedAt. */
  durationMs: number | null;
  /** Issued within the spec's 24 h promise; null while pending. */
  withinWindow: boolean | null;
  /** When the watchdog warned ops that the deadline was near or passed. */
  overdueRaisedAt: string | null;
}

const ms = (iso: string) => new Date(iso).getTime();

export function evolveRefund(doc: RefundLedgerDoc | null, event: BookingEvent, bookingId: string): RefundLedgerDoc | null {
  switch (event.type) {
    case 'RefundRequested': {
      if (doc) return doc;
      const { refundId, reason, itemIds, amount, requestedAt, dueBy } = event.data;
      return {
        refundId,
        bookingId,
        reason,
        itemIds,
        amount,
        requestedAt,
        dueBy,
        issuedAt: null,
        issuedAmount: null,
        providerRefundId: null,
        durationMs: null,
        withinWindow: null,
        overdueRaisedAt: null,
      };
    }
    case 'RefundIssued': {
      if (!doc || doc.issuedAt !== null) return doc;
      const durationMs = ms(event.data.issuedAt) - ms(doc.requestedAt);
      return {
        ...doc,
        issuedAt: event.data.issuedAt,
        issuedAmount: event.data.amount,
        providerRefundId: event.data.providerRefundId,
        durationMs,
        withinWindow: durationMs <= REFUND_WINDOW_MS,
      };
    }
    case 'RefundOverdue':
      return doc && { ...doc, overdueRaisedAt: doc.overdueRaisedAt ?? event.data.raisedAt };
    default:
      return doc;
  }
}

export const financeRefundLedgerProjection: DocumentProjection<BookingEvent> = {
  name: 'finance-refunds',
  // 2: orders name the reseller that sold them (OCTO).
  version: 2,
  collections: ['orders', 'refunds'],
  handles: ['CheckoutRequested', 'RefundRequested', 'RefundIssued', 'RefundOverdue'],
  registry: bookingEvents,
  targets: (event, recorded) => {
    const bookingId = bookingIdOfStream(recorded.streamName);
    if (bookingId === null) return [];
    switch (event.type) {
      case 'CheckoutRequested':
        return [{ collection: 'orders', id: bookingId }];
      case 'RefundRequested':
      case 'RefundIssued':
      case 'RefundOverdue':
        return [{ collection: 'refunds', id: event.data.refundId }];
      default:
        return [];
    }
  },
  evolve: (doc, event, recorded, target) => {
    if (target.collection === 'orders') {
      if (doc || event.type !== 'CheckoutRequested') return doc;
      return refundOrderOf(event.data);
    }
    return evolveRefund(doc as RefundLedgerDoc | null, event, bookingIdOfStream(recorded.streamName) ?? '');
  },
};

export type RefundLedgerEntry = RefundLedgerDoc & {
  order: RefundOrderDoc | null;
  status: 'pending' | 'issued';
  /** Issued after its 24 h, or still pending past them at the time of the query. */
  overdue: boolean;
};

export interface RefundTotals {
  currency: Money['currency'];
  count: number;
  requested: number;
  issued: number;
  pending: number;
  issuedCount: number;
  pendingCount: number;
  issuedWithinWindow: number;
  issuedLate: number;
  pendingOverdue: number;
  /** Watchdog alarms raised. */
  overdueRaised: number;
  maxDurationMs: number | null;
}

export interface RefundLedgerView {
  refunds: RefundLedgerEntry[];
  totals: RefundTotals[];
}

/** Every refund, oldest request first, with per-currency totals. `now` judges pending refunds against their 24 h. */
export async function getRefundLedger(redis: Redis, prefix: string, opts: { now: Date }): Promise<RefundLedgerView> {
  const keys = readModelKeys(prefix, financeRefundLedgerProjection.name);
  const docs = (await redis.hvals(keys.collection('refunds'))).map((v) => JSON.parse(v) as RefundLedgerDoc);
  const bookingIds = [...new Set(docs.map((d) => d.bookingId))];
  const orders = new Map<string, RefundOrderDoc>();
  if (bookingIds.length) {
    const raw = await redis.hmget(keys.collection('orders'), ...bookingIds);
    raw.forEach((o, i) => o !== null && orders.set(bookingIds[i]!, JSON.parse(o) as RefundOrderDoc));
  }
  const now = opts.now.getTime();
  const refunds: RefundLedgerEntry[] = docs
    .map((d) => ({
      ...d,
      order: orders.get(d.bookingId) ?? null,
      status: d.issuedAt === null ? ('pending' as const) : ('issued' as const),
      overdue: d.withinWindow === null ? now - ms(d.requestedAt) > REFUND_WINDOW_MS : !d.withinWindow,
    }))
    .sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : a.refundId < b.refundId ? -1 : 1));

  const totals = new Map<string, RefundTotals>();
  for (const r of refunds) {
    const currency = r.amount.currency;
    const t = totals.get(currency) ?? {
      currency,
      count: 0,
      requested: 0,
      issued: 0,
      pending: 0,
      issuedCount: 0,
      pendingCount: 0,
      issuedWithinWindow: 0,
      issuedLate: 0,
      pendingOverdue: 0,
      overdueRaised: 0,
      maxDurationMs: null,
    };
    t.count += 1;
    t.requested += r.amount.amount;
    if (r.overdueRaisedAt) t.overdueRaised += 1;
    if (r.status === 'issued') {
      t.issuedCount += 1;
      t.issued += r.issuedAmount?.amount ?? 0;
      if (r.withinWindow) t.issuedWithinWindow += 1;
      else t.issuedLate += 1;
      t.maxDurationMs = Math.max(t.maxDurationMs ?? 0, r.durationMs ?? 0);
    } else {
      t.pendingCount += 1;
      t.pending += r.amount.amount;
      if (r.overdue) t.pendingOverdue += 1;
    }
    totals.set(currency, t);
  }
  return { refunds, totals: [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)) };
}
