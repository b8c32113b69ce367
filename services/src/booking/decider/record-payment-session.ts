import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { currentRound, roundItems, sumMoney, type BookingState, type ItemState } from './booking-state.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import { roundOutcome } from './round-outcome.ts';

/**
 * The provider opened the round's hosted payment page, for exactly the value of the round's held items; or it
 * refused for good, which ends the round as an expired session would (nothing was authorized, the seats go back).
 */
export function decideRecordPaymentSession(command: BookingCommandOf<'RecordPaymentSession'>, state: BookingState): BookingEvent[] {
  const { round, result, now } = command.data;
  if (state.status !== 'awaitingPayment') return [];
  const r = currentRound(state);
  if (r.round !== round || r.sessionId !== null) return [];
  const held = roundItems(state, r).filter((i) => i.status === 'held');
  if (result.kind === 'failed') {
    const heldIds = new Set(held.map((i) => i.item.itemId));
    const items: Record<string, ItemState> = {};
    for (const [id, i] of Object.entries(state.items)) items[id] = heldIds.has(id) ? { ...i, status: 'failed', failureReason: 'sessionExpired' } : i;
    return [roundOutcome({ ...state, items }, 'sessionExpired', now)];
  }
  const expected = sumMoney(
    held.map((i) => i.value),
    state.checkout.total.currency,
  );
  if (result.amount.amount !== expected.amount || result.amount.currency !== expected.currency) {
    throw new BookingRuleError('invariant', `A payment session for ${result.amount.amount} ${result.amount.currency} does not match the held items' ${expected.amount} ${expected.currency}.`);
  }
  return [{ type: 'PaymentSessionOpened', data: { sessionId: result.sessionId, redirectUrl: result.redirectUrl, amount: result.amount, at: now } }];
}
