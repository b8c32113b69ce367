import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import {
  checkExpectedRevision,
  DuplicateEventIdError,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
  type Subscription,
} from './port.ts';

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

const SCHEMA = `
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
);
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
}

/**
 * Opens a SQLite file with the store's durability settings. The benchmark's raw-insert baseline opens its file
 * through here too, so both sides of the comparison pay for the same fsyncs.
 */
export function openDurableSqlite(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 10000');
  return db;
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

/**
 * Embedded event store on one SQLite file. WAL lets readers in other processes run beside the single writer;
 * synchronous=FULL makes every commit durable. SQLite serialises writers, so global positions become visible
 * strictly in order and a subscriber polling "position > checkpoint" never skips an event committed late.
 */
export function openSqliteEventStore(file: string, options: SqliteEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 25;
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? (() => new Date());
  const db = openDurableSqlite(file);
  db.exec(SCHEMA);

  const q = {
    streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
    upsertStream: db.prepare('INSERT INTO streams (stream, revision) VALUES (?, ?) ON CONFLICT(stream) DO UPDATE SET revision = excluded.revision'),
    insert: db.prepare(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (@id, @stream, @revision, @type, @data, @metadata, @recorded_at)',
    ),
    byId: db.prepare<[string], Row>('SELECT * FROM events WHERE id = ?'),
    forwards: db.prepare<[string, number, number], Row>('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision ASC LIMIT ?'),
    backwards: db.prepare<[string, number, number], Row>('SELECT * FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?'),
    allForwards: db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position ASC LIMIT ?'),
    allBackwards: db.prepare<[number, number], Row>('SELECT * FROM events WHERE position < ? ORDER BY position DESC LIMIT ?'),
    head: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
  };

  /** Returns the earlier result when every event of this append is already stored in this stream, in order, with the same type and data. */
  const previousAppend = (streamName: string, events: NewEvent[]): AppendResult | null => {
    const first = q.byId.get(events[0]!.id);
    if (!first) return null;
    let last = first;
    for (let i = 0; i < events.length; i++) {
      const row = i === 0 ? first : q.byId.get(events[i]!.id);
      const e = events[i]!;
      if (!row || row.stream !== streamName || row.revision !== first.revision + i || row.type !== e.type || row.data !== JSON.stringify(e.data)) {
        throw new DuplicateEventIdError(streamName, e.id);
      }
      last = row;
    }
    return { nextExpectedRevision: last.revision, position: last.position };
  };

  const append = db.transaction((streamName: string, events: NewEvent[], expected: Parameters<typeof checkExpectedRevision>[1]): AppendResult => {
    const previous = previousAppend(streamName, events);
    if (previous) return previous;
    const current = q.streamRevision.get(streamName)?.revision;
    checkExpectedRevision(streamName, expected, current ?? 'no_stream');
    let revision = current ?? -1;
    let position = -1;
    const recordedAt = now().toISOString();
    for (const e of events) {
      revision += 1;
      try {
        position = Number(
          q.insert.run({
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
    q.upsertStream.run(streamName, revision);
    return { nextExpectedRevision: revision, position };
  });

  let closed = false;
  const subscriptions = new Set<{ stop: () => void }>();

  return {
    kind: 'sqlite',
    async appendToStream(streamName, events, opts = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      // IMMEDIATE takes the write lock up front, so the revision read and the insert cannot interleave with
      // another process's append.
      return append.immediate(streamName, events, opts.expectedRevision ?? 'any');
    },
    async readStream(streamName, opts: ReadStreamOptions = {}) {
      const max = opts.maxCount ?? Number.MAX_SAFE_INTEGER;
      const rows =
        opts.direction === 'backwards'
          ? q.backwards.all(streamName, opts.fromRevision ?? Number.MAX_SAFE_INTEGER, max)
          : q.forwards.all(streamName, opts.fromRevision ?? 0, max);
      return rows.map(toRecorded);
    },
    async readAll(opts: ReadAllOptions = {}) {
      const max = opts.maxCount ?? batchSize;
      const rows =
        opts.direction === 'backwards'
          ? q.allBackwards.all(opts.after ?? Number.MAX_SAFE_INTEGER, max)
          : q.allForwards.all(opts.after ?? 0, max);
      return rows.map(toRecorded);
    },
    async headPosition() {
      return q.head.get()?.p ?? -1;
    },
    subscribeToAll(opts: SubscribeToAllOptions = {}): Subscription {
      let stopped = false;
      let wake: (() => void) | null = null;
      const handle = {
        stop: () => {
          stopped = true;
          wake?.();
        },
      };
      subscriptions.add(handle);
      const prefixes = opts.streamPrefixes;
      const matches = (r: Row) => !prefixes || prefixes.some((p) => r.stream.startsWith(p));
      let checkpoint = opts.after ?? 0;
      async function* iterate(): AsyncGenerator<RecordedEvent> {
        try {
          while (!stopped && !closed) {
            const rows = q.allForwards.all(checkpoint, batchSize);
            for (const row of rows) {
              if (stopped) return;
              checkpoint = row.position;
              if (matches(row)) yield toRecorded(row);
            }
            if (rows.length < batchSize) {
              const ac = new AbortController();
              wake = () => ac.abort();
              await sleep(pollIntervalMs, undefined, { signal: ac.signal }).catch(() => undefined);
              wake = null;
            }
          }
        } finally {
          subscriptions.delete(handle);
        }
      }
      const it = iterate();
      return {
        [Symbol.asyncIterator]: () => it,
        async unsubscribe() {
          handle.stop();
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const s of subscriptions) s.stop();
      // Let pending iterators observe the stop before the handle goes away.
      await sleep(pollIntervalMs + 5);
      db.close();
    },
  };
}
