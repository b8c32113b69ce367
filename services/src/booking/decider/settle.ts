import { REFUND_WINDOW_MS, type BookingEvent } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import type { BookingCommandOf } from './booking-command.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import { currentRound, roundAnswered, roundItems, sumMoney, type BookingState, type ExistingBooking } from './booking-state.ts';
import { roundOutcome } from './round-outcome.ts';
import { ownEntry } from '../../platform/own-entry.ts';

export interface SettlementPlan {
  round: number;
  /** Exactly the round's confirmed items, on the round's authorization. */
  capture: { paymentId: string; amount: Money; itemIds: string[] } | null;
  /** The rest of the authorization goes back to the card. */
  voidPaymentId: string | null;
  releasedAmount: Money | null;
  /** A payment captured whole at once (it could not hold): the failed items' value goes back as a refund instead. */
  refund: { paymentId: string; amount: Money; itemIds: string[] } | null;
}

function settleable(state: BookingState, round: number): state is Extract<ExistingBooking, { status: 'confirming' | 'onHold' }> {
  if (state.status !== 'confirming' && state.status !== 'onHold') return false;
  const r = currentRound(state);
  if (r.round !== round || r.settled || !roundAnswered(state, r)) return false;
  return !roundItems(state, r).some((i) => i.status === 'awaiting');
}

/**
 * What settling the round does with the money, or null when there is nothing to settle (a supplier still has to
 * answer, or the round already has its outcome). Capture never exceeds the confirmed items' value and never
 * happens without an authorization.
 */
export function planSettlement(state: BookingState, round: number): SettlementPlan | null {
  if (!settleable(state, round)) return null;
  const r = currentRound(state);
  const payment = r.paymentId ? ownEntry(state.payments, r.paymentId) : undefined;
  if (!payment || payment.voided) return { round, capture: null, voidPaymentId: null, releasedAmount: null, refund: null };
  // Captured whole as soon as it was authorized (capture-at-once); not yet: there is nothing to settle before it is.
  if (payment.captureAtOnce && payment.captured === 0) return null;
  const confirmed = roundItems(state, r).filter((i) => i.status === 'confirmed' && i.capturedBy === null);
  const amount = sumMoney(
    confirmed.map((i) => i.value),
    payment.authorized.currency,
  );
  const uncaptured = payment.authorized.amount - payment.captured;
  if (amount.amount > uncaptured) {
    throw new BookingRuleError('invariant', `Round ${round} of ${state.bookingId} would capture ${amount.amount} but only ${uncaptured} is authorized and uncaptured.`);
  }
  const left = uncaptured - amount.amount;
  const paidNotBooked = roundItems(state, r).filter((i) => i.status === 'failed' && i.capturedBy === payment.paymentId);
  const refund = sumMoney(
    paidNotBooked.map((i) => i.value),
    payment.authorized.currency,
  );
  return {
    round,
    capture: amount.amount > 0 ? { paymentId: payment.paymentId, amount, itemIds: confirmed.map((i) => i.item.itemId) } : null,
    voidPaymentId: left > 0 ? payment.paymentId : null,
    releasedAmount: left > 0 ? { amount: left, currency: payment.authorized.currency } : null,
    refund: refund.amount > 0 ? { paymentId: payment.paymentId, amount: refund, itemIds: paidNotBooked.map((i) => i.item.itemId) } : null,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * Records the money the settle job moved (exactly the plan) and the round's one outcome. Money captured at once for
 * items that failed is requested back (RefundRequested, due within the spec's 24 h; the refund job sends it).
 */
export function decideSettle(command: BookingCommandOf<'Settle'>, state: BookingState): BookingEvent[] {
  const { round, capture, voided, now } = command.data;
  const plan = planSettlement(state, round);
  if (!plan || state.status === 'none') return [];
  const planned = plan.capture;
  if (
    (planned === null) !== (capture === null) ||
    (planned && capture && (planned.paymentId !== capture.paymentId || planned.amount.amount !== capture.amount.amount || !sameIds(planned.itemIds, capture.itemIds)))
  ) {
    throw new BookingRuleError('invariant', `The capture reported for round ${round} of ${state.bookingId} is not the confirmed items' value.`);
  }
  if ((plan.voidPaymentId === null) !== (voided === null) || (voided && (voided.paymentId !== plan.voidPaymentId || voided.releasedAmount.amount !== plan.releasedAmount?.amount))) {
    throw new BookingRuleError('invariant', `The void reported for round ${round} of ${state.bookingId} does not release the uncaptured rest.`);
  }
  const events: BookingEvent[] = [];
  if (capture) events.push({ type: 'PaymentCaptured', data: { captureId: capture.captureId, paymentId: capture.paymentId, amount: capture.amount, itemIds: capture.itemIds, at: now } });
  if (voided) events.push({ type: 'PaymentVoided', data: { paymentId: voided.paymentId, releasedAmount: voided.releasedAmount, at: now } });
  const outcome = roundOutcome(state, 'allItemsFailed', now, plan.refund !== null);
  if (plan.refund) {
    const dueBy = new Date(Date.parse(now) + REFUND_WINDOW_MS).toISOString();
    const reason = outcome.type === 'BookingFailed' ? 'bookingFailed' : 'itemsFailed';
    events.push({ type: 'RefundRequested', data: { refundId: `${state.bookingId}-refund-${state.refundOrder.length + 1}`, ...plan.refund, reason, requestedAt: now, dueBy } });
  }
  events.push(outcome);
  return events;
}
