import type Database from 'better-sqlite3';
import { openDurableSqlite } from '../../platform/eventstore/sqlite.ts';

export type LedgerDatabase = Database.Database;

/** Captures and refunds are kept alike: one row per movement of a positive amount, once per idempotency key. */
const moneyMovementTable = (table: string, idColumn: string) => `CREATE TABLE IF NOT EXISTS ${table} (
  ${idColumn.padEnd(15)} TEXT PRIMARY KEY,
  payment_id      TEXT NOT NULL REFERENCES payments (payment_id),
  amount          INTEGER NOT NULL CHECK (amount > 0),
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ${table}_payment ON ${table} (payment_id);`;

/*
 * The sandbox plays an outside PSP, so it keeps its own books in its own file, never in the event store.
 * CHECK and UNIQUE constraints repeat the rules the code enforces, so a bug fails loudly instead of
 * writing a ledger that disagrees with itself.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  session_id     TEXT PRIMARY KEY,
  booking_id     TEXT NOT NULL,
  amount         INTEGER NOT NULL CHECK (amount > 0),
  currency       TEXT NOT NULL,
  return_url     TEXT NOT NULL,
  customer_email TEXT,
  status         TEXT NOT NULL CHECK (status IN ('open', 'authorized', 'declined')),
  decline_reason TEXT,
  payment_id     TEXT,
  created_at     TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  completed_at   TEXT
);
CREATE INDEX IF NOT EXISTS sessions_booking ON sessions (booking_id);
CREATE TABLE IF NOT EXISTS payments (
  payment_id  TEXT PRIMARY KEY,
  session_id  TEXT NOT NULL UNIQUE REFERENCES sessions (session_id),
  booking_id  TEXT NOT NULL,
  currency    TEXT NOT NULL,
  authorized  INTEGER NOT NULL CHECK (authorized > 0),
  status      TEXT NOT NULL CHECK (status IN ('authorized', 'voided')),
  card_last4  TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  voided_at   TEXT
);
CREATE INDEX IF NOT EXISTS payments_booking ON payments (booking_id);
${moneyMovementTable('captures', 'capture_id')}
CREATE TABLE IF NOT EXISTS voids (
  void_id         TEXT PRIMARY KEY,
  payment_id      TEXT NOT NULL REFERENCES payments (payment_id),
  released        INTEGER NOT NULL CHECK (released >= 0),
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS voids_payment ON voids (payment_id);
${moneyMovementTable('refunds', 'refund_id')}
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key          TEXT PRIMARY KEY,
  operation    TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response     TEXT NOT NULL,
  created_at   TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  event_id        TEXT PRIMARY KEY,
  session_id      TEXT NOT NULL,
  body            TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error      TEXT,
  created_at      TEXT NOT NULL,
  delivered_at    TEXT
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
`;

/** Opens (and creates) the ledger file. WAL lets the api and worker processes share it; FULL makes each commit durable. */
export function openLedgerDatabase(file: string): LedgerDatabase {
  const db = compileEachStatementOnce(openDurableSqlite(file));
  db.pragma('foreign_keys = ON');
  // One writer at a time: the api and the worker open the file together, and both would see a column missing and add it.
  db.transaction(() => {
    db.exec(SCHEMA);
    addSessionPresentationColumns(db);
    addPaymentMethodColumn(db);
  }).immediate();
  return db;
}

/**
 * What the hosted page shows the payer besides the amount: the merchant's own order reference (never an internal id)
 * and the payer's language. Added to ledgers created before these existed; both stay null there.
 */
function addSessionPresentationColumns(db: LedgerDatabase): void {
  const have = columnsOf(db, 'sessions');
  if (!have.has('reference')) db.exec('ALTER TABLE sessions ADD COLUMN reference TEXT');
  if (!have.has('locale')) db.exec("ALTER TABLE sessions ADD COLUMN locale TEXT CHECK (locale IN ('en', 'ar'))");
}

/** How the payer paid (test-cards.ts: 'card' or 'mada'); ledgers created before methods existed hold cards only. */
function addPaymentMethodColumn(db: LedgerDatabase): void {
  const have = columnsOf(db, 'payments');
  if (!have.has('method')) db.exec("ALTER TABLE payments ADD COLUMN method TEXT NOT NULL DEFAULT 'card' CHECK (method IN ('card', 'mada'))");
}

/**
 * The ledger asks a fixed set of SQL texts, each at its call site (`db.prepare(sql).run(...)`): this connection
 * compiles each text once and hands the same statement back after (compiling was about a tenth of a card booking's
 * ledger time). Every call runs to completion before the next (no iterators), so sharing a statement is safe.
 */
function compileEachStatementOnce(db: Database.Database): LedgerDatabase {
  const compile = db.prepare.bind(db);
  const compiled = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = compiled.get(sql);
    if (!statement) {
      statement = compile(sql);
      compiled.set(sql, statement);
    }
    return statement;
  };
  db.prepare = prepare as typeof db.prepare;
  return db;
}

const columnsOf = (db: LedgerDatabase, table: string): Set<string> => new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
