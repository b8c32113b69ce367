import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testContextPerTest } from '../testing/test-context-per-test.ts';
import { eventIdFor, type Decider } from './decider.ts';
import { handleCommand } from './handle-command.ts';
import { DuplicateEventIdError, WrongExpectedVersionError, type EventStore } from '../eventstore/port.ts';
import { countingConflicts } from '../testing/counting-store.ts';
import {
  SeatPoolError,
  seatPoolDecider,
  seatPoolEvents,
  type SeatPoolCommand,
  type SeatPoolEvent,
  type SeatPoolState,
} from '../testing/seat-pool.ts';

const context = testContextPerTest();
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

const AT = '2026-03-01T10:00:00.000Z';
const reserve = (reservationId: string, qty = 1): SeatPoolCommand => ({ type: 'ReserveSeat', reservationId, qty, at: AT });

function run(store: EventStore, streamName: string, command: SeatPoolCommand, extra: { commandId?: string; expectedRevision?: number | 'no_stream'; maxAttempts?: number } = {}) {
  return handleCommand({ store, registry: seatPoolEvents, decider: seatPoolDecider, streamName, command, ...extra });
}

describe('command handling', () => {
  it('reads, folds, decides and appends with the expected revision', async () => {
    const { store } = await context('cmd');
    const opened = await run(store, 'pool-1', { type: 'OpenPool', capacity: 3 }, { commandId: 'open-1' });
    expect(opened.nextExpectedRevision).toBe(0);
    expect(opened.newState).toEqual({ status: 'open', capacity: 3, reserved: 0, reservations: [] });

    const reserved = await run(store, 'pool-1', reserve('r1', 2), { commandId: 'reserve-r1' });
    expect(reserved.newEvents).toEqual([{ type: 'SeatReserved', data: { reservationId: 'r1', qty: 2, at: AT } }]);
    expect(reserved.newState).toMatchObject({ status: 'open', reserved: 2, reservations: ['r1'] });
    expect(reserved.nextExpectedRevision).toBe(1);

    const stored = await store.readStream('pool-1');
    expect(stored.map((e) => [e.revision, e.type])).toEqual([
      [0, 'PoolOpened'],
      [1, 'SeatReserved'],
    ]);
    expect(stored[1]!.id).toBe(eventIdFor('reserve-r1', 0));
    expect(stored[1]!.metadata).toMatchObject({ commandId: 'reserve-r1', schemaVersion: 1 });

    // The decision is made on the folded state: over capacity is refused and nothing is written.
    await expect(run(store, 'pool-1', reserve('r2', 2))).rejects.toThrow(SeatPoolError);
    // A decision with no events appends nothing.
    const repeat = await run(store, 'pool-1', reserve('r1', 2), { commandId: 'another-id' });
    expect(repeat.newEvents).toEqual([]);
    expect(repeat.nextExpectedRevision).toBe(1);
    expect(await store.readStream('pool-1')).toHaveLength(2);
  });

  it('retries a conflicting append with a fresh read and decision, and gives up after maxAttempts', async () => {
    const { store } = await context('retry');
    await run(store, 'pool-r', { type: 'OpenPool', capacity: 100 });
    // Another writer slips an event in between this handler's read and its append, `interfere` times in a row.
    const interfering = (interfere: number): Decider<SeatPoolCommand, SeatPoolEvent, SeatPoolState> & { decisions: SeatPoolState[] } => {
      const decisions: SeatPoolState[] = [];
      return {
        ...seatPoolDecider,
        decisions,
        decide: (command, state) => {
          decisions.push(state);
          const events = seatPoolDecider.decide(command, state);
          if (decisions.length <= interfere) {
            const e = seatPoolEvents.serialize({ type: 'SeatReserved', data: { reservationId: `other-${decisions.length}`, qty: 1, at: AT } });
            // better-sqlite3 is synchronous: this append is committed before decide returns.
            void store.appendToStream('pool-r', [{ id: randomUUID(), ...e }]);
          }
          return events;
        },
      };
    };

    const twice = interfering(2);
    const ok = await handleCommand({ store, registry: seatPoolEvents, decider: twice, streamName: 'pool-r', command: reserve('mine'), maxAttempts: 3 });
    expect(twice.decisions.map((s) => (s.status === 'open' ? s.reserved : -1))).toEqual([0, 1, 2]);
    expect(ok.newState).toMatchObject({ reserved: 3, reservations: ['other-1', 'other-2', 'mine'] });
    expect(ok.nextExpectedRevision).toBe(3);

    const always = interfering(99);
    const failure = handleCommand({ store, registry: seatPoolEvents, decider: always, streamName: 'pool-r', command: reserve('late'), maxAttempts: 3 });
    await expect(failure).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(failure).rejects.toMatchObject({ streamName: 'pool-r', expected: 5, actual: 6 });
    expect(always.decisions).toHaveLength(3);
    expect((await store.readStream('pool-r')).map((e) => (e.data as { reservationId?: string }).reservationId).filter(Boolean)).not.toContain('late');
  });

  it('many concurrent commands on one stream never oversell; retries are bounded', async () => {
    const ctx = await context('race');
    await run(ctx.store, 'pool-c', { type: 'OpenPool', capacity: 20 });
    const { store, conflicts } = countingConflicts(ctx.store);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => run(store, 'pool-c', reserve(`r${i}`), { maxAttempts: 40 })));
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Error] : []));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    expect(reasons).toHaveLength(10);
    for (const r of reasons) expect(r).toMatchObject({ reason: 'sold-out' });
    expect(conflicts()).toBeGreaterThan(30);

    // With the default bound (5 attempts) heavy contention surfaces as WrongExpectedVersionError, never as an oversell.
    await run(ctx.store, 'pool-d', { type: 'OpenPool', capacity: 1000 });
    const bounded = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => run(ctx.store, 'pool-d', reserve(`d${i}`))));
    const gaveUp = bounded.filter((o) => o.status === 'rejected');
    expect(gaveUp.length).toBeGreaterThan(0);
    for (const o of gaveUp) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    const fulfilled = bounded.length - gaveUp.length;
    expect(await ctx.store.readStream('pool-d')).toHaveLength(1 + fulfilled);
  });

  it('several processes reserving on one stream at once: every seat sold exactly once, none oversold', { timeout: 120_000 }, async () => {
    const ctx = await context('procs');
    await run(ctx.store, 'pool-p', { type: 'OpenPool', capacity: 40 });
    const file = resolve(import.meta.dirname, '../testing/command-child.ts');
    const workers = ['a', 'b', 'c', 'd'].map((name) => {
      const child = spawn(process.execPath, ['--import', 'tsx', file, 'pool-p', name, '15', '3', '500'], {
        env: { ...process.env, ...ctx.env },
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      const lines = createInterface({ input: child.stdout! });
      const next = () => new Promise<string>((done, fail) => {
        lines.once('line', done);
        child.once('exit', (code) => fail(new Error(`worker ${name} exited with ${code}`)));
      });
      return { child, next };
    });
    await Promise.all(workers.map((w) => w.next()));
    const results = workers.map((w) => w.next());
    for (const w of workers) w.child.stdin!.end('go\n');
    const summaries = (await Promise.all(results)).map((l) => JSON.parse(l) as { reserved: number; soldOut: number; gaveUp: number; appendConflicts: number });
    await Promise.all(workers.map((w) => (w.child.exitCode === null ? once(w.child, 'exit') : null)));

    const total = (k: keyof (typeof summaries)[number]) => summaries.reduce((n, s) => n + s[k], 0);
    expect(total('reserved')).toBe(40);
    expect(total('soldOut')).toBe(20);
    expect(total('gaveUp')).toBe(0);
    // The processes really collided and the losers re-read and re-decided.
    expect(total('appendConflicts')).toBeGreaterThan(0);

    const stream = await ctx.store.readStream('pool-p');
    expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => i));
    const ids = stream.slice(1).map((e) => (e.data as { reservationId: string }).reservationId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('an If-Match expected revision surfaces a conflict at once instead of retrying', async () => {
    const { store } = await context('ifmatch');
    let decisions = 0;
    const counting = { ...seatPoolDecider, decide: (c: SeatPoolCommand, s: SeatPoolState) => (decisions++, seatPoolDecider.decide(c, s)) };
    const go = (command: SeatPoolCommand, expectedRevision: number | 'no_stream') =>
      handleCommand({ store, registry: seatPoolEvents, decider: counting, streamName: 'pool-m', command, expectedRevision });

    const opened = await go({ type: 'OpenPool', capacity: 5 }, 'no_stream');
    await expect(go({ type: 'OpenPool', capacity: 5 }, 'no_stream')).rejects.toMatchObject({ name: 'WrongExpectedVersionError', expected: 'no_stream', actual: 0 });
    const first = await go(reserve('x'), opened.nextExpectedRevision);
    expect(first.nextExpectedRevision).toBe(1);
    decisions = 0;
    // A client still holding revision 0 (a stale ETag) is told, and nothing is decided or written.
    const stale = go(reserve('y'), 0);
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(stale).rejects.toMatchObject({ expected: 0, actual: 1 });
    expect(decisions).toBe(0);
    expect(await store.readStream('pool-m')).toHaveLength(2);
  });

  it('deterministic event ids: the same commandId appends nothing twice, even when duplicates race', async () => {
    const { store } = await context('idem');
    expect(eventIdFor('cmd-1', 0)).toBe(eventIdFor('cmd-1', 0));
    expect(eventIdFor('cmd-1', 0)).not.toBe(eventIdFor('cmd-1', 1));
    expect(eventIdFor('cmd-1', 0)).not.toBe(eventIdFor('cmd-2', 0));
    expect(eventIdFor('cmd-1', 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);

    await run(store, 'pool-i', { type: 'OpenPool', capacity: 10 });
    // A double submit: five copies of one command, all read the same state, all decide the same event.
    const copies = await Promise.all(Array.from({ length: 5 }, () => run(store, 'pool-i', reserve('once', 2), { commandId: 'submit-42' })));
    expect(new Set(copies.map((c) => c.nextExpectedRevision))).toEqual(new Set([1]));
    const stream = await store.readStream('pool-i');
    expect(stream.map((e) => e.type)).toEqual(['PoolOpened', 'SeatReserved']);
    expect(stream[1]!.id).toBe(eventIdFor('submit-42', 0));

    // Sent again later, the command is answered from the stream and appends nothing.
    const later = await run(store, 'pool-i', reserve('once', 2), { commandId: 'submit-42' });
    expect(later.newEvents).toEqual([]);
    expect(await store.readStream('pool-i')).toHaveLength(2);

    // An id never silently lands in a different stream.
    await run(store, 'pool-j', { type: 'OpenPool', capacity: 10 });
    await expect(run(store, 'pool-j', reserve('once', 2), { commandId: 'submit-42' })).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.readStream('pool-j')).toHaveLength(1);
  });

  it('the same command appended meanwhile by another process with other details is found on a re-read, not an error', async () => {
    const { store } = await context('cmd-dup');
    await run(store, 'pool-dup', { type: 'OpenPool', capacity: 5 }, { commandId: 'open' });
    // Process A reads and decides, then stalls before its append; process B runs the same command (same id, another
    // timestamp) and appends first; A's append then meets B's event ids.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let stalled!: () => void;
    const reachedAppend = new Promise<void>((r) => (stalled = r));
    let first = true;
    const slowStore: EventStore = Object.create(store, {
      appendToStream: {
        value: async (...args: Parameters<EventStore['appendToStream']>) => {
          if (first) {
            first = false;
            stalled();
            await held;
          }
          return store.appendToStream(...args);
        },
      },
    });
    const a = run(slowStore, 'pool-dup', { type: 'ReserveSeat', reservationId: 'r1', qty: 2, at: '2026-03-01T10:00:00.000Z' }, { commandId: 'reserve-r1' });
    await reachedAppend;
    const b = await run(store, 'pool-dup', { type: 'ReserveSeat', reservationId: 'r1', qty: 2, at: '2026-03-01T10:00:05.000Z' }, { commandId: 'reserve-r1' });
    expect(b.newEvents).toHaveLength(1);
    release();
    const settled = await a;
    expect(settled.newEvents).toEqual([]);
    expect(settled.newState).toMatchObject({ reserved: 2, reservations: ['r1'] });
    expect((await store.readStream('pool-dup')).map((e) => e.type)).toEqual(['PoolOpened', 'SeatReserved']);
  });
});
