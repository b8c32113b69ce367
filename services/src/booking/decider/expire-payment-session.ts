import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { currentRound, type BookingState } from './booking-state.ts';
import { evolveBooking } from './evolve-booking.ts';
import { roundOutcome } from './round-outcome.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * The session's timer: the buyer never paid (or the answer never came). The round ends as declined with reason
 * 'expired'; an authorization that still arrives later is recorded as late and voided.
 */
export function decideExpirePaymentSession(command: BookingCommandOf<'ExpirePaymentSession'>, state: BookingState): BookingEvent[] {
  const { sessionId, now } = command.data;
  if (state.status !== 'awaitingPayment') return [];
  const session = ownEntry(state.sessions, sessionId);
  if (!session || session.status !== 'pending' || currentRound(state).sessionId !== sessionId) return [];
  const declined: BookingEvent = { type: 'PaymentDeclined', data: { sessionId, reason: 'expired', at: now } };
  const after = evolveBooking(state, declined);
  if (after.status === 'none') return [];
  return [declined, roundOutcome(after, 'sessionExpired', now)];
}
