import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/** The provider refunded: recorded once per refund, with when it happened (the finance ledger's 24 h check). */
export function decideRecordRefund(command: BookingCommandOf<'RecordRefund'>, state: BookingState): BookingEvent[] {
  const { refundId, providerRefundId, now } = command.data;
  if (state.status === 'none') return [];
  const refund = ownEntry(state.refunds, refundId);
  if (!refund || refund.status === 'issued') return [];
  return [{ type: 'RefundIssued', data: { refundId, providerRefundId, amount: refund.amount, issuedAt: now } }];
}
