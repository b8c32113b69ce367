import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  DuplicateEventIdError,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type RecordedEvent,
} from './port.ts';
import { openDurableSqlite } from './durable-sqlite.ts';
import { limitedStatements } from './limited-statements.ts';
import { pollingSubscription, type WakeableSubscription } from './polling-subscription.ts';
import type { PendingAppend } from './pending-append.ts';
import type { FromWriter, ToWriter, WireError, WireOutcome, WriterInit } from './sqlite-writer-protocol.ts';

export { openDurableSqlite } from './durable-sqlite.ts';

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

/**
 * A stream's revision is the highest in the (stream, revision) index. Files written before 2026-11-27 also hold a
 * table of stream heads nothing reads or writes any more.
 */
const SCHEMA = SQLITE_EVENTS_TABLE;

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

/** Beside this file in the sources; beside the bundle in a production build (services/scripts/build.mjs puts it there). */
const WRITER_THREAD = new URL(import.meta.url.endsWith('.ts') ? './sqlite-writer-thread.ts' : './sqlite-writer-thread.js', import.meta.url);

/** The store's errors from their description in a writer thread's answer. */
function errorOf(e: WireError): Error {
  switch (e.kind) {
    case 'wrongExpectedVersion':
      return new WrongExpectedVersionError(e.streamName, e.expected, e.actual);
    case 'duplicateEventId':
      return new DuplicateEventIdError(e.streamName, e.eventId);
    case 'failed':
      return Object.assign(new Error(e.message), e.code ? { code: e.code } : {});
  }
}

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
 * Writes run in a thread of their own (sqlite-writer-thread.ts) on their own connection: a batch's transaction, its
 * fsync and any wait for another process's write lock never block the event loop, which meanwhile serves reads and
 * collects the next batch (one batch is with the thread at a time, so commits keep the order appends were issued in).
 */
export function openSqliteEventStore(file: string, options: SqliteEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 25;
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? (() => new Date());
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
  const watchIntervalMs = options.watchIntervalMs ?? 5;
  const db = openDurableSqlite(file);
  db.exec(SCHEMA);
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
    // The stream as `CAST(? AS TEXT)`, and LIMITs written into the text (limited-statements.ts): with the stream a bare
    // parameter, SQLite (3.54, as better-sqlite3 ships it) prepares a query ordered by the (stream, revision) index
    // again at every run, which made a short read three times as slow (bench/appends.ts prints it).
    forwards: limitedStatements<[string, number], Row>(db, 'SELECT * FROM events WHERE stream = CAST(? AS TEXT) AND revision >= ? ORDER BY revision ASC'),
    backwards: limitedStatements<[string, number], Row>(db, 'SELECT * FROM events WHERE stream = CAST(? AS TEXT) AND revision <= ? ORDER BY revision DESC'),
    // The same reads answered from the (stream, revision) index alone (a row's position is its rowid, which the index
    // holds): no row's JSON is copied out of the table, which for a booking's stream cost ~10x the lookup (see readStream).
    forwardPositions: limitedStatements<[string, number], number>(db, 'SELECT position FROM events WHERE stream = CAST(? AS TEXT) AND revision >= ? ORDER BY revision ASC', true),
    backwardPositions: limitedStatements<[string, number], number>(db, 'SELECT position FROM events WHERE stream = CAST(? AS TEXT) AND revision <= ? ORDER BY revision DESC', true),
    allForwards: limitedStatements<[number], Row>(db, 'SELECT * FROM events WHERE position > ? ORDER BY position ASC'),
    allBackwards: limitedStatements<[number], Row>(db, 'SELECT * FROM events WHERE position < ? ORDER BY position DESC'),
    head: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
  };
  const hookAnswer = new Int32Array(new SharedArrayBuffer(4));
  const wake = new Int32Array(new SharedArrayBuffer(4));
  const tell = (message: ToWriter) => {
    writer.postMessage(message);
    Atomics.add(wake, 0, 1);
    Atomics.notify(wake, 0);
  };
  // No loader in the thread (execArgv []): it is erasable TypeScript Node runs as it is, or the bundle's JavaScript.
  const writer = new Worker(WRITER_THREAD, { workerData: { file, hookAnswer, wake } satisfies WriterInit, execArgv: [] });
  // The thread keeps the process alive only while it holds a batch: an idle store never prevents exit.
  writer.unref();
  let queue: QueuedAppend[] = [];
  let inFlight: QueuedAppend[] | null = null;
  let writerGone: Error | null = null;
  let sendScheduled = false;
  let writerClosing = false;

  /** Hands every queued append to the writer thread as one batch, unless it is still writing the last one. */
  const send = () => {
    sendScheduled = false;
    if (inFlight || queue.length === 0) return;
    if (writerGone) {
      for (const p of queue.splice(0)) p.reject(writerGone);
      return;
    }
    inFlight = queue;
    queue = [];
    writer.ref();
    const message: ToWriter = {
      type: 'batch',
      appends: inFlight.map((p) => ({
        streamName: p.streamName,
        expected: p.expected,
        events: p.events.map((e) => ({ id: e.id, type: e.type, data: JSON.stringify(e.data), metadata: JSON.stringify(e.metadata ?? {}) })),
      })),
      recordedAt: now().toISOString(),
      // Appends queue in the order they were made, so the first waited longest (no spread of a 10,000-append batch).
      lockDeadline: inFlight[0]!.since + lockTimeoutMs,
      hook: options.beforeCommit !== undefined,
    };
    tell(message);
  };
  // setImmediate: every append issued in this event-loop turn joins the batch.
  const scheduleSend = () => {
    if (sendScheduled || inFlight) return;
    sendScheduled = true;
    setImmediate(send);
  };

  const settle = (outcomes: WireOutcome[]) => {
    const batch = inFlight!;
    inFlight = null;
    for (let i = 0; i < batch.length; i++) {
      const o = outcomes[i]!;
      if (o.ok) batch[i]!.resolve({ nextExpectedRevision: o.nextExpectedRevision, position: o.position });
      else batch[i]!.reject(errorOf(o.error));
    }
    if (queue.length) send();
    else writer.unref();
    // Subscriptions in this process need not wait for their next poll to see what was just committed.
    for (const sub of subscriptions) sub.wake();
  };

  writer.on('message', (message: FromWriter) => {
    if (message.type === 'written') settle(message.outcomes);
    else if (message.type === 'beforeCommit') {
      let answer = 1;
      try {
        options.beforeCommit!(message.appends);
      } catch {
        answer = 2;
      }
      Atomics.store(hookAnswer, 0, answer);
      Atomics.notify(hookAnswer, 0);
    }
  });
  const failEverything = (err: Error) => {
    writerGone = err;
    for (const p of [...(inFlight ?? []), ...queue.splice(0)]) p.reject(err);
    inFlight = null;
  };
  writer.on('error', (err) => failEverything(err instanceof Error ? err : new Error(String(err))));
  writer.on('exit', () => failEverything(new Error('the event store\'s writer thread has stopped')));

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
      // The writer's BEGIN IMMEDIATE takes the write lock up front, so the revision read and the insert cannot
      // interleave with another process's append.
      return new Promise<AppendResult>((resolve, reject) => {
        if (writerClosing) return reject(new Error('the event store is closed'));
        queue.push({ streamName, events, expected: opts.expectedRevision ?? 'any', resolve, reject, since: Date.now() });
        scheduleSend();
      });
    },
    async readStream(streamName, opts = {}) {
      const max = opts.maxCount ?? Number.MAX_SAFE_INTEGER;
      const backwards = opts.direction === 'backwards';
      const from = opts.fromRevision ?? (backwards ? Number.MAX_SAFE_INTEGER : 0);
      // Most reads are of events this process has decoded before (every step of a booking reads its stream again):
      // those come from the positions alone. Only what is not decoded yet is read as rows, from the first such event
      // on; events are immutable and a stream's revisions have no gaps, so the decoded part and the rows join up.
      const positions = (backwards ? q.backwardPositions(max) : q.forwardPositions(max)).all(streamName, from);
      const known: RecordedEvent[] = [];
      for (const position of positions) {
        const e = recent.get(position);
        if (!e) break;
        known.push(e);
      }
      if (known.length === positions.length) return known;
      if (backwards || known.length === 0) return (backwards ? q.backwards(max) : q.forwards(max)).all(streamName, from).map(recorded);
      const rest = q.forwards(max >= Number.MAX_SAFE_INTEGER ? max : max - known.length).all(streamName, known[known.length - 1]!.revision + 1);
      return [...known, ...rest.map(recorded)];
    },
    async readAll(opts = {}) {
      const max = opts.maxCount ?? batchSize;
      const rows =
        opts.direction === 'backwards'
          ? q.allBackwards(max).all(opts.after ?? Number.MAX_SAFE_INTEGER)
          : q.allForwards(max).all(opts.after ?? 0);
      return rows.map(recorded);
    },
    async headPosition() {
      return q.head.get()?.p ?? -1;
    },
    subscribeToAll(opts = {}) {
      watchCommits();
      const readBatch = (after: number, max: number) => q.allForwards(max).all(after);
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
      const deadline = Date.now() + lockTimeoutMs;
      while ((inFlight || queue.length) && !writerGone && Date.now() < deadline) {
        send();
        await sleep(1);
      }
      for (const p of queue.splice(0)) p.reject(new Error('the event store closed before this append could be written'));
      writerClosing = true;
      if (!writerGone) {
        writer.ref();
        const exited = once(writer, 'exit');
        tell({ type: 'close' });
        await exited;
      }
      db.close();
    },
  };
}
