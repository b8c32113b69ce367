import { describe, expect, it } from 'vitest';
import { scratchSqliteFiles } from '../testing/scratch-sqlite-files.ts';
import { fanOutSubscriptions } from './fan-out-subscriptions.ts';
import type { EventStore, RecordedEvent, Subscription } from './port.ts';
import { openSqliteEventStore } from './sqlite.ts';

const { freshFile, defer } = scratchSqliteFiles('fan-out');

const newEvent = (n: number) => ({ id: crypto.randomUUID(), type: 'Counted', data: { n } });

async function appendMany(store: EventStore, count: number, streams = ['a-1', 'b-1', 'a-2']): Promise<void> {
  for (let i = 0; i < count; i++) await store.appendToStream(streams[i % streams.length]!, [newEvent(i)]);
}

/** Takes `count` events from a subscription, failing (instead of hanging) when they do not come. */
async function take(sub: Subscription, count: number, timeoutMs = 10_000): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  const it = sub[Symbol.asyncIterator]();
  const deadline = Date.now() + timeoutMs;
  while (out.length < count) {
    const next = await Promise.race([it.next(), new Promise<'late'>((r) => setTimeout(() => r('late'), Math.max(0, deadline - Date.now())))]);
    if (next === 'late') throw new Error(`only ${out.length} of ${count} events arrived`);
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

const positions = (events: RecordedEvent[]) => events.map((e) => e.position);

describe('fanOutSubscriptions: one subscription of the store serves every subscriber', () => {
  it('gives each subscriber exactly what a subscription of the store would: from its checkpoint, in order, filtered, then live', async () => {
    const store = openSqliteEventStore(freshFile());
    defer(() => store.close());
    await appendMany(store, 30);
    const all = await store.readAll({ maxCount: 1000 });
    // A small feed, so subscribers both catch up from the store and follow the feed across several trims.
    const fanned = fanOutSubscriptions(store, { bufferSize: 8, catchUpBatch: 5 });
    defer(() => fanned.stopFeed());

    const fromStart = fanned.subscribeToAll({ after: -1 });
    const fromMiddle = fanned.subscribeToAll({ after: all[11]!.position });
    const onlyA = fanned.subscribeToAll({ after: -1, streamPrefixes: ['a-'] });
    const live = appendMany(store, 40);
    const [a, b, c] = await Promise.all([take(fromStart, 70), take(fromMiddle, 58), take(onlyA, 47)]);
    await live;
    const everything = await store.readAll({ maxCount: 1000 });
    expect(positions(a)).toEqual(positions(everything));
    expect(positions(b)).toEqual(positions(everything.slice(12)));
    expect(positions(c)).toEqual(positions(everything.filter((e) => e.streamName.startsWith('a-'))));
    // The same decoded objects: the feed read and parsed each live event once for everyone.
    expect(a[60]).toBe(b[48]);
    await Promise.all([fromStart, fromMiddle, onlyA].map((s) => s.unsubscribe()));
  });

  it('read in runs, gives each subscriber the same events, several at a time, never an empty run', async () => {
    const store = openSqliteEventStore(freshFile());
    defer(() => store.close());
    await appendMany(store, 30);
    const fanned = fanOutSubscriptions(store, { bufferSize: 8, catchUpBatch: 5 });
    defer(() => fanned.stopFeed());
    const inRuns = async (sub: Subscription, count: number) => {
      const runs: (readonly RecordedEvent[])[] = [];
      for await (const run of sub.runs!()) {
        runs.push(run);
        if (runs.flat().length >= count) break;
      }
      return runs;
    };
    const live = appendMany(store, 40);
    const [all, onlyA] = await Promise.all([inRuns(fanned.subscribeToAll({ after: -1 }), 70), inRuns(fanned.subscribeToAll({ after: -1, streamPrefixes: ['a-'] }), 47)]);
    await live;
    const everything = await store.readAll({ maxCount: 1000 });
    expect(positions(all.flat())).toEqual(positions(everything));
    expect(positions(onlyA.flat())).toEqual(positions(everything.filter((e) => e.streamName.startsWith('a-'))));
    expect([...all, ...onlyA].every((run) => run.length > 0)).toBe(true);
    // Catching up from the store comes in runs of up to catchUpBatch events, not one by one.
    expect(all.length).toBeLessThan(70);
    expect(Math.max(...all.map((run) => run.length))).toBe(5);
  });

  it('a subscriber that stalls while the feed moves on reads what it missed from the store, then rejoins the feed', async () => {
    const store = openSqliteEventStore(freshFile());
    defer(() => store.close());
    const fanned = fanOutSubscriptions(store, { bufferSize: 10, catchUpBatch: 4 });
    defer(() => fanned.stopFeed());
    const quick = fanned.subscribeToAll();
    const slow = fanned.subscribeToAll();
    const slowIt = slow[Symbol.asyncIterator]();
    await appendMany(store, 5);
    const firstFive = await take(quick, 5);
    const slowFirst = (await slowIt.next()).value as RecordedEvent;
    // 60 more while `slow` holds its event: the feed keeps at most 10, so it must go back to the store.
    await appendMany(store, 60);
    const quickRest = await take(quick, 60);
    const slowRest: RecordedEvent[] = [];
    for (let i = 0; i < 64; i++) slowRest.push((await slowIt.next()).value as RecordedEvent);
    expect(positions([slowFirst, ...slowRest])).toEqual(positions([...firstFive, ...quickRest]));
    await Promise.all([quick.unsubscribe(), slow.unsubscribe()]);
  });

  it('ends every subscriber when the feed stops, and one that unsubscribes while waiting ends at once', async () => {
    const store = openSqliteEventStore(freshFile());
    defer(() => store.close());
    const fanned = fanOutSubscriptions(store);
    const waiting = fanned.subscribeToAll();
    const it = waiting[Symbol.asyncIterator]();
    const next = it.next();
    await new Promise((r) => setTimeout(r, 50));
    await waiting.unsubscribe();
    expect((await next).done).toBe(true);
    const other = fanned.subscribeToAll();
    const pending = other[Symbol.asyncIterator]().next();
    await new Promise((r) => setTimeout(r, 50));
    await fanned.stopFeed();
    expect((await pending).done).toBe(true);
  });
});
