import type { RecordedEvent, Subscription } from './eventstore/port.ts';
import { runsOf } from './eventstore/subscription-runs.ts';

export interface ConsumeInBatchesOptions {
  batchSize: number;
  /** Under steady load, hand over at most one batch per this many ms (0: whenever the subscription has no more now). */
  minBatchIntervalMs?: number;
  stopping: () => boolean;
  onBatch: (batch: RecordedEvent[]) => Promise<void>;
}

/**
 * Reads a subscription and hands its events over in batches: a batch closes when it is full, or when the
 * subscription has nothing more right now. Catch-up therefore runs in full batches while a live stream is handled
 * event by event (or, with minBatchIntervalMs, at a bounded rate). Resolves when the subscription ends; rejects with
 * onBatch's error. The subscription is read in its runs when it has them: the waits below are then paid per run, not
 * per event (each of the projector's read models sees every event).
 */
export async function consumeInBatches(subscription: Subscription, o: ConsumeInBatchesOptions): Promise<void> {
  const iterator = runsOf(subscription)[Symbol.asyncIterator]();
  const idle = Symbol('idle');
  // setImmediate lets every event the subscription already has arrive first, so catch-up runs in full batches.
  const afterAvailable = () => new Promise<typeof idle>((resolve) => setImmediate(() => resolve(idle)));
  const after = (ms: number) => new Promise<typeof idle>((resolve) => setTimeout(() => resolve(idle), ms));
  const minInterval = o.minBatchIntervalMs ?? 0;
  let lastFlush = 0;
  let batch: RecordedEvent[] = [];
  let pending: Promise<IteratorResult<readonly RecordedEvent[]>> | null = null;
  const flush = async () => {
    if (batch.length === 0) return;
    const b = batch;
    batch = [];
    lastFlush = Date.now();
    await o.onBatch(b);
  };
  for (;;) {
    pending ??= iterator.next();
    let next = batch.length === 0 ? await pending : await Promise.race([pending, afterAvailable()]);
    if (next === idle && !o.stopping() && minInterval > 0) {
      // Nothing more right now: hand over, unless the last batch went moments ago and more may follow.
      const wait = lastFlush + minInterval - Date.now();
      if (wait > 0) next = await Promise.race([pending, after(wait)]);
    }
    if (next === idle) {
      await flush();
      continue;
    }
    pending = null;
    if (next.done) break;
    for (const event of next.value) {
      batch.push(event);
      if (batch.length >= o.batchSize) await flush();
    }
  }
  await flush();
}
