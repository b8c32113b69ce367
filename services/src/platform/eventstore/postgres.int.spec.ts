import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { describeEventStoreContract } from './event-store-contract.ts';
import { openPostgresEventStore } from './postgres.ts';

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describeEventStoreContract('postgres', async () => {
  const url = await server.createDatabase('contract');
  const store = await openPostgresEventStore(url, { pollIntervalMs: 1000 });
  return { store, childEnv: { EVENT_STORE: 'postgres', DATABASE_URL: url }, cleanup: () => store.close() };
});

describe('postgres event store specifics', () => {
  const event = (type = 'T', data: unknown = {}) => ({ id: randomUUID(), type, data });

  it('enforces unique (stream, revision) and unique event id in the schema itself', async () => {
    const url = await server.createDatabase('schema');
    const store = await openPostgresEventStore(url);
    const first = event();
    await store.appendToStream('s', [first, event()], { expectedRevision: 'no_stream' });
    await store.close();
    const raw = new pg.Client({ connectionString: url });
    await raw.connect();
    const insert = (id: string, stream: string, revision: number, position: number) =>
      raw.query("INSERT INTO events (position, id, stream, revision, type, data, metadata, recorded_at) VALUES ($4, $1, $2, $3, 'T', '{}', '{}', now())", [
        id,
        stream,
        revision,
        position,
      ]);
    await expect(insert(randomUUID(), 's', 1, 100)).rejects.toThrow(/events_stream_revision_key/);
    await expect(insert(first.id, 'other', 0, 101)).rejects.toThrow(/events_id_key/);
    await raw.end();
  });

  it('an append probes the id index and never reads the table, so its cost does not grow with the events stored', async () => {
    const url = await server.createDatabase('growth');
    const store = await openPostgresEventStore(url);
    for (let i = 0; i < 20; i++) await store.appendToStream(`grown-${i}`, Array.from({ length: 100 }, () => event()), { expectedRevision: 'no_stream' });
    await store.close();
    const raw = new pg.Client({ connectionString: url });
    await raw.connect();
    try {
      // Rows read by scanning the table itself in this transaction (index probes are counted elsewhere).
      const tableRowsRead = async () => Number((await raw.query("SELECT pg_stat_get_xact_tuples_returned('events'::regclass) AS n")).rows[0].n);
      await raw.query('BEGIN');
      const perAppend: number[] = [];
      // PL/pgSQL plans a statement for the session after its fifth run: the later appends show what the store does for good.
      for (let i = 0; i < 8; i++) {
        const before = await tableRowsRead();
        const payload = JSON.stringify([{ stream: `one-more-${i}`, expected: 'no_stream', events: [event(), event()].map((e) => ({ ...e, metadata: {} })) }]);
        await raw.query('SELECT rihla_append_batch($1::json, now())', [payload]);
        perAppend.push((await tableRowsRead()) - before);
      }
      await raw.query('ROLLBACK');
      expect(perAppend).toEqual(perAppend.map(() => 0));
    } finally {
      await raw.end();
    }
  });

  it('refuses an event id stored in another stream, alone in its batch, and the rest of the batch goes in', async () => {
    const store = await openPostgresEventStore(await server.createDatabase('dup'));
    const e = event();
    await store.appendToStream('a', [e], { expectedRevision: 'no_stream' });
    // Issued in one turn: the three appends travel in one batch; the refused one writes nothing.
    const [ok1, dup, ok2] = await Promise.allSettled([
      store.appendToStream('c', [event()], { expectedRevision: 'no_stream' }),
      store.appendToStream('b', [event(), e], { expectedRevision: 'no_stream' }),
      store.appendToStream('c', [event()], { expectedRevision: 0 }),
    ]);
    expect(ok1).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0 } });
    expect(dup).toMatchObject({ status: 'rejected', reason: { name: 'DuplicateEventIdError', eventId: e.id } });
    expect(ok2).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1 } });
    expect(await store.readStream('b')).toEqual([]);
    // Positions stay gap-free although an append in the middle of the batch was refused.
    expect((await store.readAll()).map((x) => x.position)).toEqual([1, 2, 3]);
    await store.close();
  });

  it('a second process opening the same database finds the schema and continues the positions', async () => {
    const url = await server.createDatabase('reopen');
    const [a, b] = await Promise.all([openPostgresEventStore(url), openPostgresEventStore(url)]);
    const written = await a.appendToStream('s', [event('A', { n: 1 })], { expectedRevision: 'no_stream' });
    const next = await b.appendToStream('s', [event('B', { n: 2 })], { expectedRevision: 0 });
    expect(next.position).toBe(written.position + 1);
    expect(await a.readAll()).toEqual(await b.readAll());
    await Promise.all([a.close(), b.close()]);
  });

  it('a caught-up subscription wakes on a commit of another process through LISTEN/NOTIFY, not on its poll', async () => {
    const url = await server.createDatabase('notify');
    // A poll a minute apart: only the notification can deliver the event within the test's few seconds.
    const reader = await openPostgresEventStore(url, { pollIntervalMs: 60_000 });
    const writer = await openPostgresEventStore(url);
    const subscription = reader.subscribeToAll();
    // Asked for its next event before anything is stored: it reads nothing and waits.
    const pending = subscription[Symbol.asyncIterator]().next();
    await new Promise((r) => setTimeout(r, 300));
    const e = event('Woken');
    const sent = Date.now();
    await writer.appendToStream('w', [e], { expectedRevision: 'no_stream' });
    const next = await pending;
    expect(next.value).toMatchObject({ id: e.id, type: 'Woken', position: 1 });
    expect(Date.now() - sent).toBeLessThan(5_000);
    await subscription.unsubscribe();
    await Promise.all([reader.close(), writer.close()]);
  });
});
