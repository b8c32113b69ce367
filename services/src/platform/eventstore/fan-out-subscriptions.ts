import type { EventStore, RecordedEvent, SubscribeToAllOptions, Subscription } from './port.ts';
import { eventsOfRuns, runsOf } from './subscription-runs.ts';

export interface FanOutOptions {
  /** Recent events kept for the subscribers that follow live (default 5,000): a subscriber further behind reads the store. */
  bufferSize?: number;
  /** Events read per round trip by a subscriber catching up from the store (default 500). */
  catchUpBatch?: number;
}

export interface FanOutStore extends EventStore {
  /** Stops the one live subscription (the subscribers end); the store itself stays open. */
  stopFeed(): Promise<void>;
}

/**
 * The same store, except that every live subscription is served from ONE subscription of the underlying store: the
 * projector follows the log once (one read and one decode per event) instead of once per read model, while each
 * read model keeps its own checkpoint and lease. A subscriber behind the recent events the feed keeps (a read model
 * catching up, or one that stalled) reads the store in batches until it reaches them, then follows the feed: events
 * arrive exactly once and in order either way.
 */
export function fanOutSubscriptions(store: EventStore, opts: FanOutOptions = {}): FanOutStore {
  const bufferSize = opts.bufferSize ?? 5_000;
  const catchUpBatch = opts.catchUpBatch ?? 500;
  /** Every event after `floor` up to the last one received, in order. */
  let recent: RecordedEvent[] = [];
  let floor = -1;
  let failure: { err: unknown } | null = null;
  let ended = false;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of waiters) w();
    waiters.clear();
  };
  let source: Subscription | null = null;
  let started: Promise<void> | null = null;

  const startFeed = () =>
    (started ??= (async () => {
      floor = await store.headPosition();
      source = store.subscribeToAll({ after: floor });
      void (async () => {
        try {
          for await (const run of runsOf(source)) {
            for (const event of run) recent.push(event);
            // Trimmed by half at a time: one copy per bufferSize/2 events, not one per event.
            if (recent.length > bufferSize) {
              const dropped = recent.length - Math.floor(bufferSize / 2);
              floor = recent[dropped - 1]!.position;
              recent = recent.slice(dropped);
            }
            notify();
          }
        } catch (err) {
          failure = { err };
        } finally {
          ended = true;
          notify();
        }
      })();
    })());

  /** Index of the first kept event after `position` (binary search: positions increase). */
  const firstAfter = (position: number) => {
    let lo = 0;
    let hi = recent.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (recent[mid]!.position <= position) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  function subscribeToAll(options: SubscribeToAllOptions = {}): Subscription {
    const prefixes = options.streamPrefixes;
    const matches = (e: RecordedEvent) => !prefixes || prefixes.some((p) => e.streamName.startsWith(p));
    let stopped = false;
    let wakeSelf: (() => void) | null = null;
    async function* runs(): AsyncGenerator<readonly RecordedEvent[]> {
      await startFeed();
      let position = options.after ?? -1;
      while (!stopped) {
        if (failure) throw failure.err;
        if (position < floor) {
          // Behind what the feed keeps: read the store directly up to it; whatever lies after the floor is served from
          // the feed (positions may have gaps up to it).
          const rows = await store.readAll({ after: position, maxCount: catchUpBatch });
          const reachesFeed = rows.length === 0 || rows[rows.length - 1]!.position > floor;
          const upToFloor = reachesFeed ? rows.filter((e) => e.position <= floor) : rows;
          if (upToFloor.length > 0) position = upToFloor[upToFloor.length - 1]!.position;
          if (reachesFeed) position = Math.max(position, floor);
          const run = prefixes ? upToFloor.filter(matches) : upToFloor;
          if (stopped) return;
          if (run.length > 0) yield run;
          continue;
        }
        const from = firstAfter(position);
        const chunk = recent.slice(from, from + catchUpBatch);
        if (chunk.length === 0) {
          if (ended) return;
          await new Promise<void>((resolve) => {
            wakeSelf = resolve;
            waiters.add(resolve);
          });
          wakeSelf = null;
          continue;
        }
        position = chunk[chunk.length - 1]!.position;
        const run = prefixes ? chunk.filter(matches) : chunk;
        if (stopped) return;
        if (run.length > 0) yield run;
      }
    }
    let events: AsyncGenerator<RecordedEvent> | null = null;
    return {
      [Symbol.asyncIterator]: () => (events ??= eventsOfRuns(runs(), () => stopped)),
      runs,
      async unsubscribe() {
        stopped = true;
        if (wakeSelf) {
          waiters.delete(wakeSelf);
          wakeSelf();
        }
      },
    };
  }

  return {
    kind: store.kind,
    appendToStream: (...args) => store.appendToStream(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    subscribeToAll,
    async stopFeed() {
      await source?.unsubscribe();
      ended = true;
      notify();
    },
  };
}
