import type { RecordedEvent, SubscribeToAllOptions, Subscription } from './port.ts';
import { eventsOfRuns } from './subscription-runs.ts';

/** A live subscription as its store sees it: stopped on close, woken when this process learns of a commit. */
export interface WakeableSubscription {
  stop(): void;
  wake(): void;
}

export interface PollingSubscriptionDeps<Row extends { stream: string }> {
  /** The store's live subscriptions: this one joins while it runs, so a commit seen by the process wakes it. */
  subscriptions: Set<WakeableSubscription>;
  isClosed: () => boolean;
  batchSize: number;
  pollIntervalMs: number;
  readBatch: (after: number, max: number) => Row[] | Promise<Row[]>;
  positionOf: (row: Row) => number;
  toRecorded: (row: Row) => RecordedEvent;
  /** Runs before every read (`first` before the first): e.g. open the connection that carries commit notifications. */
  beforeRead?: (first: boolean) => Promise<void> | void;
}

/**
 * Every event after a checkpoint, in global order, then live: reads forwards in batches and, once caught up, waits for a
 * wake (a commit this process saw) or the poll interval (a commit of another process), whichever comes first.
 */
export function pollingSubscription<Row extends { stream: string }>(
  deps: PollingSubscriptionDeps<Row>,
  opts: SubscribeToAllOptions,
): Subscription {
  const { subscriptions, isClosed, batchSize, pollIntervalMs, readBatch, positionOf, toRecorded, beforeRead } = deps;
  let stopped = false;
  let wake: (() => void) | null = null;
  // A wake that comes while the subscription is reading (not waiting) must not be lost: it skips the next wait.
  let woken = false;
  const handle: WakeableSubscription = {
    stop: () => {
      stopped = true;
      wake?.();
    },
    wake: () => {
      woken = true;
      wake?.();
    },
  };
  subscriptions.add(handle);
  const prefixes = opts.streamPrefixes;
  const matches = (r: Row) => !prefixes || prefixes.some((p) => r.stream.startsWith(p));
  let checkpoint = opts.after ?? 0;
  async function* runs(): AsyncGenerator<readonly RecordedEvent[]> {
    try {
      let first = true;
      while (!stopped && !isClosed()) {
        await beforeRead?.(first);
        first = false;
        woken = false;
        let rows: Row[];
        try {
          rows = await readBatch(checkpoint, batchSize);
        } catch (err) {
          // A store closing under a read ends the subscription; it is not a failure.
          if (stopped || isClosed()) return;
          throw err;
        }
        if (rows.length > 0) {
          checkpoint = positionOf(rows[rows.length - 1]!);
          const run = prefixes ? rows.filter(matches).map(toRecorded) : rows.map(toRecorded);
          if (stopped) return;
          if (run.length > 0) yield run;
        }
        if (rows.length < batchSize && !woken && !stopped) {
          // A plain timer, not an aborted sleep: woken every few milliseconds under load, an AbortError each time adds up.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pollIntervalMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
        }
      }
    } finally {
      subscriptions.delete(handle);
    }
  }
  let events: AsyncGenerator<RecordedEvent> | null = null;
  return {
    [Symbol.asyncIterator]: () => (events ??= eventsOfRuns(runs(), () => stopped)),
    runs,
    async unsubscribe() {
      handle.stop();
    },
  };
}
