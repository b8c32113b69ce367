import type { Money } from '@rihla/events/common';
import type { Logger } from '../../platform/log.ts';
import { WebhookRejectedError, paymentWebhookEvent, type DeclineReason, type PaymentProvider, PaymentProviderError } from '../payment-provider.ts';
import { runIdempotent } from './idempotency.ts';
import { insertSession } from './insert-session.ts';
import { openLedgerDatabase, type LedgerDatabase } from './ledger-database.ts';
import { createLedgerQueries, type SandboxLedger } from './ledger-queries.ts';
import { balanceOf, recordMovement } from './money-movements.ts';
import { releasedByVoid } from './payment-rules.ts';
import { sandboxId, sessionRowOf, withSessionParam, type SessionRow } from './sandbox-session-row.ts';
import { settleSession, type CardResult } from './settle-session.ts';
import { isLuhnValid, normalizeCardNumber, SANDBOX_CAPABILITIES } from './test-cards.ts';
import { createWebhookOutbox } from './webhook-outbox.ts';
import { SIGNATURE_HEADER, SIGNATURE_SHAPE, verifyWebhookSignature } from './webhook-signature.ts';

export interface SandboxProviderOptions {
  /** The sandbox's own SQLite ledger (not the event store: it plays an outside PSP). */
  file: string;
  /** Where the api serving /psp is reachable by the browser, e.g. http://localhost:4000. */
  publicBaseUrl: string;
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
  /** Authorizes every session as soon as it opens and sends its webhook (benchmarks, scripted tests). */
  autoApprove?: boolean;
  merchantName?: string;
  /** 30 minutes unless told otherwise. */
  sessionTtlMs?: number;
  /**
   * The merchant's origins a session may send the buyer back to (the hosted page answers 303 to it): anything else is
   * refused when the session opens, so the page is no open redirect. Absent: any http(s) url (unit tests only).
   */
  returnOrigins?: readonly string[];
  /** Runs the retry loop in this process (default true); immediate first attempts happen either way. */
  runDeliveryLoop?: boolean;
  deliveryIntervalMs?: number;
  retryBaseMs?: number;
  maxBackoffMs?: number;
  maxDeliveryAttempts?: number;
  deliveryTimeoutMs?: number;
  log?: Logger;
}

export type SandboxSessionStatus = 'open' | 'authorized' | 'declined' | 'expired';

export interface SandboxSession {
  sessionId: string;
  bookingId: string;
  amount: Money;
  returnUrl: string;
  customerEmail: string | null;
  /** The merchant's order reference shown to the payer (null on sessions opened without one). */
  reference: string | null;
  locale: 'en' | 'ar' | null;
  status: SandboxSessionStatus;
  declineReason: DeclineReason | null;
  paymentId: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly merchantName: string;
  /** The provider's clock (injected), e.g. for card expiry checks on the hosted page. */
  readonly now: () => Date;
  readonly ledger: SandboxLedger;
  getSession(sessionId: string): SandboxSession | null;
  /** The hosted page's card submission; `card.number` may contain spaces. A session takes one submission. */
  submitCard(sessionId: string, card: { number: string; name: string }): Promise<CardResult>;
  /** One delivery attempt for this event now, if it is still pending; true when the receiver accepted it. */
  deliverWebhook(eventId: string): Promise<boolean>;
  /** One attempt for every due delivery; returns how many were accepted. */
  deliverPendingWebhooks(): Promise<number>;
}

/**
 * The project's own PSP: hosted card page (see psp-routes.ts), authorization holds, partial captures, voids, refunds,
 * idempotency keys and signed webhooks, with every rule kept in its own ledger file so a test can audit the money.
 */
export function createSandboxProvider(o: SandboxProviderOptions): SandboxProvider {
  const db: LedgerDatabase = openLedgerDatabase(o.file);
  const sessionTtlMs = o.sessionTtlMs ?? 30 * 60_000;
  const merchantName = o.merchantName ?? 'Rihla';
  const baseUrl = o.publicBaseUrl.replace(/\/+$/, '');
  const outbox = createWebhookOutbox({
    db,
    webhookUrl: o.webhookUrl,
    webhookSecret: o.webhookSecret,
    now: o.now,
    log: o.log,
    retryBaseMs: o.retryBaseMs ?? 1000,
    maxBackoffMs: o.maxBackoffMs ?? 5 * 60_000,
    maxAttempts: o.maxDeliveryAttempts ?? 25,
    leaseMs: 30_000,
    requestTimeoutMs: o.deliveryTimeoutMs ?? 5000,
  });
  if (o.runDeliveryLoop ?? true) outbox.start(o.deliveryIntervalMs ?? 500);

  const sessionRow = (sessionId: string) => sessionRowOf(db, sessionId);

  const kickDelivery = (eventId: string) => {
    // After the caller has its answer, so the merchant usually records the session before the webhook lands.
    setImmediate(() => {
      outbox.deliver(eventId).catch((err: unknown) => o.log?.error({ err, eventId }, 'webhook delivery failed'));
    });
  };

  return {
    merchantName,
    now: o.now,
    ledger: createLedgerQueries(db),
    webhookSignatureHeader: SIGNATURE_HEADER,
    webhookSignatureShape: SIGNATURE_SHAPE,

    async openSession(i) {
      const at = o.now();
      const request = { bookingId: i.bookingId, amount: { amount: i.amount.amount, currency: i.amount.currency }, returnUrl: i.returnUrl, customerEmail: i.customerEmail ?? null };
      let autoEventId: string | undefined;
      const result = runIdempotent(db, i.idempotencyKey, 'openSession', request, at, () => {
        const sessionId = insertSession(db, i, at, { ttlMs: sessionTtlMs, ...(o.returnOrigins ? { returnOrigins: o.returnOrigins } : {}) });
        if (o.autoApprove) autoEventId = settleSession(db, outbox, sessionRow(sessionId) as SessionRow, '4242424242424242', at).eventId;
        // The payer lands on the page in their own language (it can still be switched there).
        return { sessionId, redirectUrl: `${baseUrl}/psp/checkout/${sessionId}${i.locale === 'ar' ? '?lang=ar' : ''}` };
      });
      if (autoEventId) kickDelivery(autoEventId);
      return result;
    },

    async capture(i) {
      return recordMovement(db, o.now(), 'capture', i, (captureId) => ({ captureId, amount: { amount: i.amount.amount, currency: i.amount.currency } }));
    },

    async void(i) {
      const at = o.now();
      runIdempotent(db, i.idempotencyKey, 'void', { paymentId: i.paymentId }, at, () => {
        const released = releasedByVoid(balanceOf(db, i.paymentId));
        db.prepare('INSERT INTO voids (void_id, payment_id, released, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)').run(sandboxId('void'), i.paymentId, released, i.idempotencyKey, at.toISOString());
        db.prepare("UPDATE payments SET status = 'voided', voided_at = COALESCE(voided_at, ?) WHERE payment_id = ?").run(at.toISOString(), i.paymentId);
        return null;
      });
    },

    async refund(i) {
      return recordMovement(db, o.now(), 'refund', i, (refundId) => ({ refundId }));
    },

    async verifyWebhook(rawBody, headers) {
      verifyWebhookSignature(o.webhookSecret, rawBody, headers, o.now());
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejectedError('malformed_body', 'The webhook body is not valid JSON.');
      }
      const parsed = paymentWebhookEvent.safeParse(json);
      if (!parsed.success) {
        throw new WebhookRejectedError('malformed_body', `The webhook body is not a payment event: ${parsed.error.issues.map((x) => `${x.path.join('.') || '(root)'}: ${x.message}`).join('; ')}.`);
      }
      return parsed.data;
    },

    getSession(sessionId) {
      const s = sessionRow(sessionId);
      if (!s) return null;
      const expired = s.status === 'open' && o.now().getTime() >= Date.parse(s.expires_at);
      return {
        sessionId: s.session_id,
        bookingId: s.booking_id,
        amount: { amount: s.amount, currency: s.currency },
        returnUrl: withSessionParam(s.return_url, s.session_id),
        customerEmail: s.customer_email,
        reference: s.reference,
        locale: s.locale,
        status: expired ? 'expired' : s.status,
        declineReason: s.decline_reason,
        paymentId: s.payment_id,
        createdAt: s.created_at,
        expiresAt: s.expires_at,
      };
    },

    async submitCard(sessionId, card) {
      const digits = normalizeCardNumber(card.number);
      if (!isLuhnValid(digits)) throw new PaymentProviderError('invalid_card', 'The card number is not valid.');
      const at = o.now();
      const tx = db.transaction(() => {
        const s = sessionRow(sessionId);
        if (!s) throw new PaymentProviderError('session_not_found', `There is no payment session ${sessionId}.`);
        if (s.status !== 'open') throw new PaymentProviderError('session_completed', `Payment session ${sessionId} was already completed (${s.status}).`);
        if (at.getTime() >= Date.parse(s.expires_at)) throw new PaymentProviderError('session_expired', `Payment session ${sessionId} expired at ${s.expires_at}.`);
        return settleSession(db, outbox, s, digits, at);
      });
      return tx.immediate();
    },

    capabilities(paymentMethod) {
      return SANDBOX_CAPABILITIES[paymentMethod === 'mada' ? 'mada' : 'card'];
    },

    deliverWebhook: (eventId) => outbox.deliver(eventId),
    deliverPendingWebhooks: () => outbox.deliverDue(),

    async close() {
      await outbox.stop();
      db.close();
    },
  };
}

/** Tests that read the sandbox's ledger check that the configured provider is the sandbox. */
export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return 'ledger' in provider && 'submitCard' in provider;
}
