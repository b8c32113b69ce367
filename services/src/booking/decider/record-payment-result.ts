import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import { currentRound, type BookingState } from './booking-state.ts';
import { evolveBooking } from './evolve-booking.ts';
import { roundOutcome } from './round-outcome.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * The provider's verified webhook. An authorization is a fact even when it comes late (the session had already
 * expired here): it is recorded so the saga can void it. A decline ends the current round: at checkout the booking
 * fails ('Try Again'); in a retry the retried items fail again and the booking keeps what it had.
 * A result already recorded for the session is a redelivery: nothing new.
 */
export function decideRecordPaymentResult(command: BookingCommandOf<'RecordPaymentResult'>, state: BookingState): BookingEvent[] {
  const { sessionId, outcome, paymentId, amount, declineReason, captureAtOnce, now } = command.data;
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', 'There is no such booking.');
  const session = ownEntry(state.sessions, sessionId);
  if (!session) throw new BookingRuleError('unknownSession', `Booking ${state.bookingId} has no payment session ${sessionId} (yet).`);
  if (session.status === 'authorized') return [];
  if (outcome === 'authorized') {
    // Also after the session was given up here (expired): the money is held at the provider and must be voided.
    if (!paymentId) throw new BookingRuleError('invariant', `An authorization for session ${sessionId} came without a payment id.`);
    if (amount.amount !== session.amount.amount || amount.currency !== session.amount.currency) {
      throw new BookingRuleError('invariant', `Session ${sessionId} was opened for ${session.amount.amount} ${session.amount.currency} but ${amount.amount} ${amount.currency} was authorized.`);
    }
    return [{ type: 'PaymentAuthorized', data: { paymentId, sessionId, amount, ...(captureAtOnce ? { captureAtOnce } : {}), at: now } }];
  }
  if (session.status !== 'pending' || state.status !== 'awaitingPayment' || currentRound(state).sessionId !== sessionId) return [];
  const declined: BookingEvent = { type: 'PaymentDeclined', data: { sessionId, reason: declineReason ?? 'card_declined', at: now } };
  const after = evolveBooking(state, declined);
  if (after.status === 'none') return [];
  return [declined, roundOutcome(after, 'paymentDeclined', now)];
}
