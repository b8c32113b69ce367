import { describe, expect, it } from 'vitest';
import { commandHandlerFor } from './command-handler-for.ts';
import { createStateCache } from './state-cache.ts';
import { eventIdFor } from './decider.ts';
import { testContextPerTest } from '../testing/test-context-per-test.ts';
import { countingConflicts } from '../testing/counting-store.ts';
import { seatPoolDecider, seatPoolEvents, type SeatPoolCommand, type SeatPoolEvent, type SeatPoolState } from '../testing/seat-pool.ts';

const context = testContextPerTest();
async function store(label: string) {
  const ctx = await context(label);
  return ctx.store;
}

const AT = '2026-03-01T10:00:00.000Z';
const reserve = (reservationId: string, qty = 1): SeatPoolCommand => ({ type: 'ReserveSeat', reservationId, qty, at: AT });
const pools = (o: Partial<Parameters<typeof commandHandlerFor<string, SeatPoolCommand, SeatPoolEvent, SeatPoolState>>[0]> = {}) =>
  commandHandlerFor({ decider: seatPoolDecider, registry: seatPoolEvents, streamOf: (id: string) => `pool-${id}`, ...o });

describe('commandHandlerFor', () => {
  it('handleAt appends at the revision the caller read; on a stream that moved meanwhile it reads again and decides again', async () => {
    const s = await store('handler-at');
    const handler = pools();
    await handler.handle(s, 'a', { type: 'OpenPool', capacity: 2 });
    const loaded = await handler.load(s, 'a');
    const first = await handler.handleAt(s, 'a', loaded, reserve('r1'), { commandId: 'r1' });
    expect(first.nextExpectedRevision).toBe(1);
    // `loaded` is stale now (revision 0): the append conflicts, the handler re-reads and the decision sees r1.
    const second = await handler.handleAt(s, 'a', loaded, reserve('r2'), { commandId: 'r2' });
    expect(second.newState).toMatchObject({ reserved: 2, reservations: ['r1', 'r2'] });
    // The same command again on the stale state: its events are there already, nothing new is appended, and the
    // store's answer (the earlier append's revision) is not taken for a decision on that state: the answer is the stream's.
    const again = await handler.handleAt(s, 'a', loaded, reserve('r2'), { commandId: 'r2' });
    expect(again).toMatchObject({ newEvents: [], nextExpectedRevision: 2, newState: { reserved: 2, reservations: ['r1', 'r2'] } });
    expect((await s.readStream('pool-a')).map((e) => e.id)).toEqual([expect.any(String), eventIdFor('r1', 0), eventIdFor('r2', 0)]);
  });

  it('loadTail gives the events from a revision on with the state after each, equal to a full fold', async () => {
    const s = await store('handler-tail');
    const handler = pools({ stateCache: createStateCache<SeatPoolState>() });
    await handler.handle(s, 'b', { type: 'OpenPool', capacity: 5 });
    for (const r of ['r1', 'r2', 'r3']) await handler.handle(s, 'b', reserve(r));
    const { recorded, events, states } = await handler.loadTail(s, 'b', 2);
    expect(recorded.at(-1)!.revision).toBe(3);
    expect(events.at(-1)).toEqual({ type: 'SeatReserved', data: { reservationId: 'r3', qty: 1, at: AT } });
    expect(states.at(-1)).toEqual((await pools().load(s, 'b')).state);
  });

  it('loadTail starts from a fold kept before its revision when the cache has already moved past it (a reaction to events this process just folded)', async () => {
    const s = await store('handler-tail-behind');
    const handler = pools({ stateCache: createStateCache<SeatPoolState>() });
    await handler.handle(s, 'c', { type: 'OpenPool', capacity: 5 });
    await handler.handle(s, 'c', reserve('r1'));
    await handler.load(s, 'c');
    await handler.handle(s, 'c', reserve('r2'));
    await handler.handle(s, 'c', reserve('r3'));
    // The saga's steps read the stream again after they append: the cache is now at revision 3.
    await handler.load(s, 'c');
    const reads: (number | undefined)[] = [];
    // The same store object (the cache is per store), its reads counted.
    const readStream = s.readStream.bind(s);
    s.readStream = (name, opts) => (reads.push(opts?.fromRevision), readStream(name, opts));
    // Revisions 2 and 3 are what a reaction to the last two appends asks for.
    const { recorded, states } = await handler.loadTail(s, 'c', 2);
    s.readStream = readStream;
    expect(recorded.map((r) => r.revision)).toEqual([2, 3]);
    // Each state is the one a full fold gives after that event.
    expect(states).toEqual((await pools().loadTail(s, 'c', 0)).states.slice(2));
    // From the fold kept at revision 1, not the whole stream from 0.
    expect(reads).toEqual([2]);
  });

  it('with commandIdPerStream one caller key names a different command on each stream', async () => {
    const s = await store('handler-ids');
    const handler = pools({ commandIdPerStream: true });
    for (const id of ['c', 'd']) {
      await handler.handle(s, id, { type: 'OpenPool', capacity: 1 }, { commandId: 'open' });
      expect((await s.readStream(`pool-${id}`))[0]!.id).toBe(eventIdFor(`pool-${id}:open`, 0));
    }
  });

  it('with oneAtATimePerStream concurrent commands on one stream never conflict in this process', async () => {
    const { store: s, conflicts } = countingConflicts(await store('handler-queue'));
    const handler = pools({ oneAtATimePerStream: true, maxAttempts: 1 });
    await handler.handle(s, 'e', { type: 'OpenPool', capacity: 30 });
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => handler.handle(s, 'e', reserve(`r${i}`))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(conflicts()).toBe(0);
    expect(await handler.state(s, 'e')).toMatchObject({ reserved: 30 });
  });

  it('with parsedEventsKept each recorded event is validated once per process', async () => {
    const s = await store('handler-parse');
    let parses = 0;
    const counting = Object.create(seatPoolEvents) as typeof seatPoolEvents;
    counting.parse = (raw) => (parses++, seatPoolEvents.parse(raw));
    const handler = pools({ registry: counting, parsedEventsKept: 100 });
    await handler.handle(s, 'f', { type: 'OpenPool', capacity: 5 });
    await handler.handle(s, 'f', reserve('r1'));
    parses = 0;
    await handler.load(s, 'f');
    await handler.load(s, 'f');
    await handler.loadTail(s, 'f', 0);
    // Only SeatReserved was never read before (PoolOpened was, when r1 was decided); without the cache: 1 + 0 + 2.
    expect(parses).toBe(1);
  });
});
