import type { LedgerDatabase } from './ledger-database.ts';

/** Runs a ledger operation (synchronous SQL) in the next group commit; settles once that commit is durable. */
export type LedgerCommit = <T>(operation: () => T) => Promise<T>;

interface Pending {
  operation: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Ledger operations asked for in the same turn of the event loop (a worker's concurrent saga steps, webhook
 * attempts) commit in one IMMEDIATE transaction, so one fsync instead of one each. Each operation runs in its own
 * savepoint: one that throws (a refused capture, a reused key) rolls back alone and rejects its own caller only.
 * Every promise settles after the shared COMMIT has returned, so no caller hears of an effect that is not yet
 * durable; a COMMIT that fails rejects the whole batch, none of which is then in the ledger.
 */
export function groupLedgerCommits(db: LedgerDatabase): LedgerCommit {
  let batch: Pending[] = [];
  // Called inside the batch's transaction, a transaction function is a savepoint.
  const inSavepoint = db.transaction((operation: () => unknown) => operation());

  const flush = () => {
    const pending = batch;
    batch = [];
    const outcomes: Outcome[] = [];
    try {
      db.transaction(() => {
        for (const p of pending) {
          try {
            outcomes.push({ ok: true, value: inSavepoint(p.operation) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      for (const p of pending) p.reject(error);
      return;
    }
    pending.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) p.resolve(outcome.value);
      else p.reject(outcome.error);
    });
  };

  return <T>(operation: () => T) =>
    new Promise<T>((resolve, reject) => {
      if (batch.push({ operation, resolve: resolve as (value: unknown) => void, reject }) === 1) setImmediate(flush);
    });
}
