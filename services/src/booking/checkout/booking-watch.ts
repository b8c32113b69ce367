import { startCheckpointedConsumer, type CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { bookings } from '../bookings.ts';
import type { BookingState } from '../decider/booking-state.ts';

export interface BookingWatch {
  /**
   * Resolves with the booking's state once `done(state)` holds, or with the last state when `budgetMs` runs out.
   * The saga runs in another process; its stream is the one place both share.
   */
  waitFor(bookingId: string, done: (s: BookingState) => boolean, budgetMs: number): Promise<BookingState>;
  close(): Promise<void>;
}

export interface BookingWatchOptions {
  /** A waiting request re-reads its booking this often even without a wake-up (a broken subscription costs latency only). */
  fallbackRereadMs?: number;
}

/**
 * One subscription to booking streams for every waiting request in this process (a request re-reads its booking
 * only when its stream moved), instead of each request polling the store.
 */
export function createBookingWatch(store: EventStore, options: BookingWatchOptions = {}): BookingWatch {
  const fallbackRereadMs = options.fallbackRereadMs ?? 500;
  /** Bumped for every event seen on a stream; a waiter compares it around its read so no append slips between. */
  const versions = new Map<string, number>();
  const wakers = new Map<string, Set<() => void>>();
  let consumer: CheckpointedConsumer | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;

  // The one consumer loop, from the head of the log: a wake-up has nothing to catch up on and nothing to checkpoint.
  const start = () =>
    (starting ??= startCheckpointedConsumer({
      name: 'booking-watch',
      store,
      checkpoints: { read: () => store.headPosition() },
      streamPrefixes: ['booking-'],
      batchSize: 500,
      async handle(batch) {
        for (const e of batch) {
          if (!wakers.has(e.streamName)) continue;
          versions.set(e.streamName, (versions.get(e.streamName) ?? 0) + 1);
          for (const wake of wakers.get(e.streamName) ?? []) wake();
        }
      },
    }).then((c) => {
      consumer = c;
      c.done.catch(() => {
        // A broken subscription only costs latency: waiters fall back to their periodic re-read.
        consumer = null;
        starting = null;
      });
    }));

  return {
    async waitFor(bookingId, done, budgetMs) {
      const stream = `booking-${bookingId}`;
      const deadline = Date.now() + budgetMs;
      let wake: () => void = () => {};
      const set = wakers.get(stream) ?? new Set<() => void>();
      wakers.set(stream, set);
      const waker = () => wake();
      set.add(waker);
      try {
        if (!closed) await start();
        for (;;) {
          const seen = versions.get(stream) ?? 0;
          const { state } = await bookings.load(store, bookingId);
          const left = deadline - Date.now();
          if (done(state) || left <= 0) return state;
          if ((versions.get(stream) ?? 0) !== seen) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(left, fallbackRereadMs));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        set.delete(waker);
        if (set.size === 0) {
          wakers.delete(stream);
          versions.delete(stream);
        }
      }
    },
    async close() {
      closed = true;
      await starting?.catch(() => undefined);
      await consumer?.stop().catch(() => undefined);
    },
  };
}
