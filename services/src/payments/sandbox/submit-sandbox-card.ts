import { PaymentProviderError } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { sessionRowOf } from './sandbox-session-row.ts';
import { settleSession, type CardResult } from './settle-session.ts';
import { isLuhnValid, normalizeCardNumber } from './test-cards.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';

/** The hosted page's card submission: one per open, unexpired session, settled in one transaction. */
export function submitSandboxCard(db: LedgerDatabase, outbox: WebhookOutbox, sessionId: string, cardNumber: string, at: Date): CardResult {
  const digits = normalizeCardNumber(cardNumber);
  if (!isLuhnValid(digits)) throw new PaymentProviderError('invalid_card', 'The card number is not valid.');
  const tx = db.transaction(() => {
    const s = sessionRowOf(db, sessionId);
    if (!s) throw new PaymentProviderError('session_not_found', `There is no payment session ${sessionId}.`);
    if (s.status !== 'open') throw new PaymentProviderError('session_completed', `Payment session ${sessionId} was already completed (${s.status}).`);
    if (at.getTime() >= Date.parse(s.expires_at)) throw new PaymentProviderError('session_expired', `Payment session ${sessionId} expired at ${s.expires_at}.`);
    return settleSession(db, outbox, s, digits, at);
  });
  return tx.immediate();
}
