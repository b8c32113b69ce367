import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import {
  checkExpectedRevision,
  DuplicateEventIdError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './port.ts';
import { pollingSubscription, type WakeableSubscription } from './polling-subscription.ts';
import type { PendingAppend } from './pending-append.ts';

interface Row {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

/** The events table (the benchmark's raw side writes the same one, with the same unique indexes). */
export const SQLITE_EVENTS_TABLE = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT    NOT NULL UNIQUE,
  stream      TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream, revision)
);`;

const SCHEMA = `${SQLITE_EVENTS_TABLE}
CREATE TABLE IF NOT EXISTS streams (
  stream   TEXT PRIMARY KEY,
  revision INTEGER NOT NULL
) WITHOUT ROWID;
`;

export interface SqliteEventStoreOptions {
  /** How often a caught-up subscription looks for appends made by other processes. */
  pollIntervalMs?: number;
  /** Events fetched per read while catching up. */
  batchSize?: number;
  /** Clock for recordedAt; tests pass a fixed one. */
  now?: () => Date;
  /**
   * How often this process checks (PRAGMA data_version, no table read) whether any process committed, to wake its
   * caught-up subscriptions at once instead of at their next poll. 0 turns the check off.
   */
  watchIntervalMs?: number;
  /** How long an append batch waits for another process to release the write lock before its appends fail. */
  lockTimeoutMs?: number;
  /**
   * Test hook: runs inside each append batch's transaction, after every append of the batch is written and before
   * COMMIT, with the number of appends in the batch. A crash test kills the process here.
   */
  beforeCommit?: (appends: number) => void;
}

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

const isBusy = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_BUSY' || (code?.startsWith('SQLITE_BUSY_') ?? false);
};

interface QueuedAppend extends PendingAppend {
  /** When the append was first tried: the lock timeout counts from here. */
  since: number;
}

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.id,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
  streamName: r.stream,
  revision: r.revision,
  position: r.position,
  recordedAt: r.recorded_at,
});

/** Decoded events kept per store instance (see `recorded` below). */
const RECENT_EVENTS = 10_000;

/**
 * Embedded event store on one SQLite file. WAL lets readers in other processes run beside the single writer;
 * synchronous=FULL makes every commit durable. SQLite serialises writers, so global positions become visible
 * strictly in order and a subscriber polling "position > checkpoint" never skips an event committed late.
 *
 * Group commit: appends issued by this process in the same event-loop turn are written in ONE transaction and
 * made durable by ONE fsync. Each append runs in its own SAVEPOINT, so a wrong expected revision or a reused event
 * id fails that append alone; later appends of the batch see the earlier ones exactly as if they had run one after
 * the other. Every promise settles only after the shared COMMIT returned (or the batch failed as a whole), so an
 * acknowledged append is on disk and a crash before COMMIT loses only appends nobody was told about.
 *
 * Writes use their own connection whose lock waits never block the event loop: when another process holds the
 * write lock, the batch waits on a timer (and keeps collecting appends) instead of in SQLite's sleeping busy handler.
 */
export function openSqliteEventStore(file: string, options: SqliteEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 25;
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? (() => new Date());
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
  const watchIntervalMs = options.watchIntervalMs ?? 5;
  const db = openDurableSqlite(file);
  db.exec(SCHEMA);
  // busy_timeout 0: BEGIN IMMEDIATE answers SQLITE_BUSY at once and the batch retries on a timer.
  const writer = openDurableSqlite(file, 0);

  // Every reader in a process (the projector's ten read models, the saga reactor and its steps) reads the same recent
  // events: each row's JSON is decoded once and the object shared, frozen so no reader changes what another sees. A
  // position always means the same event in one store file, so a cached entry never goes stale.
  const recent = new Map<number, RecordedEvent>();
  const recorded = (r: Row): RecordedEvent => {
    let e = recent.get(r.position);
    if (!e) {
      const decoded = toRecorded(r);
      Object.freeze(decoded.data);
      Object.freeze(decoded.metadata);
      e = Object.freeze(decoded);
      if (recent.size >= RECENT_EVENTS) recent.delete(recent.keys().next().value!);
      recent.set(r.position, e);
    }
    return e;
  };

  const q = {
    forwards: db.prepare<[string, number, number], Row>('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision ASC LIMIT ?'),
    backwards: db.prepare<[string, number, number], Row>('SELECT * FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?'),
    allForwards: db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position ASC LIMIT ?'),
    allBackwards: db.prepare<[number, number], Row>('SELECT * FROM events WHERE position < ? ORDER BY position DESC LIMIT ?'),
    head: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
  };
  // Everything an append reads runs on the writer, inside its transaction, so it sees the batch's earlier appends.
  const w = {
    streamRevision: writer.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
    upsertStream: writer.prepare('INSERT INTO streams (stream, revision) VALUES (?, ?) ON CONFLICT(stream) DO UPDATE SET revision = excluded.revision'),
    insert: writer.prepare(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (@id, @stream, @revision, @type, @data, @metadata, @recorded_at)',
    ),
    byId: writer.prepare<[string], Row>('SELECT * FROM events WHERE id = ?'),
  };
  // Prepared once: these run several times per batch.
  const tx = {
    begin: writer.prepare('BEGIN IMMEDIATE'),
    savepoint: writer.prepare('SAVEPOINT append'),
    release: writer.prepare('RELEASE append'),
    rollbackTo: writer.prepare('ROLLBACK TO append'),
    commit: writer.prepare('COMMIT'),
    rollback: writer.prepare('ROLLBACK'),
  };

  /** Returns the earlier result when every event of this append is already stored in this stream, in order, with the same type and data. */
  const previousAppend = (streamName: string, events: NewEvent[]): AppendResult | null => {
    const first = w.byId.get(events[0]!.id);
    if (!first) return null;
    let last = first;
    for (let i = 0; i < events.length; i++) {
      const row = i === 0 ? first : w.byId.get(events[i]!.id);
      const e = events[i]!;
      if (!row || row.stream !== streamName || row.revision !== first.revision + i || row.type !== e.type || row.data !== JSON.stringify(e.data)) {
        throw new DuplicateEventIdError(streamName, e.id);
      }
      last = row;
    }
    return { nextExpectedRevision: last.revision, position: last.position };
  };

  /** One append, inside the batch's transaction; throws without having written anything the caller must undo beyond its savepoint. */
  const appendOne = (streamName: string, events: NewEvent[], expected: ExpectedRevision, recordedAt: string): AppendResult => {
    const previous = previousAppend(streamName, events);
    if (previous) return previous;
    const current = w.streamRevision.get(streamName)?.revision;
    checkExpectedRevision(streamName, expected, current ?? 'no_stream');
    let revision = current ?? -1;
    let position = -1;
    for (const e of events) {
      revision += 1;
      try {
        position = Number(
          w.insert.run({
            id: e.id,
            stream: streamName,
            revision,
            type: e.type,
            data: JSON.stringify(e.data),
            metadata: JSON.stringify(e.metadata ?? {}),
            recorded_at: recordedAt,
          }).lastInsertRowid,
        );
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && String(err).includes('events.id')) {
          throw new DuplicateEventIdError(streamName, e.id);
        }
        throw err;
      }
    }
    w.upsertStream.run(streamName, revision);
    return { nextExpectedRevision: revision, position };
  };

  let queue: QueuedAppend[] = [];
  let flushTimer: NodeJS.Immediate | NodeJS.Timeout | null = null;
  let lockWaits = 0;

  const scheduleFlush = (delayMs = 0) => {
    if (flushTimer) return;
    flushTimer = delayMs === 0 ? setImmediate(flush) : setTimeout(flush, delayMs);
  };

  /** Writes every queued append in one transaction and settles their promises after its COMMIT. */
  function flush(): void {
    flushTimer = null;
    if (queue.length === 0) return;
    try {
      tx.begin.run();
    } catch (err) {
      if (!isBusy(err)) {
        for (const p of queue.splice(0)) p.reject(err);
        return;
      }
      // Another process is committing: wait without blocking this process, collecting more appends meanwhile.
      const t = Date.now();
      const expired = queue.filter((p) => t - p.since >= lockTimeoutMs);
      if (expired.length) {
        queue = queue.filter((p) => t - p.since < lockTimeoutMs);
        for (const p of expired) p.reject(err);
      }
      lockWaits = Math.min(lockWaits + 1, 4);
      if (queue.length) scheduleFlush(lockWaits);
      return;
    }
    lockWaits = 0;
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; result: AppendResult } | { ok: false; err: unknown })[] = [];
    const recordedAt = now().toISOString();
    let aborted: { err: unknown; at: number } | null = null;
    // A batch of one needs no savepoint: if it fails, the whole (empty) transaction is rolled back instead.
    const alone = batch.length === 1;
    for (let i = 0; i < batch.length; i++) {
      const p = batch[i]!;
      if (!alone) tx.savepoint.run();
      try {
        outcomes.push({ ok: true, result: appendOne(p.streamName, p.events, p.expected, recordedAt) });
        if (!alone) tx.release.run();
      } catch (err) {
        if (!writer.inTransaction) {
          // SQLite rolled the whole transaction back (I/O error, disk full): nothing of the batch is written.
          aborted = { err, at: i };
          break;
        }
        if (alone) {
          tx.rollback.run();
          p.reject(err);
          return;
        }
        tx.rollbackTo.run();
        tx.release.run();
        outcomes.push({ ok: false, err });
      }
    }
    if (!aborted) {
      try {
        options.beforeCommit?.(batch.length);
        tx.commit.run();
      } catch (err) {
        aborted = { err, at: -1 };
        if (writer.inTransaction) tx.rollback.run();
      }
    }
    if (aborted) {
      // None of the batch is durable. The append that broke the transaction fails; the others try again alone
      // in the next batch (a failed COMMIT fails them all: retrying blindly could hide a dying disk).
      const retry: QueuedAppend[] = [];
      for (let i = 0; i < batch.length; i++) {
        if (aborted.at === -1 || i === aborted.at) batch[i]!.reject(aborted.err);
        else retry.push(batch[i]!);
      }
      // In their original order, ahead of anything queued since: an append may expect the one before it.
      queue = [...retry, ...queue];
      if (queue.length) scheduleFlush();
      return;
    }
    for (let i = 0; i < batch.length; i++) {
      const o = outcomes[i]!;
      if (o.ok) batch[i]!.resolve(o.result);
      else batch[i]!.reject(o.err);
    }
    // Subscriptions in this process need not wait for their next poll to see what was just committed.
    for (const s of subscriptions) s.wake();
  }

  let closed = false;
  const subscriptions = new Set<WakeableSubscription>();
  let watcher: NodeJS.Timeout | null = null;
  /** Runs while this process has subscriptions: one cheap check wakes all of them when anyone committed. */
  const watchCommits = () => {
    if (watcher || watchIntervalMs <= 0 || closed) return;
    let seen = q.dataVersion.get();
    watcher = setInterval(() => {
      if (subscriptions.size === 0 || closed) {
        clearInterval(watcher!);
        watcher = null;
        return;
      }
      const v = q.dataVersion.get();
      if (v === seen) return;
      seen = v;
      for (const s of subscriptions) s.wake();
    }, watchIntervalMs);
    watcher.unref();
  };

  return {
    kind: 'sqlite',
    async appendToStream(streamName, events, opts = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      // BEGIN IMMEDIATE (in flush) takes the write lock up front, so the revision read and the insert cannot
      // interleave with another process's append.
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ streamName, events, expected: opts.expectedRevision ?? 'any', resolve, reject, since: Date.now() });
        scheduleFlush();
      });
    },
    async readStream(streamName, opts = {}) {
      const max = opts.maxCount ?? Number.MAX_SAFE_INTEGER;
      const rows =
        opts.direction === 'backwards'
          ? q.backwards.all(streamName, opts.fromRevision ?? Number.MAX_SAFE_INTEGER, max)
          : q.forwards.all(streamName, opts.fromRevision ?? 0, max);
      return rows.map(recorded);
    },
    async readAll(opts = {}) {
      const max = opts.maxCount ?? batchSize;
      const rows =
        opts.direction === 'backwards'
          ? q.allBackwards.all(opts.after ?? Number.MAX_SAFE_INTEGER, max)
          : q.allForwards.all(opts.after ?? 0, max);
      return rows.map(recorded);
    },
    async headPosition() {
      return q.head.get()?.p ?? -1;
    },
    subscribeToAll(opts = {}) {
      watchCommits();
      const readBatch = (after: number, max: number) => q.allForwards.all(after, max);
      return pollingSubscription({ subscriptions, isClosed: () => closed, batchSize, pollIntervalMs, readBatch, positionOf: (r) => r.position, toRecorded: recorded }, opts);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (watcher) clearInterval(watcher);
      watcher = null;
      for (const s of subscriptions) s.stop();
      // Let pending iterators observe the stop before the handle goes away.
      await sleep(pollIntervalMs + 5);
      // Appends already accepted are written before the connections go.
      if (flushTimer) {
        clearTimeout(flushTimer as NodeJS.Timeout);
        clearImmediate(flushTimer as NodeJS.Immediate);
        flushTimer = null;
      }
      const deadline = Date.now() + lockTimeoutMs;
      while (queue.length && Date.now() < deadline) {
        flush();
        if (queue.length) await sleep(1);
      }
      if (flushTimer) {
        clearTimeout(flushTimer as NodeJS.Timeout);
        flushTimer = null;
      }
      for (const p of queue.splice(0)) p.reject(new Error('the event store closed before this append could be written'));
      writer.close();
      db.close();
    },
  };
}
