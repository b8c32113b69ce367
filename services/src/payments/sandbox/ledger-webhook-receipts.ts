import type { WebhookReceipts } from '../webhook-receipts.ts';
import type { LedgerDatabase } from './ledger-database.ts';

/** Accepted webhook ids kept in the sandbox ledger file: durable, and shared by every process that opens it. */
export function createLedgerWebhookReceipts(db: LedgerDatabase, now: () => Date): WebhookReceipts {
  return {
    isAccepted: async (eventId) => db.prepare('SELECT 1 FROM webhook_receipts WHERE event_id = ?').get(eventId) !== undefined,
    markAccepted: async (eventId) => {
      db.prepare('INSERT OR IGNORE INTO webhook_receipts (event_id, accepted_at) VALUES (?, ?)').run(eventId, now().toISOString());
    },
  };
}
