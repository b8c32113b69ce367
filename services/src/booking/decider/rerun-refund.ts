import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState, RefundState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * Ops send an overdue refund to the provider again. No event records it: the refund stays the one RefundRequested
 * (same refund id, so the provider's idempotency key makes a second try refund at most once), and its RefundIssued
 * is what the ledger audits. Only a refund the watchdog raised as overdue and still not issued may be re-run.
 */
export function decideRerunRefund(state: BookingState, refundId: string): RefundState {
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', 'There is no such booking.');
  const refund = ownEntry(state.refunds, refundId);
  if (!refund) throw new BookingRuleError('bookingNotFound', `Booking ${state.bookingId} has no refund ${refundId}.`);
  if (refund.status === 'issued') throw new BookingRuleError('notRetryable', `Refund ${refundId} was already issued at the provider (${refund.providerRefundId ?? 'no reference'}).`);
  if (refund.overdueRaisedAt === null) throw new BookingRuleError('busy', `Refund ${refundId} is not overdue yet: the saga is still sending it (due by ${refund.dueBy}).`);
  if (!refund.paymentId) throw new BookingRuleError('invariant', `Refund ${refundId} names no payment to refund.`);
  return refund;
}
