import type { BookingEvent } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import { ownEntry } from '../../platform/own-entry.ts';
import type { BookingCommandOf } from './booking-command.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';

/** The authorization the saga must capture whole before booking its items (a method that cannot hold), or null. */
export function paymentToCaptureAtOnce(state: BookingState, paymentId: string | null): { paymentId: string; amount: Money } | null {
  if (state.status === 'none' || !paymentId) return null;
  const p = ownEntry(state.payments, paymentId);
  if (!p || !p.captureAtOnce || p.late || p.voided || p.captured > 0) return null;
  return { paymentId, amount: p.authorized };
}

/**
 * A method that cannot hold was captured whole as soon as it was authorized: the capture pays for every item of its
 * round (what later fails is refunded, not released). Recorded once; the amount must be the whole authorization.
 */
export function decideRecordCaptureAtOnce(command: BookingCommandOf<'RecordCaptureAtOnce'>, state: BookingState): BookingEvent[] {
  const { paymentId, captureId, amount, now } = command.data;
  if (state.status === 'none') return [];
  const due = paymentToCaptureAtOnce(state, paymentId);
  if (!due) return [];
  const p = ownEntry(state.payments, paymentId)!;
  if (amount.amount !== p.authorized.amount || amount.currency !== p.authorized.currency) {
    throw new BookingRuleError('invariant', `Payment ${paymentId} of ${state.bookingId} must be captured whole (${p.authorized.amount} ${p.authorized.currency}); ${amount.amount} ${amount.currency} was reported.`);
  }
  const round = state.rounds.find((r) => r.round === p.round);
  const itemIds = (round?.itemIds ?? []).filter((id) => ownEntry(state.items, id)?.status !== 'cancelled');
  if (itemIds.length === 0) throw new BookingRuleError('invariant', `Payment ${paymentId} of ${state.bookingId} pays for no item.`);
  return [{ type: 'PaymentCaptured', data: { captureId, paymentId, amount, itemIds, at: now } }];
}
