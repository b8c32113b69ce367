import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/fixtures.ts';
import { scratchSqliteFiles } from '../testing/scratch-sqlite-files.ts';
import { describeEventStoreContract } from './event-store-contract.ts';
import { DuplicateEventIdError } from './port.ts';
import { openDurableSqlite, openSqliteEventStore } from './sqlite.ts';

describeEventStoreContract('sqlite', async () => {
  const { dir, remove } = tempDir('es-contract');
  const file = join(dir, 'events.sqlite');
  const store = openSqliteEventStore(file, { pollIntervalMs: 10 });
  return {
    store,
    childEnv: { EVENTSTORE_SQLITE_FILE: file },
    cleanup: async () => {
      await store.close();
      remove();
    },
  };
});

describe('sqlite event store specifics', () => {
  const { freshFile, defer } = scratchSqliteFiles('es-sqlite');
  const event = (type = 'T', data: unknown = {}) => ({ id: randomUUID(), type, data });

  it('opens files in WAL mode with synchronous=FULL', async () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    defer(() => store.close());
    await store.appendToStream('s', [event()]);
    // journal_mode=WAL is stored in the file, so another connection sees what the store set.
    const other = new Database(file, { readonly: true });
    defer(() => void other.close());
    expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
    // synchronous is per connection: the store opens its connection through openDurableSqlite.
    const db = openDurableSqlite(freshFile());
    defer(() => void db.close());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
  });

  it('joins the events a read decoded before with those it has not, in order, whichever part another process wrote', async () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    const other = openSqliteEventStore(file);
    defer(() => store.close());
    defer(() => other.close());
    await store.appendToStream('s', [0, 1, 2].map((n) => event('T', { n })));
    expect((await store.readStream('s')).map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    await other.appendToStream('s', [3, 4].map((n) => event('T', { n })), { expectedRevision: 2 });
    const data = (events: { data: unknown }[]) => events.map((e) => (e.data as { n: number }).n);
    expect(data(await store.readStream('s'))).toEqual([0, 1, 2, 3, 4]);
    await other.appendToStream('s', [event('T', { n: 5 })]);
    expect(data(await store.readStream('s', { fromRevision: 1, maxCount: 4 }))).toEqual([1, 2, 3, 4]);
    expect(data(await store.readStream('s', { fromRevision: 2, maxCount: 9 }))).toEqual([2, 3, 4, 5]);
    expect(data(await store.readStream('s', { direction: 'backwards', maxCount: 2 }))).toEqual([5, 4]);
    // Decoded only from the middle on: the read starts at rows.
    await other.appendToStream('t', [0, 1, 2, 3].map((n) => event('T', { n })));
    expect(data(await store.readStream('t', { fromRevision: 2 }))).toEqual([2, 3]);
    expect(data(await store.readStream('t'))).toEqual([0, 1, 2, 3]);
    expect(data(await store.readStream('t', { direction: 'backwards', fromRevision: 2 }))).toEqual([2, 1, 0]);
    expect(await store.readStream('none')).toEqual([]);
  });

  it('enforces unique (stream, revision) and unique event id in the schema itself', async () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    defer(() => store.close());
    const first = event();
    await store.appendToStream('s', [first, event()], { expectedRevision: 'no_stream' });
    const raw = new Database(file);
    defer(() => void raw.close());
    const insert = raw.prepare(
      "INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, 'T', '{}', '{}', '2026-01-01T00:00:00.000Z')",
    );
    expect(() => insert.run(randomUUID(), 's', 1)).toThrow(/UNIQUE constraint failed: events\.stream, events\.revision/);
    expect(() => insert.run(first.id, 'other', 0)).toThrow(/UNIQUE constraint failed: events\.id/);
  });

  it('refuses an event id already stored in another stream', async () => {
    const store = openSqliteEventStore(freshFile());
    defer(() => store.close());
    const e = event();
    await store.appendToStream('a', [e], { expectedRevision: 'no_stream' });
    await expect(store.appendToStream('b', [e], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(DuplicateEventIdError);
    // A later event of the batch colliding is refused too, and the whole batch is rolled back.
    await expect(store.appendToStream('b', [event(), e], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.readStream('b')).toEqual([]);
  });

  it("with expected revision 'any' a retry returns the first result and a reused id is refused, alone and among appends committed together", async () => {
    const store = openSqliteEventStore(freshFile());
    defer(() => store.close());
    const batch = [event('A', { n: 1 }), event('B', { n: 2 })];
    const first = await store.appendToStream('s', batch, { expectedRevision: 'any' });
    // Alone in its commit: a retry, and the second event's id reused in another stream.
    expect(await store.appendToStream('s', batch, { expectedRevision: 'any' })).toEqual(first);
    const reuse = () => store.appendToStream('other', [event('C'), { id: batch[1]!.id, type: 'B', data: { n: 2 } }], { expectedRevision: 'any' });
    await expect(reuse()).rejects.toMatchObject({ name: DuplicateEventIdError.name, eventId: batch[1]!.id });
    // Issued in one turn, the three share one transaction: each ends as if it had run alone.
    const fresh = event('D');
    const [again, reused, next] = await Promise.allSettled([store.appendToStream('s', batch, { expectedRevision: 'any' }), reuse(), store.appendToStream('s', [fresh], { expectedRevision: 'any' })]);
    expect(again).toEqual({ status: 'fulfilled', value: first });
    expect(reused).toMatchObject({ status: 'rejected', reason: { eventId: batch[1]!.id } });
    expect((reused as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEventIdError);
    expect(next).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 2 } });
    expect((await store.readStream('s')).map((e) => e.id)).toEqual([...batch, fresh].map((e) => e.id));
    expect(await store.readStream('other')).toEqual([]);
  });

  it('keeps every event and the global position across a reopen of the file', async () => {
    const file = freshFile();
    const first = openSqliteEventStore(file);
    const events = [event('A', { n: 1 }), event('B', { n: 2 })];
    const written = await first.appendToStream('s', events, { expectedRevision: 'no_stream' });
    const before = await first.readAll();
    await first.close();

    const reopened = openSqliteEventStore(file);
    defer(() => reopened.close());
    expect(await reopened.readAll()).toEqual(before);
    expect(await reopened.headPosition()).toBe(written.position);
    const next = await reopened.appendToStream('s', [event('C')], { expectedRevision: 1 });
    expect(next.nextExpectedRevision).toBe(2);
    expect(next.position).toBeGreaterThan(written.position);
  });
});
