import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { rejection } from '../testing/rejection.ts';
import { scratchSqliteFiles } from '../testing/scratch-sqlite-files.ts';
import { DuplicateEventIdError, WrongExpectedVersionError, type EventStore } from './port.ts';
import { openSqliteEventStore, type SqliteEventStoreOptions } from './sqlite.ts';

const CRASH_CHILD = fileURLToPath(new URL('./group-commit-crash-child.ts', import.meta.url));
const event = (type = 'T', data: unknown = {}) => ({ id: randomUUID(), type, data });

describe('sqlite event store: group commit', () => {
  const { freshFile, defer } = scratchSqliteFiles('es-group');
  const open = (file: string, options: SqliteEventStoreOptions = {}): EventStore => {
    const store = openSqliteEventStore(file, options);
    defer(() => store.close());
    return store;
  };

  it('commits appends to different streams issued in the same tick in one transaction', async () => {
    const batches: number[] = [];
    const store = open(freshFile(), { beforeCommit: (n) => batches.push(n) });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.appendToStream(`s-${i}`, [event('A', { i })], { expectedRevision: 'no_stream' })));
    expect(batches).toEqual([20]);
    // One transaction, still one position per event, in the order the appends were issued.
    expect(results.map((r) => r.position)).toEqual(results.map((_, i) => results[0]!.position + i));
    expect(results.every((r) => r.nextExpectedRevision === 0)).toBe(true);
    const all = await store.readAll();
    expect(all.map((e) => e.streamName)).toEqual(Array.from({ length: 20 }, (_, i) => `s-${i}`));
  });

  it('fails a conflicting append alone; later appends of the batch see the earlier ones as if run one by one', async () => {
    const batches: number[] = [];
    const store = open(freshFile(), { beforeCommit: (n) => batches.push(n) });
    await store.appendToStream('taken', [event()], { expectedRevision: 'no_stream' });
    const reused = event('R', { n: 1 });
    await store.appendToStream('other', [reused], { expectedRevision: 'no_stream' });
    batches.length = 0;

    const first = store.appendToStream('s', [event('A')], { expectedRevision: 'no_stream' });
    const conflicting = store.appendToStream('taken', [event('B')], { expectedRevision: 'no_stream' });
    const second = store.appendToStream('s', [event('C')], { expectedRevision: 0 });
    const stale = store.appendToStream('s', [event('D')], { expectedRevision: 0 });
    const duplicate = store.appendToStream('s2', [event(), { ...reused, data: { n: 2 } }], { expectedRevision: 'no_stream' });
    const last = store.appendToStream('s3', [event('E')], { expectedRevision: 'no_stream' });

    const [ok1, err1, ok2, err2, err3, ok3] = await Promise.allSettled([first, conflicting, second, stale, duplicate, last]);
    expect(batches).toEqual([6]);
    expect(ok1).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0 } });
    expect(ok2).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1 } });
    expect(ok3).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0 } });
    expect((err1 as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((err1 as PromiseRejectedResult).reason).toMatchObject({ expected: 'no_stream', actual: 0 });
    expect((err2 as PromiseRejectedResult).reason).toMatchObject({ expected: 0, actual: 1 });
    expect((err3 as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEventIdError);
    // The failed appends left nothing behind, not even the first event of the refused two-event append.
    expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A', 'C']);
    expect(await store.readStream('s2')).toEqual([]);
    expect(await store.readStream('taken')).toHaveLength(1);
    expect((await store.readStream('s3')).map((e) => e.type)).toEqual(['E']);
  });

  it('treats the same append twice in one batch as one append', async () => {
    const store = open(freshFile());
    const events = [event('A'), event('B')];
    const [a, b] = await Promise.all([store.appendToStream('s', events, { expectedRevision: 'no_stream' }), store.appendToStream('s', events, { expectedRevision: 'no_stream' })]);
    expect(b).toEqual(a);
    expect(await store.readStream('s')).toHaveLength(2);
  });

  it('waits for another process to release the write lock without blocking the event loop', async () => {
    const file = freshFile();
    const store = open(file);
    await store.appendToStream('s', [event()], { expectedRevision: 'no_stream' });
    const other = new Database(file);
    defer(() => void other.close());
    other.exec('BEGIN IMMEDIATE');
    let settled = false;
    const pending = store.appendToStream('s', [event('Later')], { expectedRevision: 0 }).finally(() => (settled = true));
    // While the lock is held, timers keep firing: nothing sits in a sleeping busy handler (which would freeze them all).
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    await new Promise((r) => setTimeout(r, 300));
    clearInterval(ticker);
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(settled).toBe(false);
    other.exec('COMMIT');
    await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 1 });
  });

  it('keeps the event loop turning while a batch is written and made durable (the writer has its own thread)', async () => {
    const store = open(freshFile());
    const events = Array.from({ length: 5000 }, (_, i) => event('Big', { i, text: 'x'.repeat(200) }));
    let settled = false;
    const pending = store.appendToStream('big', events, { expectedRevision: 'no_stream' }).finally(() => (settled = true));
    // Written on this thread, the 5,000 inserts and the fsync would run in one turn of the loop, settling the append
    // by the second turn at the latest.
    let turns = 0;
    while (!settled) {
      await new Promise((r) => setImmediate(r));
      turns++;
    }
    await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 4999 });
    expect(turns).toBeGreaterThan(10);
  });

  it('fails appends that waited longer than the lock timeout, and only those', async () => {
    const file = freshFile();
    const store = open(file, { lockTimeoutMs: 100 });
    const other = new Database(file);
    defer(() => void other.close());
    other.exec('BEGIN IMMEDIATE');
    const err = await rejection(store.appendToStream('s', [event()]));
    expect(err).toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('COMMIT');
    await expect(store.appendToStream('s', [event()], { expectedRevision: 'no_stream' })).resolves.toMatchObject({ nextExpectedRevision: 0 });
  });

  it('wakes caught-up subscriptions on a commit in this process or another, without waiting for the next poll', async () => {
    const file = freshFile();
    // A poll this slow cannot deliver within the window: only the wake-ups can. Windows of seconds, not a bound of
    // milliseconds, so a loaded machine (a slow fsync, a busy thread) does not fail it; without wake-ups it always fails.
    const pollIntervalMs = 6_000;
    const store = open(file, { pollIntervalMs });
    const other = open(file);
    const subscription = store.subscribeToAll({ after: await store.headPosition() });
    const iterator = subscription[Symbol.asyncIterator]();
    await new Promise((r) => setTimeout(r, 50)); // caught up and sleeping
    const within = async (ms: number) => Promise.race([iterator.next(), new Promise<'late'>((r) => setTimeout(() => r('late'), ms))]);
    const window = pollIntervalMs - 1_000;
    const local = within(window);
    await store.appendToStream('mine', [event('Local')]);
    expect(await local).toMatchObject({ value: { type: 'Local' } });
    const remote = within(window);
    await other.appendToStream('theirs', [event('Remote')]);
    expect(await remote).toMatchObject({ value: { type: 'Remote' } });
    await subscription.unsubscribe();
  });

  it('a crash inside a batch before COMMIT loses none of the acknowledged appends and stores none of the others', { timeout: 60_000 }, async () => {
    const file = freshFile();
    for (const killAt of [3, 17]) {
      const child = spawn(process.execPath, ['--import', 'tsx', CRASH_CHILD, file, String(killAt), '12'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
      expect(signal, err).toBe('SIGKILL');
      expect(out).toMatch(new RegExp(`killing in batch ${killAt} of \\d+ appends`));
      const acknowledged = out.split('\n').filter((l) => l.startsWith('ack ')).map((l) => l.slice(4));
      expect(acknowledged.length).toBeGreaterThan(0);

      const store = openSqliteEventStore(file);
      const stored = (await store.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'Crashed');
      await store.close();
      const storedIds = new Set(stored.map((e) => e.id));
      // Stored after this run = acknowledged by every run so far; the killed batch left nothing.
      for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
      acknowledgedSoFar.push(...acknowledged);
      expect(stored.length).toBe(acknowledgedSoFar.length);
      // Streams stay gapless.
      for (const name of new Set(stored.map((e) => e.streamName))) {
        expect(stored.filter((e) => e.streamName === name).map((e) => e.revision)).toEqual(stored.filter((e) => e.streamName === name).map((_, i) => i));
      }
    }
  });
  const acknowledgedSoFar: string[] = [];
});
