import { describe, expect, it } from 'vitest';
import { aggregateStream } from './aggregate-stream.ts';
import { createStateCache } from './state-cache.ts';
import { handleCommand } from './handle-command.ts';
import type { EventStore, ReadStreamOptions } from '../eventstore/port.ts';
import { openSqliteEventStore } from '../eventstore/sqlite.ts';
import { testContextPerTest } from '../testing/test-context-per-test.ts';
import { seatPoolDecider, seatPoolEvents, type SeatPoolCommand, type SeatPoolState } from '../testing/seat-pool.ts';

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
