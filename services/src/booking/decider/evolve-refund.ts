import type { BookingEvent } from '@rihla/events/booking';
import type { BookingData, BookingState, ExistingBooking } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';
import { unreachable } from '../../platform/unreachable.ts';

/** A booking's refunds after a refund event (`b`: the booking's data, taken from `state`). */
export function evolveRefund(state: ExistingBooking, b: BookingData, event: Extract<BookingEvent, { type: 'RefundRequested' | 'RefundIssued' | 'RefundOverdue' }>): BookingState {
  switch (event.type) {
    case 'RefundRequested': {
      const d = event.data;
      const paymentId = d.paymentId ?? Object.values(b.payments).find((p) => p.captured > 0)?.paymentId ?? null;
      const refund = { refundId: d.refundId, paymentId, amount: d.amount, itemIds: d.itemIds, requestedAt: d.requestedAt, dueBy: d.dueBy, status: 'requested' as const, providerRefundId: null, overdueRaisedAt: null };
      const payment = paymentId ? ownEntry(b.payments, paymentId) : undefined;
      const payments = payment ? { ...b.payments, [payment.paymentId]: { ...payment, refunded: payment.refunded + d.amount.amount } } : b.payments;
      return { ...state, payments, refunds: { ...b.refunds, [d.refundId]: refund }, refundOrder: [...b.refundOrder, d.refundId] };
    }
    case 'RefundIssued': {
      const refund = ownEntry(b.refunds, event.data.refundId);
      if (!refund) return state;
      return { ...state, refunds: { ...b.refunds, [refund.refundId]: { ...refund, status: 'issued', providerRefundId: event.data.providerRefundId } } };
    }
    case 'RefundOverdue': {
      const refund = ownEntry(b.refunds, event.data.refundId);
      if (!refund) return state;
      return { ...state, refunds: { ...b.refunds, [refund.refundId]: { ...refund, overdueRaisedAt: event.data.raisedAt } } };
    }
    default:
      return unreachable(event);
  }
}
