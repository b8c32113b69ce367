import type { PaymentProvider } from '../payment-provider.ts';
import { runIdempotent } from './idempotency.ts';
import { insertSession } from './insert-session.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { sessionRowOf, type SessionRow } from './sandbox-session-row.ts';
import { settleSession } from './settle-session.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';

export interface OpenSandboxSessionDeps {
  db: LedgerDatabase;
  outbox: WebhookOutbox;
  /** Where the hosted page is served, without a trailing slash. */
  baseUrl: string;
  sessionTtlMs: number;
  returnOrigins?: readonly string[] | undefined;
  /** Authorizes the session with the success card as it opens (benchmarks, scripted tests). */
  autoApprove: boolean;
  /** Sends a queued webhook once the caller has its answer. */
  kickDelivery: (eventId: string) => void;
}

/** openSession of the sandbox: records the session once per idempotency key and answers its hosted page's url. */
export function openSandboxSession(deps: OpenSandboxSessionDeps, i: Parameters<PaymentProvider['openSession']>[0], at: Date) {
  const { db } = deps;
  const request = { bookingId: i.bookingId, amount: { amount: i.amount.amount, currency: i.amount.currency }, returnUrl: i.returnUrl, customerEmail: i.customerEmail ?? null };
  let autoEventId: string | undefined;
  const result = runIdempotent(db, i.idempotencyKey, 'openSession', request, at, () => {
    const sessionId = insertSession(db, i, at, { ttlMs: deps.sessionTtlMs, ...(deps.returnOrigins ? { returnOrigins: deps.returnOrigins } : {}) });
    if (deps.autoApprove) autoEventId = settleSession(db, deps.outbox, sessionRowOf(db, sessionId) as SessionRow, '4242424242424242', at).eventId;
    // The payer lands on the page in their own language (it can still be switched there).
    return { sessionId, redirectUrl: `${deps.baseUrl}/psp/checkout/${sessionId}${i.locale === 'ar' ? '?lang=ar' : ''}` };
  });
  if (autoEventId) deps.kickDelivery(autoEventId);
  return result;
}
