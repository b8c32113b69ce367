import { REFUND_WINDOW_MS, bookingEvents, type BookingEvent } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import type { DocumentProjection } from '../../platform/projection-runner.ts';
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
