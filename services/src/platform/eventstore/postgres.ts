import pg from 'pg';
import { DuplicateEventIdError, WrongExpectedVersionError, type AppendResult, type EventStore, type RecordedEvent } from './port.ts';
import { pollingSubscription, type WakeableSubscription } from './polling-subscription.ts';
import type { PendingAppend } from './pending-append.ts';

const CHANNEL = 'rihla_events';

/**
 * One append function does a whole batch in one statement (one round trip, one transaction, one WAL flush).
 *
 * Ordering: every batch first takes one transaction-level advisory lock and allocates positions as max+1 while
 * holding it. Postgres makes a transaction visible before it releases its locks, so the next writer allocates
 * only after the previous batch is visible: positions become visible strictly in order, without gaps, and a
 * subscriber reading "position > checkpoint" never skips an event that commits late (a plain sequence would hand
 * out 7 and 8 to two transactions and let 8 commit first).
 *
 * Each append of the batch is checked on its own (event ids already stored, expected revision) before anything is
 * written, so a refused append writes nothing and the others of the batch go on; its outcome says why.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    bigint      PRIMARY KEY,
  id          text        NOT NULL UNIQUE,
  stream      text        NOT NULL,
  revision    integer     NOT NULL,
  type        text        NOT NULL,
  data        json        NOT NULL,
  metadata    json        NOT NULL,
  recorded_at timestamptz NOT NULL,
  UNIQUE (stream, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream   text    PRIMARY KEY,
  revision integer NOT NULL
);
CREATE OR REPLACE FUNCTION rihla_append_batch(appends json, recorded timestamptz) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  a json;
  e json;
  ids text[];
  i_id text;
  first_row events%ROWTYPE;
  stored events%ROWTYPE;
  clash text;
  expected text;
  current_rev integer;
  rev integer;
  head bigint;
  i integer;
  outcomes json[] := '{}';
  wrote boolean := false;
BEGIN
  PERFORM pg_advisory_xact_lock(72627);
  SELECT coalesce(max(position), 0) INTO head FROM events;
  FOR a IN SELECT * FROM json_array_elements(appends) LOOP
    ids := ARRAY(SELECT x->>'id' FROM json_array_elements(a->'events') x);
    SELECT * INTO first_row FROM events WHERE id = ids[1];
    IF FOUND THEN
      -- A retry of an append already stored: the same ids, in order, in this stream, with the same content.
      clash := NULL;
      i := 0;
      FOR e IN SELECT * FROM json_array_elements(a->'events') LOOP
        SELECT * INTO stored FROM events WHERE id = e->>'id';
        IF NOT FOUND OR stored.stream <> a->>'stream' OR stored.revision <> first_row.revision + i
           OR stored.type <> e->>'type' OR stored.data::jsonb <> (e->'data')::jsonb THEN
          clash := e->>'id';
          EXIT;
        END IF;
        i := i + 1;
      END LOOP;
      IF clash IS NOT NULL THEN
        outcomes := outcomes || json_build_object('duplicate', clash);
      ELSE
        outcomes := outcomes || json_build_object('revision', stored.revision, 'position', stored.position);
      END IF;
      CONTINUE;
    END IF;
    -- One probe of the id index per event: the single query on id = ANY(ids) cost more with every event stored.
    clash := NULL;
    FOREACH i_id IN ARRAY ids LOOP
      PERFORM 1 FROM events WHERE id = i_id;
      IF FOUND THEN
        clash := i_id;
        EXIT;
      END IF;
    END LOOP;
    IF clash IS NOT NULL THEN
      outcomes := outcomes || json_build_object('duplicate', clash);
      CONTINUE;
    END IF;
    SELECT revision INTO current_rev FROM streams WHERE stream = a->>'stream';
    IF NOT FOUND THEN current_rev := NULL; END IF;
    expected := a->>'expected';
    IF NOT (expected = 'any'
        OR (expected = 'no_stream' AND current_rev IS NULL)
        OR (expected = 'stream_exists' AND current_rev IS NOT NULL)
        OR (expected ~ '^[0-9]+$' AND current_rev IS NOT NULL AND expected::integer = current_rev)) THEN
      outcomes := outcomes || json_build_object('wrong', coalesce(current_rev::text, 'no_stream'));
      CONTINUE;
    END IF;
    rev := coalesce(current_rev, -1);
    FOR e IN SELECT * FROM json_array_elements(a->'events') LOOP
      rev := rev + 1;
      head := head + 1;
      INSERT INTO events (position, id, stream, revision, type, data, metadata, recorded_at)
      VALUES (head, e->>'id', a->>'stream', rev, e->>'type', e->'data', coalesce(e->'metadata', '{}'::json), recorded);
    END LOOP;
    INSERT INTO streams (stream, revision) VALUES (a->>'stream', rev)
      ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision;
    outcomes := outcomes || json_build_object('revision', rev, 'position', head);
    wrote := true;
  END LOOP;
  IF wrote THEN
    -- Delivered at COMMIT only, to every listening process: subscriptions wake instead of polling.
    PERFORM pg_notify('${CHANNEL}', head::text);
  END IF;
  RETURN array_to_json(outcomes);
END $$;
`;

type Outcome = { revision: number; position: number } | { duplicate: string } | { wrong: string };

interface Row {
  position: string;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

export interface PostgresEventStoreOptions {
  /** Fallback poll of a caught-up subscription, should a notification be lost while the listener reconnects. */
  pollIntervalMs?: number;
  /** Events fetched per read while catching up. */
  batchSize?: number;
  /** Appends written in one statement at most. */
  maxAppendsPerBatch?: number;
  /** Connections for reads and appends (the listener has its own). */
  poolSize?: number;
  now?: () => Date;
}

const positionOf = (r: Row) => Number(r.position);

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.id,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  streamName: r.stream,
  revision: r.revision,
  position: Number(r.position),
  recordedAt: r.recorded_at.toISOString(),
});

const COLUMNS = 'position, id, stream, revision, type, data, metadata, recorded_at';

/**
 * The store's statements, named: each connection prepares them once and then only executes them, where an unnamed
 * query is parsed and planned again on every call (most of the server's work for reads this small).
 */
const STATEMENTS = {
  append: { name: 'rihla-append', text: 'SELECT rihla_append_batch($1::json, $2) AS outcomes' },
  streamForwards: { name: 'rihla-stream-forwards', text: `SELECT ${COLUMNS} FROM events WHERE stream = $1 AND revision >= $2 ORDER BY revision ASC LIMIT $3` },
  streamBackwards: { name: 'rihla-stream-backwards', text: `SELECT ${COLUMNS} FROM events WHERE stream = $1 AND revision <= $2 ORDER BY revision DESC LIMIT $3` },
  allForwards: { name: 'rihla-all-forwards', text: `SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position ASC LIMIT $2` },
  allBackwards: { name: 'rihla-all-backwards', text: `SELECT ${COLUMNS} FROM events WHERE position < $1 ORDER BY position DESC LIMIT $2` },
  head: { name: 'rihla-head', text: 'SELECT max(position) AS p FROM events' },
} as const;

/** Creates the schema once per database; concurrent first starts of several processes serialise on a lock. */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(72626)');
    await client.query(SCHEMA);
  } finally {
    await client.query('SELECT pg_advisory_unlock(72626)').catch(() => {});
    client.release();
  }
}

/**
 * Event store on PostgreSQL, for running every process in several copies on several machines. Appends issued by
 * this process while a batch is on its way are sent together as the next batch (group commit); subscriptions
 * catch up by position and then wake on LISTEN/NOTIFY.
 */
export async function openPostgresEventStore(url: string, options: PostgresEventStoreOptions = {}): Promise<EventStore> {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 500;
  const maxAppends = options.maxAppendsPerBatch ?? 500;
  const now = options.now ?? (() => new Date());
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 6 });
  // An idle connection that the server drops must not crash the process: the next query reconnects.
  pool.on('error', () => {});
  await migrate(pool);

  let closed = false;
  const queue: PendingAppend[] = [];
  let inFlight: Promise<void> | null = null;

  const settle = (p: PendingAppend, o: Outcome) => {
    if ('revision' in o) return p.resolve({ nextExpectedRevision: o.revision, position: Number(o.position) });
    if ('duplicate' in o) return p.reject(new DuplicateEventIdError(p.streamName, o.duplicate));
    p.reject(new WrongExpectedVersionError(p.streamName, p.expected, o.wrong === 'no_stream' ? 'no_stream' : Number(o.wrong)));
  };

  /** Sends what queued up while the previous batch was on its way; one batch at a time keeps appends in order. */
  const flush = () => {
    if (inFlight || queue.length === 0) return;
    const batch = queue.splice(0, maxAppends);
    const payload = JSON.stringify(
      batch.map((p) => ({
        stream: p.streamName,
        expected: String(p.expected),
        events: p.events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
      })),
    );
    inFlight = pool
      .query<{ outcomes: Outcome[] }>({ ...STATEMENTS.append, values: [payload, now()] })
      .then(
        (r) => batch.forEach((p, i) => settle(p, r.rows[0]!.outcomes[i]!)),
        // Whether it committed is unknown (the connection broke): the caller retries, and event ids keep it idempotent.
        (err: unknown) => batch.forEach((p) => p.reject(err)),
      )
      .finally(() => {
        inFlight = null;
        flush();
      });
  };

  const subscriptions = new Set<WakeableSubscription>();
  const wakeAll = () => subscriptions.forEach((s) => s.wake());
  let listener: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  /** One LISTEN connection per process, opened with the first subscription and reopened if it breaks. */
  const listen = (): Promise<void> => {
    if (listening || closed) return listening ?? Promise.resolve();
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('notification', wakeAll);
    client.on('error', () => {
      // Lost connection: subscriptions fall back to their poll until the next subscription reopens it.
      if (listener === client) {
        listener = null;
        listening = null;
      }
      void client.end().catch(() => {});
      wakeAll();
    });
    listening = client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => undefined)
      .catch(() => {
        if (listener === client) {
          listener = null;
          listening = null;
        }
      });
    return listening;
  };

  const readAllRows = async (after: number, max: number, backwards = false) =>
    (await pool.query<Row>({ ...(backwards ? STATEMENTS.allBackwards : STATEMENTS.allForwards), values: [after, max] })).rows;

  return {
    kind: 'postgres',
    async appendToStream(streamName, events, opts = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      if (closed) throw new Error('the event store is closed');
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ streamName, events, expected: opts.expectedRevision ?? 'any', resolve, reject });
        // Appends issued in the same event-loop turn go out together.
        if (queue.length === 1) setImmediate(flush);
      });
    },
    async readStream(streamName, opts = {}) {
      const max = opts.maxCount ?? 2_147_483_647;
      const r =
        opts.direction === 'backwards'
          ? await pool.query<Row>({ ...STATEMENTS.streamBackwards, values: [streamName, opts.fromRevision ?? 2_147_483_647, max] })
          : await pool.query<Row>({ ...STATEMENTS.streamForwards, values: [streamName, opts.fromRevision ?? 0, max] });
      return r.rows.map(toRecorded);
    },
    async readAll(opts = {}) {
      const max = opts.maxCount ?? batchSize;
      const rows = opts.direction === 'backwards' ? await readAllRows(opts.after ?? Number.MAX_SAFE_INTEGER, max, true) : await readAllRows(opts.after ?? 0, max);
      return rows.map(toRecorded);
    },
    async headPosition() {
      const r = await pool.query<{ p: string | null }>(STATEMENTS.head);
      return r.rows[0]?.p == null ? -1 : Number(r.rows[0].p);
    },
    subscribeToAll(opts = {}) {
      const readBatch = (after: number, max: number) => readAllRows(after, max);
      // Listening before the first read: nothing committed between the read and the wait goes unnoticed.
      const beforeRead = async (first: boolean) => (first ? listen() : listener ? undefined : void listen());
      return pollingSubscription({ subscriptions, isClosed: () => closed, batchSize, pollIntervalMs, readBatch, positionOf, toRecorded, beforeRead }, opts);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const s of subscriptions) s.stop();
      // Appends already accepted are written before the connections go.
      while (inFlight || queue.length) {
        flush();
        await inFlight;
      }
      const l = listener;
      listener = null;
      await l?.end().catch(() => {});
      await pool.end();
    },
  };
}
