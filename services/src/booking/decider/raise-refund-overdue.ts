import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/** How long before the 24 h deadline the watchdog tells ops that a refund is still not issued. */
export const REFUND_OVERDUE_WARNING_MS = 2 * 60 * 60 * 1000;

/** The watchdog: a refund still not issued this close to its deadline goes to the ops queue, once. */
export function decideRaiseRefundOverdue(command: BookingCommandOf<'RaiseRefundOverdue'>, state: BookingState): BookingEvent[] {
  const { refundId, now } = command.data;
  if (state.status === 'none') return [];
  const refund = ownEntry(state.refunds, refundId);
  if (!refund || refund.status === 'issued' || refund.overdueRaisedAt !== null) return [];
  if (Date.parse(now) < Date.parse(refund.dueBy) - REFUND_OVERDUE_WARNING_MS) return [];
  return [{ type: 'RefundOverdue', data: { refundId, dueBy: refund.dueBy, raisedAt: now } }];
}
