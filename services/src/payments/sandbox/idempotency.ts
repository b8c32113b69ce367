import { hash } from 'node:crypto';
import { PaymentProviderError } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';

interface KeyRow {
  operation: string;
  request_hash: string;
  response: string;
}

/**
 * Runs `effect` at most once per idempotency key. The key, the effect's rows and the stored response commit in one
 * IMMEDIATE transaction, so two processes racing with the same key serialize and the second one reads the first
 * answer. A refused request (effect throws) stores nothing: the caller may fix the cause and retry with the same key.
 */
export function runIdempotent<T>(db: LedgerDatabase, key: string, operation: string, request: unknown, at: Date, effect: () => T): T {
  if (typeof key !== 'string' || key.trim() === '') throw new PaymentProviderError('invalid_request', `Every ${operation} needs a non-empty idempotency key.`);
  const requestHash = hash('sha256', JSON.stringify([operation, request]), 'hex');
  const tx = db.transaction((): T => {
    const row = db.prepare('SELECT operation, request_hash, response FROM idempotency_keys WHERE key = ?').get(key) as KeyRow | undefined;
    if (row) {
      if (row.operation !== operation || row.request_hash !== requestHash) {
        throw new PaymentProviderError(
          'idempotency_key_reused',
          `Idempotency key "${key}" was already used for a different ${row.operation === operation ? operation : `request (${row.operation})`}; use a new key for a new request.`,
        );
      }
      return JSON.parse(row.response) as T;
    }
    const response = effect();
    db.prepare('INSERT INTO idempotency_keys (key, operation, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?)').run(
      key,
      operation,
      requestHash,
      JSON.stringify(response ?? null),
      at.toISOString(),
    );
    return response;
  });
  return tx.immediate();
}
