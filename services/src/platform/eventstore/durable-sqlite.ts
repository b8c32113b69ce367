import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Opens a SQLite file with the store's durability settings. The benchmark's raw-insert baseline opens its file
 * through here too, so both sides of the comparison pay for the same fsyncs.
 */
export function openDurableSqlite(file: string, busyTimeoutMs = 10_000): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  switchToWal(db);
  db.pragma('synchronous = FULL');
  return db;
}

/**
 * Processes that open a new file together (api, worker, projector) all try to switch it to WAL; SQLite answers
 * SQLITE_BUSY to all but one at once, without waiting (two readers each wanting the exclusive lock would deadlock), so
 * the others try again until the first has switched it.
 */
function switchToWal(db: Database.Database): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt++) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if (!isBusy(err) || attempt === 100) throw err;
      Atomics.wait(pause, 0, 0, 10 + Math.random() * 20);
    }
  }
}

export const isBusy = (err: unknown): boolean => {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_BUSY' || (code?.startsWith('SQLITE_BUSY_') ?? false);
};
