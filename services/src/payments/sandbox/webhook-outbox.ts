import { postText } from '../../platform/http/post-text.ts';
import type { Logger } from '../../platform/log.ts';
import type { PaymentWebhookEvent } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import type { LedgerCommit } from './ledger-group-commit.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

export interface WebhookOutboxOptions {
  db: LedgerDatabase;
  /** The ledger's group commit: an attempt's claim (its lease) and its outcome are written in it. */
  commit: LedgerCommit;
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
  log?: Logger;
  /** First retry delay; doubles per failed attempt up to maxBackoffMs. */
  retryBaseMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  /** How long one attempt owns a row; a process that dies mid-attempt leaves it due again after this. */
  leaseMs: number;
  requestTimeoutMs: number;
}

export interface WebhookOutbox {
  /** Records a delivery; call inside the transaction that records the payment result, so neither exists without the other. */
  enqueue(event: PaymentWebhookEvent): void;
  /** One attempt for this event if it is pending and due (claimed in the ledger's group commit); true when the receiver answered 2xx. */
  deliver(eventId: string): Promise<boolean>;
  /** One attempt for every due delivery; returns how many were delivered. */
  deliverDue(): Promise<number>;
  start(intervalMs: number): void;
  /** Stops the loop and waits for attempts in flight. */
  stop(): Promise<void>;
}

interface DueRow {
  event_id: string;
  body: string;
  attempts: number;
}

/**
 * The PSP's side of webhook delivery: an outbox table in the ledger, so a delivery survives restarts, plus a loop
 * that retries failed ones with exponential backoff. Rows are claimed with a conditional UPDATE (a lease), so
 * several processes sharing the ledger never attempt the same delivery at once. The timestamp is signed per
 * attempt, so a retry hours later is still within the receiver's tolerance.
 */
export function createWebhookOutbox(o: WebhookOutboxOptions): WebhookOutbox {
  const { db } = o;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let sweeping = false;

  const claim = (eventId: string): DueRow | undefined => {
    const nowMs = o.now().getTime();
    const tx = db.transaction(() => {
      const row = db
        .prepare("SELECT event_id, body, attempts FROM webhook_deliveries WHERE event_id = ? AND status = 'pending' AND next_attempt_at <= ?")
        .get(eventId, nowMs) as DueRow | undefined;
      if (!row) return undefined;
      db.prepare('UPDATE webhook_deliveries SET next_attempt_at = ? WHERE event_id = ?').run(nowMs + o.leaseMs, eventId);
      return row;
    });
    return tx.immediate();
  };

  const attempt = async (row: DueRow): Promise<boolean> => {
    let error: string | null = null;
    try {
      const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(o.webhookSecret, row.body, o.now()) };
      const res = await postText(o.webhookUrl, row.body, headers, o.requestTimeoutMs);
      if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}: ${res.text.slice(0, 300)}`;
    } catch (err) {
      error = (err as Error).message;
    }
    const at = o.now();
    const attempts = row.attempts + 1;
    if (error === null) {
      await o.commit(() =>
        db.prepare("UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL WHERE event_id = ?").run(attempts, at.toISOString(), row.event_id),
      );
      return true;
    }
    const giveUp = attempts >= o.maxAttempts;
    const backoff = Math.min(o.retryBaseMs * 2 ** (attempts - 1), o.maxBackoffMs);
    await o.commit(() =>
      db.prepare('UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE event_id = ?').run(
        giveUp ? 'failed' : 'pending',
        attempts,
        at.getTime() + backoff,
        error,
        row.event_id,
      ),
    );
    o.log?.warn({ eventId: row.event_id, attempts, error, retryInMs: giveUp ? null : backoff }, giveUp ? 'webhook delivery abandoned' : 'webhook delivery failed; will retry');
    return false;
  };

  const deliver = async (eventId: string): Promise<boolean> => {
    if (stopped) return false;
    const row = await o.commit(() => claim(eventId));
    if (!row) return false;
    const p = attempt(row);
    inFlight.add(p);
    return p.finally(() => inFlight.delete(p));
  };

  const deliverDue = async (): Promise<number> => {
    const due = db
      .prepare("SELECT event_id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 50")
      .all(o.now().getTime()) as { event_id: string }[];
    const results = await Promise.all(due.map((r) => deliver(r.event_id)));
    return results.filter(Boolean).length;
  };

  return {
    enqueue(event) {
      db.prepare("INSERT INTO webhook_deliveries (event_id, session_id, body, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', 0, ?, ?)").run(
        event.eventId,
        event.sessionId,
        JSON.stringify(event),
        o.now().getTime(),
        o.now().toISOString(),
      );
    },
    deliver,
    deliverDue,
    start(intervalMs) {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        deliverDue()
          .catch((err: unknown) => o.log?.error({ err }, 'webhook delivery sweep failed'))
          .finally(() => {
            sweeping = false;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
}
