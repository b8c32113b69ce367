/**
 * The SQLite event store's writer, in a thread of its own: each group-commit batch's transaction, and the fsync of its
 * COMMIT (synchronous=FULL), run here, so the process's event loop goes on serving requests and collecting the next
 * batch while the disk makes this one durable. Written in erasable TypeScript only: Node loads it without a loader
 * when the process runs under vitest.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { isBusy, openDurableSqlite } from './durable-sqlite.ts';
import type { FromWriter, ToWriter, WireAppend, WireError, WireOutcome, WriterInit } from './sqlite-writer-protocol.ts';

interface Row {
  position: number;
  stream: string;
  revision: number;
  type: string;
  data: string;
}

class AppendRefused extends Error {
  readonly wire: WireError;
  constructor(wire: WireError) {
    super(wire.kind);
    this.wire = wire;
  }
}

const init = workerData as WriterInit;
const port = parentPort!;
// busy_timeout 0: BEGIN IMMEDIATE answers SQLITE_BUSY at once and the batch tries again after a short pause.
const writer: Database.Database = openDurableSqlite(init.file, 0);
const w = {
  // The (stream, revision) unique index answers this in one seek: no table of stream heads to keep in step. CAST: with
  // the stream a bare parameter SQLite prepares this statement again at every run (see the store's reads, sqlite.ts).
  streamRevision: writer.prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream = CAST(? AS TEXT)').pluck(),
  insert: writer.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (@id, @stream, @revision, @type, @data, @metadata, @recorded_at)'),
  byId: writer.prepare<[string], Row>('SELECT position, stream, revision, type, data FROM events WHERE id = ?'),
};
const tx = {
  begin: writer.prepare('BEGIN IMMEDIATE'),
  savepoint: writer.prepare('SAVEPOINT append'),
  release: writer.prepare('RELEASE append'),
  rollbackTo: writer.prepare('ROLLBACK TO append'),
  commit: writer.prepare('COMMIT'),
  rollback: writer.prepare('ROLLBACK'),
};
const pause = new Int32Array(new SharedArrayBuffer(4));

const failed = (err: unknown): WireOutcome => ({
  ok: false,
  error: err instanceof AppendRefused ? err.wire : { kind: 'failed', message: err instanceof Error ? err.message : String(err), code: (err as { code?: string }).code },
});

const expectationHolds = (expected: WireAppend['expected'], actual: number | 'no_stream') =>
  expected === 'any' ||
  (expected === 'no_stream' && actual === 'no_stream') ||
  (expected === 'stream_exists' && actual !== 'no_stream') ||
  (typeof expected === 'number' && expected === actual);

/** The earlier result when every event of this append is already stored in this stream, in order, with the same type and data. */
function previousAppend(a: WireAppend): WireOutcome | null {
  const first = w.byId.get(a.events[0]!.id);
  if (!first) return null;
  let last = first;
  for (let i = 0; i < a.events.length; i++) {
    const row = i === 0 ? first : w.byId.get(a.events[i]!.id);
    const e = a.events[i]!;
    if (!row || row.stream !== a.streamName || row.revision !== first.revision + i || row.type !== e.type || row.data !== e.data) {
      throw new AppendRefused({ kind: 'duplicateEventId', streamName: a.streamName, eventId: e.id });
    }
    last = row;
  }
  return { ok: true, nextExpectedRevision: last.revision, position: last.position };
}

/** Thrown when an event id of the append is stored already: the caller undoes the append, then asks previousAppend. */
class EventIdStored extends Error {
  readonly eventId: string;
  constructor(eventId: string) {
    super(eventId);
    this.eventId = eventId;
  }
}

/**
 * One append, inside the batch's transaction; throws without having written anything beyond its savepoint. A retry
 * of an append that was written is found only when its events' ids are stored (a wrong revision or a unique id
 * failing), so the usual append pays no lookup by id.
 */
function appendOne(a: WireAppend, recordedAt: string): WireOutcome {
  const current = w.streamRevision.get(a.streamName) ?? null;
  const actual = current ?? 'no_stream';
  if (!expectationHolds(a.expected, actual)) {
    const previous = previousAppend(a);
    if (previous) return previous;
    throw new AppendRefused({ kind: 'wrongExpectedVersion', streamName: a.streamName, expected: a.expected, actual });
  }
  let revision = current ?? -1;
  let position = -1;
  for (const e of a.events) {
    revision += 1;
    try {
      position = Number(w.insert.run({ id: e.id, stream: a.streamName, revision, type: e.type, data: e.data, metadata: e.metadata, recorded_at: recordedAt }).lastInsertRowid);
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && String(err).includes('events.id')) throw new EventIdStored(e.id);
      throw err;
    }
  }
  return { ok: true, nextExpectedRevision: revision, position };
}

/** What an append whose event id is stored already answers, once its own writes are undone. */
const afterStoredId = (a: WireAppend, stored: EventIdStored): WireOutcome => {
  try {
    return previousAppend(a) ?? failed(new AppendRefused({ kind: 'duplicateEventId', streamName: a.streamName, eventId: stored.eventId }));
  } catch (err) {
    return failed(err);
  }
};

/** Asks the store to run its beforeCommit hook and waits for its answer: true to commit. */
function hookAllowsCommit(appends: number): boolean {
  Atomics.store(init.hookAnswer, 0, 0);
  port.postMessage({ type: 'beforeCommit', appends } satisfies FromWriter);
  Atomics.wait(init.hookAnswer, 0, 0);
  return Atomics.load(init.hookAnswer, 0) === 1;
}

/**
 * Writes the appends in one transaction, each in its own SAVEPOINT, so a wrong expected revision or a reused event id
 * fails that append alone and later appends see the earlier ones as if they had run one after the other. When SQLite
 * aborts the whole transaction (I/O error, disk full), the append that broke it fails and the others are written
 * again in a new transaction, in their order; a failed COMMIT fails them all (retrying blindly could hide a dying disk).
 */
function writeBatch(batch: Extract<ToWriter, { type: 'batch' }>): WireOutcome[] {
  const { appends, recordedAt } = batch;
  for (;;) {
    try {
      tx.begin.run();
      break;
    } catch (err) {
      // Another process is committing: a short pause here costs the event loop nothing.
      if (!isBusy(err) || Date.now() >= batch.lockDeadline) return appends.map(() => failed(err));
      Atomics.wait(pause, 0, 0, 1 + Math.random() * 3);
    }
  }
  const outcomes: WireOutcome[] = [];
  // A batch of one needs no savepoint: if it fails, the whole (empty) transaction is rolled back instead.
  const alone = appends.length === 1;
  let brokenAt = -2;
  let breakingError: unknown = null;
  for (let i = 0; i < appends.length; i++) {
    if (!alone) tx.savepoint.run();
    try {
      outcomes.push(appendOne(appends[i]!, recordedAt));
      if (!alone) tx.release.run();
    } catch (err) {
      if (!writer.inTransaction) {
        brokenAt = i;
        breakingError = err;
        break;
      }
      if (alone) {
        tx.rollback.run();
        return [err instanceof EventIdStored ? afterStoredId(appends[i]!, err) : failed(err)];
      }
      tx.rollbackTo.run();
      tx.release.run();
      outcomes.push(err instanceof EventIdStored ? afterStoredId(appends[i]!, err) : failed(err));
    }
  }
  if (brokenAt === -2) {
    try {
      if (batch.hook && !hookAllowsCommit(appends.length)) throw new Error('the beforeCommit hook refused the batch');
      tx.commit.run();
      return outcomes;
    } catch (err) {
      if (writer.inTransaction) tx.rollback.run();
      return appends.map(() => failed(err));
    }
  }
  const rest = appends.filter((_, i) => i !== brokenAt);
  const again = rest.length > 0 ? writeBatch({ ...batch, appends: rest }) : [];
  return appends.map((_, i) => (i === brokenAt ? failed(breakingError) : again[i < brokenAt ? i : i - 1]!));
}

/**
 * The thread sleeps on the store's wake counter and takes its messages off the port itself: a futex wake-up instead of
 * a turn of the thread's event loop, which a commit of ~100 µs notices (the appends benchmark, docs/benchmarks.md).
 */
let seen = Atomics.load(init.wake, 0);
for (;;) {
  let received = receiveMessageOnPort(port);
  while (received) {
    const message = received.message as ToWriter;
    if (message.type === 'close') {
      writer.close();
      port.postMessage({ type: 'closed' } satisfies FromWriter);
      port.close();
      process.exit(0);
    }
    port.postMessage({ type: 'written', outcomes: writeBatch(message) } satisfies FromWriter);
    received = receiveMessageOnPort(port);
  }
  Atomics.wait(init.wake, 0, seen);
  seen = Atomics.load(init.wake, 0);
}
