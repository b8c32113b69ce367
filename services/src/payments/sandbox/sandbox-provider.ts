import type { Logger } from '../../platform/log.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { openLedgerDatabase, type LedgerDatabase } from './ledger-database.ts';
import { groupLedgerCommits } from './ledger-group-commit.ts';
import { createLedgerQueries, type SandboxLedger } from './ledger-queries.ts';
import { recordMovement } from './money-movements.ts';
import { openSandboxSession } from './open-sandbox-session.ts';
import { parseSandboxWebhook } from './parse-sandbox-webhook.ts';
import { readSandboxSession, type SandboxSession } from './read-sandbox-session.ts';
import type { CardResult } from './settle-session.ts';
import { submitSandboxCard } from './submit-sandbox-card.ts';
import { SANDBOX_CAPABILITIES } from './test-cards.ts';
import { voidSandboxPayment } from './void-sandbox-payment.ts';
import { createWebhookOutbox } from './webhook-outbox.ts';
import { SIGNATURE_HEADER, SIGNATURE_SHAPE } from './webhook-signature.ts';

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
  // Every write of money, sessions and webhook deliveries goes through it: one fsync per batch, not per operation.
  const commit = groupLedgerCommits(db);
  const sessionTtlMs = o.sessionTtlMs ?? 30 * 60_000;
  const merchantName = o.merchantName ?? 'Rihla';
  const baseUrl = o.publicBaseUrl.replace(/\/+$/, '');
  const outbox = createWebhookOutbox({
    db,
    commit,
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

  const kickDelivery = (eventId: string) => {
    // After the caller has its answer, so the merchant usually records the session before the webhook lands.
    setImmediate(() => {
      outbox.deliver(eventId).catch((err: unknown) => o.log?.error({ err, eventId }, 'webhook delivery failed'));
    });
  };
  const sessions = { db, outbox, baseUrl, sessionTtlMs, returnOrigins: o.returnOrigins, autoApprove: o.autoApprove === true, kickDelivery };

  return {
    merchantName,
    now: o.now,
    ledger: createLedgerQueries(db),
    webhookSignatureHeader: SIGNATURE_HEADER,
    webhookSignatureShape: SIGNATURE_SHAPE,

    openSession(i) {
      return commit(() => openSandboxSession(sessions, i, o.now()));
    },
    capture(i) {
      return commit(() => recordMovement(db, o.now(), 'capture', i, (captureId) => ({ captureId, amount: { amount: i.amount.amount, currency: i.amount.currency } })));
    },
    void(i) {
      return commit(() => voidSandboxPayment(db, i, o.now()));
    },
    refund(i) {
      return commit(() => recordMovement(db, o.now(), 'refund', i, (refundId) => ({ refundId })));
    },
    async verifyWebhook(rawBody, headers) {
      return parseSandboxWebhook(o.webhookSecret, rawBody, headers, o.now());
    },
    getSession: (sessionId) => readSandboxSession(db, sessionId, o.now()),
    submitCard(sessionId, card) {
      return commit(() => submitSandboxCard(db, outbox, sessionId, card.number, o.now()));
    },
    capabilities(paymentMethod) {
      return SANDBOX_CAPABILITIES[paymentMethod === 'mada' ? 'mada' : 'card'];
    },

    deliverWebhook: (eventId) => outbox.deliver(eventId),
    deliverPendingWebhooks: () => outbox.deliverDue(),

    async close() {
      await outbox.stop();
      // Operations asked for before close still commit (an empty one joins the last batch and settles after it).
      await commit(() => undefined);
      db.close();
    },
  };
}

/** Tests that read the sandbox's ledger check that the configured provider is the sandbox. */
export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return 'ledger' in provider && 'submitCard' in provider;
}
