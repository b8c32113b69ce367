import type { BookingEvent } from '@rihla/events/booking';
import { currentRound, type BookingData, type BookingState, type ExistingBooking } from './booking-state.ts';
import { withCurrentRound, withItems } from './booking-data-edits.ts';
import { ownEntry } from '../../platform/own-entry.ts';
import { unreachable } from '../../platform/unreachable.ts';

/** Which payment an event without a paymentId (written before the field existed) belongs to: the current round's. */
const paymentIdOf = (b: BookingData, paymentId: string | undefined): string | null => paymentId ?? currentRound(b).paymentId;

/** A booking's payment sessions and payments after a payment event (`b`: the booking's data, taken from `state`). */
export function evolvePayment(state: ExistingBooking, b: BookingData, event: Extract<BookingEvent, { type: 'PaymentSessionOpened' | 'PaymentAuthorized' | 'PaymentDeclined' | 'PaymentCaptured' | 'CaptureRefused' | 'PaymentVoided' }>): BookingState {
  switch (event.type) {
    case 'PaymentSessionOpened': {
      const round = currentRound(b);
      const session = { sessionId: event.data.sessionId, round: round.round, amount: event.data.amount, redirectUrl: event.data.redirectUrl, openedAt: event.data.at, status: 'pending' as const, paymentId: null };
      return { ...state, sessions: { ...b.sessions, [session.sessionId]: session }, rounds: withCurrentRound(b, (r) => ({ ...r, sessionId: session.sessionId })) };
    }
    case 'PaymentAuthorized': {
      const { sessionId, paymentId, amount } = event.data;
      const session = ownEntry(b.sessions, sessionId);
      const round = currentRound(b);
      const current = state.status === 'awaitingPayment' && round.sessionId === sessionId;
      const sessions = session ? { ...b.sessions, [sessionId]: { ...session, status: 'authorized' as const, paymentId } } : b.sessions;
      const payment = {
        paymentId,
        sessionId,
        round: session?.round ?? round.round,
        authorized: amount,
        captured: 0,
        refunded: 0,
        voided: false,
        late: !current,
        captureAtOnce: event.data.captureAtOnce ?? false,
      };
      const next = { ...b, sessions, payments: { ...b.payments, [paymentId]: payment } };
      if (!current) return { ...state, ...next };
      return { status: 'confirming', ...next, rounds: withCurrentRound(next, (r) => ({ ...r, paymentId })) };
    }
    case 'PaymentDeclined': {
      const session = ownEntry(b.sessions, event.data.sessionId);
      const sessions = session ? { ...b.sessions, [session.sessionId]: { ...session, status: 'declined' as const } } : b.sessions;
      const round = currentRound(b);
      const reason = event.data.reason === 'expired' ? ('sessionExpired' as const) : ('paymentDeclined' as const);
      // The round's items lose their chance; the outcome event that follows in the same append says what the booking is now.
      const items = round.sessionId === event.data.sessionId ? withItems(b, round.itemIds, (i) => (i.status === 'held' ? { ...i, status: 'failed', failureReason: reason } : i)) : b.items;
      return { ...state, sessions, items };
    }
    case 'PaymentCaptured': {
      const paymentId = paymentIdOf(b, event.data.paymentId);
      const payment = paymentId ? ownEntry(b.payments, paymentId) : undefined;
      const payments = payment ? { ...b.payments, [payment.paymentId]: { ...payment, captured: payment.captured + event.data.amount.amount, captureRefused: null } } : b.payments;
      return { ...state, payments, items: withItems(b, event.data.itemIds, (i) => ({ ...i, capturedBy: paymentId })) };
    }
    case 'CaptureRefused': {
      const payment = ownEntry(b.payments, event.data.paymentId);
      return payment ? { ...state, payments: { ...b.payments, [payment.paymentId]: { ...payment, captureRefused: { code: event.data.code, step: event.data.step, round: event.data.round } } } } : state;
    }
    case 'PaymentVoided': {
      const paymentId = paymentIdOf(b, event.data.paymentId);
      const payment = paymentId ? ownEntry(b.payments, paymentId) : undefined;
      return payment ? { ...state, payments: { ...b.payments, [payment.paymentId]: { ...payment, voided: true } } } : state;
    }
    default:
      return unreachable(event);
  }
}
