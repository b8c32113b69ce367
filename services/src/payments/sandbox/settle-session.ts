import type { DeclineReason, PaymentWebhookEvent } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { sandboxId, withSessionParam, type SessionRow } from './sandbox-session-row.ts';
import { decideCard, methodOfCard } from './test-cards.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';

/** The bank's answer to a card on the hosted page. */
export interface CardResult {
  sessionId: string;
  outcome: 'authorized' | 'declined';
  declineReason: DeclineReason | null;
  paymentId: string | null;
  /** The webhook announcing this result, already in the outbox. */
  eventId: string;
  /** The merchant's returnUrl with ?session=<id>, where the browser goes next. */
  returnUrl: string;
}

/** Records the bank's answer for an open session and queues its webhook, in the caller's transaction. */
export function settleSession(db: LedgerDatabase, outbox: WebhookOutbox, s: SessionRow, digits: string, at: Date): CardResult {
  const decision = decideCard(digits);
  const paymentId = decision.outcome === 'authorized' ? sandboxId('pay') : null;
  const method = methodOfCard(digits);
  if (paymentId) {
    db.prepare("INSERT INTO payments (payment_id, session_id, booking_id, currency, authorized, status, card_last4, method, created_at) VALUES (?, ?, ?, ?, ?, 'authorized', ?, ?, ?)").run(
      paymentId,
      s.session_id,
      s.booking_id,
      s.currency,
      s.amount,
      digits.slice(-4),
      method,
      at.toISOString(),
    );
  }
  const declineReason = decision.outcome === 'declined' ? decision.reason : null;
  db.prepare('UPDATE sessions SET status = ?, decline_reason = ?, payment_id = ?, completed_at = ? WHERE session_id = ?').run(
    decision.outcome,
    declineReason,
    paymentId,
    at.toISOString(),
    s.session_id,
  );
  const event: PaymentWebhookEvent = {
    eventId: sandboxId('evt'),
    type: decision.outcome === 'authorized' ? 'payment.authorized' : 'payment.declined',
    sessionId: s.session_id,
    bookingId: s.booking_id,
    paymentId,
    amount: { amount: s.amount, currency: s.currency },
    ...(declineReason ? { declineReason } : {}),
    ...(paymentId ? { paymentMethod: method } : {}),
    occurredAt: at.toISOString(),
  };
  outbox.enqueue(event);
  return { sessionId: s.session_id, outcome: decision.outcome, declineReason, paymentId, eventId: event.eventId, returnUrl: withSessionParam(s.return_url, s.session_id) };
}
