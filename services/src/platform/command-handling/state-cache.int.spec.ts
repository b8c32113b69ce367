import { describe, expect, it } from 'vitest';
import { aggregateStream } from './aggregate-stream.ts';
import { createStateCache } from './state-cache.ts';
import { batchedPerStream } from './batched-per-stream.ts';
import { handleCommand } from './handle-command.ts';
import type { EventStore, ReadStreamOptions } from '../eventstore/port.ts';
import { openSqliteEventStore } from '../eventstore/sqlite.ts';
import { testContextPerTest } from '../testing/test-context-per-test.ts';
import { countingConflicts } from '../testing/counting-store.ts';
import { SeatPoolError, seatPoolDecider, seatPoolEvents, type SeatPoolCommand, type SeatPoolState } from '../testing/seat-pool.ts';

const context = testContextPerTest();

const AT = '2026-03-01T10:00:00.000Z';
const reserve = (reservationId: string, qty = 1): SeatPoolCommand => ({ type: 'ReserveSeat', reservationId, qty, at: AT });

/** The real store, recording every stream read and the events it returned. */
function countingReads(store: EventStore) {
  const reads: { options: ReadStreamOptions; events: number }[] = [];
  const counted: EventStore = Object.create(store);
  counted.readStream = async (name, options = {}) => {
    const events = await store.readStream(name, options);
    reads.push({ options, events: events.length });
    return events;
  };
  return { store: counted, reads };
}

/** Another connection to the same file (as another process would have) closes the pool. */
async function closeFromAnotherConnection(sqliteFile: string, streamName: string): Promise<void> {
  const other = openSqliteEventStore(sqliteFile);
  try {
    await handleCommand({ store: other, registry: seatPoolEvents, decider: seatPoolDecider, streamName, command: { type: 'ClosePool', at: AT } });
  } finally {
    await other.close();
  }
}

describe('command handling: folded state cache', () => {
  it('folds only the events appended since the last read, and equals a full fold, with appends from another connection', async () => {
    const ctx = await context('state-cache');
    const cache = createStateCache<SeatPoolState>();
    const { store, reads } = countingReads(ctx.store);
    // Another writer on the same file (as another process would be): the cache learns of its appends only by reading.
    const other = openSqliteEventStore(ctx.sqliteFile);
    try {
      const run = (s: EventStore, c: SeatPoolCommand) =>
        handleCommand({ store: s, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-1', command: c, stateCache: cache });
      const full = () => aggregateStream(ctx.store, seatPoolEvents, 'pool-1', seatPoolDecider.evolve, seatPoolDecider.initialState());
      const cached = () => aggregateStream(store, seatPoolEvents, 'pool-1', seatPoolDecider.evolve, seatPoolDecider.initialState(), cache);

      await run(ctx.store, { type: 'OpenPool', capacity: 10 });
      for (let i = 0; i < 3; i++) await run(ctx.store, reserve(`r${i}`));
      expect(await cached()).toEqual(await full());
      reads.length = 0;

      await handleCommand({ store: other, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-1', command: reserve('x1', 2) });
      await handleCommand({ store: other, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-1', command: reserve('x2') });
      const after = await cached();
      expect(after).toEqual(await full());
      // One read, from the revision after the cached one, returning just the two new events.
      expect(reads).toEqual([{ options: { fromRevision: 4 }, events: 2 }]);
      expect(after.revision).toBe(5);

      // Nothing new: the cached state comes back as it was, with its revision.
      reads.length = 0;
      expect(await cached()).toEqual(after);
      expect(reads).toEqual([{ options: { fromRevision: 6 }, events: 0 }]);

      // A decision on the cached state still appends with the exact expected revision.
      await run(store, reserve('r9'));
      expect(await cached()).toEqual(await full());
    } finally {
      await other.close();
    }
  });

  it("keeps what this process appended: the next read asks only for events after its own append", async () => {
    const ctx = await context('state-cache-own-appends');
    const cache = createStateCache<SeatPoolState>();
    const { store, reads } = countingReads(ctx.store);
    const run = (c: SeatPoolCommand) => handleCommand({ store, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-2', command: c, stateCache: cache });
    const full = () => aggregateStream(ctx.store, seatPoolEvents, 'pool-2', seatPoolDecider.evolve, seatPoolDecider.initialState());
    const cached = () => aggregateStream(store, seatPoolEvents, 'pool-2', seatPoolDecider.evolve, seatPoolDecider.initialState(), cache);

    await run({ type: 'OpenPool', capacity: 10 });
    await run(reserve('r1', 2));
    reads.length = 0;
    const after = await cached();
    expect(after).toEqual(await full());
    expect(after.revision).toBe(1);
    // Nothing re-read: the fold after the append is the one a full read gives.
    expect(reads).toEqual([{ options: { fromRevision: 2 }, events: 0 }]);

    // Another connection appending meanwhile: the cached fold is still the base, and the read picks up its event.
    const other = openSqliteEventStore(ctx.sqliteFile);
    try {
      await handleCommand({ store: other, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-2', command: reserve('x1') });
    } finally {
      await other.close();
    }
    reads.length = 0;
    await run(reserve('r2'));
    expect(reads).toEqual([{ options: { fromRevision: 2 }, events: 1 }]);
    expect(await cached()).toEqual(await full());
  });

  it('decides on the cached fold without reading the stream; an append since makes that decision refused, and the command reads and decides again', async () => {
    const ctx = await context('state-cache-decide-on-fold');
    const cache = createStateCache<SeatPoolState>();
    const { store: reading, reads } = countingReads(ctx.store);
    const { store, conflicts } = countingConflicts(reading);
    const run = (c: SeatPoolCommand) => handleCommand({ store, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-3', command: c, stateCache: cache });
    const full = () => aggregateStream(ctx.store, seatPoolEvents, 'pool-3', seatPoolDecider.evolve, seatPoolDecider.initialState());

    // A stream this process has never read: decided as a new stream, and created without a read.
    await run({ type: 'OpenPool', capacity: 3 });
    expect(reads).toEqual([]);
    const r1 = await run(reserve('r1'));
    // Appended at the cached revision, nothing read first.
    expect(reads).toEqual([]);
    expect(r1.nextExpectedRevision).toBe(1);
    expect(cache.get(store, 'pool-3')).toEqual(await full());

    // "Nothing to do" and a refusal may be the cache being behind: both read the stream before they answer.
    expect((await run(reserve('r1'))).newEvents).toEqual([]);
    await expect(run({ type: 'OpenPool', capacity: 3 })).rejects.toThrow(new SeatPoolError('already-open'));
    expect(reads).toEqual([
      { options: { fromRevision: 2 }, events: 0 },
      { options: { fromRevision: 2 }, events: 0 },
    ]);
    expect(conflicts()).toBe(0);

    // Another process's cache, which has never read the pool: opening it again as a new stream is refused by the
    // store (it exists), and the command reads the stream and is refused by the rules; a reservation reads first.
    reads.length = 0;
    const otherCache = createStateCache<SeatPoolState>();
    const elsewhere = (c: SeatPoolCommand) => handleCommand({ store, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-3', command: c, stateCache: otherCache });
    await expect(elsewhere({ type: 'OpenPool', capacity: 5 })).rejects.toThrow(new SeatPoolError('already-open'));
    expect(conflicts()).toBe(1);
    expect(reads).toEqual([{ options: {}, events: 2 }]);
    reads.length = 0;
    const otherCache2 = createStateCache<SeatPoolState>();
    await handleCommand({ store, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-3', command: reserve('r0'), stateCache: otherCache2 });
    expect(reads).toEqual([{ options: {}, events: 2 }]);
    expect(conflicts()).toBe(1);

    // Another connection closes the pool: the decision on this process's cached (open, one seat) pool is refused by
    // its expected revision, and the command, reading the reservation and the close, is refused by the rules instead
    // of reserving a seat in a closed pool.
    await closeFromAnotherConnection(ctx.sqliteFile, 'pool-3');
    reads.length = 0;
    await expect(run(reserve('r2'))).rejects.toThrow(new SeatPoolError('closed'));
    expect(conflicts()).toBe(2);
    expect(reads).toEqual([{ options: { fromRevision: 2 }, events: 2 }]);
    expect((await full()).state).toEqual({ status: 'closed', capacity: 3, reserved: 2 });
    expect(cache.get(store, 'pool-3')).toEqual(await full());

    // A cache that has never read the pool guesses a new stream, which the rules refuse: that refusal is thrown away
    // (taken without a stack trace), and the one the command answers, on the stream as read, has its stack.
    const stackTraceLimit = Error.stackTraceLimit;
    const refused: unknown = await handleCommand({ store, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-3', command: reserve('r3'), stateCache: createStateCache<SeatPoolState>() }).catch((err: unknown) => err);
    expect(refused).toEqual(new SeatPoolError('closed'));
    expect((refused as Error).stack!.split('\n').length).toBeGreaterThan(2);
    expect(Error.stackTraceLimit).toBe(stackTraceLimit);
  });

  it('a batch of commands is decided on the cached fold too, and read and decided again when one is refused or another connection appended', async () => {
    const ctx = await context('state-cache-batched');
    const cache = createStateCache<SeatPoolState>();
    const { store: reading, reads } = countingReads(ctx.store);
    const { store, conflicts } = countingConflicts(reading);
    const batched = batchedPerStream({ decider: seatPoolDecider, stateCache: cache, maxAttempts: 5 });
    const run = (c: SeatPoolCommand, id: string) => batched(store, seatPoolEvents, 'pool-4', c, id, undefined);

    await run({ type: 'OpenPool', capacity: 3 }, 'open');
    reads.length = 0;
    // Issued together, decided together on the cached fold: one append, no read.
    const [a, b] = await Promise.all([run(reserve('a'), 'a'), run(reserve('b'), 'b')]);
    expect([a.nextExpectedRevision, b.nextExpectedRevision]).toEqual([1, 2]);
    expect(reads).toEqual([]);

    // One of two over capacity on the cached fold: the batch is read first, then the refusal stands alone.
    const [c, d] = await Promise.allSettled([run(reserve('c'), 'c'), run(reserve('d'), 'd')]);
    expect(c).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 3 } });
    expect(d).toMatchObject({ status: 'rejected', reason: new SeatPoolError('sold-out') });
    expect(reads).toEqual([{ options: { fromRevision: 3 }, events: 0 }]);

    // Another connection closes the pool: the cached decision's append is refused, the batch reads the close.
    await closeFromAnotherConnection(ctx.sqliteFile, 'pool-4');
    reads.length = 0;
    await expect(run({ type: 'ClosePool', at: AT }, 'close')).rejects.toThrow(new SeatPoolError('not-open'));
    expect(conflicts()).toBe(1);
    expect(reads).toEqual([{ options: { fromRevision: 4 }, events: 1 }]);
    expect(cache.get(store, 'pool-4')).toEqual(await aggregateStream(ctx.store, seatPoolEvents, 'pool-4', seatPoolDecider.evolve, seatPoolDecider.initialState()));
  });

  it('a decision on a cached fold answered with an earlier append of the same events reads the stream instead of trusting the fold (never oversold)', async () => {
    const ctx = await context('state-cache-earlier-append');
    const cache = createStateCache<SeatPoolState>();
    const batchedCache = createStateCache<SeatPoolState>();
    const batched = batchedPerStream({ decider: seatPoolDecider, stateCache: batchedCache, maxAttempts: 5 });
    const other = openSqliteEventStore(ctx.sqliteFile);
    try {
      for (const [name, run] of [
        ['pool-5', (c: SeatPoolCommand, commandId: string) => handleCommand({ store: ctx.store, registry: seatPoolEvents, decider: seatPoolDecider, streamName: 'pool-5', command: c, commandId, stateCache: cache })],
        ['pool-6', (c: SeatPoolCommand, commandId: string) => batched(ctx.store, seatPoolEvents, 'pool-6', c, commandId, undefined)],
      ] as const) {
        const elsewhere = (c: SeatPoolCommand, commandId: string) => handleCommand({ store: other, registry: seatPoolEvents, decider: seatPoolDecider, streamName: name, command: c, commandId: `${name}:${commandId}` });
        await run({ type: 'OpenPool', capacity: 3 }, `${name}:open`);
        await run(reserve('r1'), `${name}:reserve-r1`);
        // Meanwhile another process reserves y, then x, with the ids this process's reservation of x will have.
        await elsewhere(reserve('y'), 'reserve-y');
        await elsewhere(reserve('x'), 'reserve-x');
        // Decided on the cached fold (r1 only), the reservation of x is the same append as the stored one, which the
        // store answers with its revision (3) rather than refusing it: the fold missed y, so the stream is read.
        const x = await run(reserve('x'), `${name}:reserve-x`);
        expect(x.newEvents, name).toEqual([]);
        expect(x.nextExpectedRevision, name).toBe(3);
        // Three seats are taken: the next one is refused, not sold on a fold that forgot y.
        await expect(run(reserve('z'), `${name}:reserve-z`), name).rejects.toThrow(new SeatPoolError('sold-out'));
        const stream = await aggregateStream(ctx.store, seatPoolEvents, name, seatPoolDecider.evolve, seatPoolDecider.initialState());
        expect(stream.state, name).toMatchObject({ status: 'open', capacity: 3, reserved: 3 });
      }
    } finally {
      await other.close();
    }
  });

  it('keeps the newer fold when two reads of one stream overlap, and stays bounded', async () => {
    const cache = createStateCache<number>(2);
    const store = {} as EventStore;
    cache.set(store, 'a', { state: 5, revision: 5 });
    cache.set(store, 'a', { state: 3, revision: 3 });
    expect(cache.get(store, 'a')).toEqual({ state: 5, revision: 5 });
    cache.set(store, 'b', { state: 1, revision: 1 });
    cache.set(store, 'c', { state: 1, revision: 1 });
    expect(cache.get(store, 'a')).toBeUndefined();
    expect(cache.get(store, 'c')).toEqual({ state: 1, revision: 1 });
    // Another store (another file) never sees these folds.
    expect(cache.get({} as EventStore, 'c')).toBeUndefined();
  });
});
