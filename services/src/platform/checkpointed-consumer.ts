import type { EventStore, RecordedEvent } from './eventstore/port.ts';
import { consumeInBatches } from './consume-in-batches.ts';
import type { Logger } from './log.ts';

/**
 * Where a consumer keeps the global position it has handled up to. Passed in, so a store (Redis, Postgres) or a
 * fenced, lease-guarded store can be swapped without touching the consumers.
 */
export interface CheckpointStore {
  /** The last position handled; -1 when nothing was. */
  read(): Promise<number>;
  /**
   * Stores the position once a batch's effects are done. Absent when the handler writes the position itself,
   * atomically with its effects (a read model's batch script): then `read` is what it wrote.
   */
  write?(position: number): Promise<void>;
}

export interface CheckpointedConsumerOptions {
  /** For logs. */
  name: string;
  store: EventStore;
  checkpoints: CheckpointStore;
  /** Only events of streams starting with one of these (positions of the others are skipped, not handled). */
  streamPrefixes?: string[];
  batchSize: number;
  /** See ConsumeInBatchesOptions.minBatchIntervalMs. */
  minBatchIntervalMs?: number;
  /**
   * Retry a failing batch with backoff (a Redis or broker outage) instead of stopping: the checkpoint does not move
   * until it succeeds, so nothing is skipped. Without it the consumer stops and `done` rejects with the error.
   */
  retryFailedBatches?: boolean;
  log?: Logger;
  /**
   * Does a batch's effects. At-least-once: a crash before the checkpoint is written hands the batch over again, so
   * effects must be idempotent.
   */
  handle(batch: RecordedEvent[]): Promise<void>;
}

export interface CheckpointedConsumer {
  /** Resolves once every event up to `position` (default: the store's head now) that this consumer reads is handled. */
  waitFor(position?: number): Promise<void>;
  /** The position handled up to (-1: none). */
  position(): number;
  stop(): Promise<void>;
  /** Resolves when stopped; rejects when the consumer stopped on an error. */
  readonly done: Promise<void>;
}

/**
 * The one loop behind projections, the saga reactor and the supplier relay: subscribe to the event log after the
 * stored checkpoint, hand events over in batches, store the checkpoint only after a batch's effects succeeded.
 */
export async function startCheckpointedConsumer(o: CheckpointedConsumerOptions): Promise<CheckpointedConsumer> {
  let handled = await o.checkpoints.read();
  const waiters: { position: number; resolve: () => void }[] = [];
  const settle = () => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      if (waiters[i]!.position <= handled) {
        waiters[i]!.resolve();
        waiters.splice(i, 1);
      }
    }
  };
  const handleOnce = async (batch: RecordedEvent[]) => {
    await o.handle(batch);
    const last = batch[batch.length - 1]!.position;
    if (o.checkpoints.write) await o.checkpoints.write(last);
    handled = Math.max(handled, last);
  };

  const subscription = o.store.subscribeToAll({ after: handled, ...(o.streamPrefixes ? { streamPrefixes: o.streamPrefixes } : {}) });
  let stopping = false;
  const done = consumeInBatches(subscription, {
    batchSize: o.batchSize,
    ...(o.minBatchIntervalMs !== undefined ? { minBatchIntervalMs: o.minBatchIntervalMs } : {}),
    stopping: () => stopping,
    onBatch: async (batch) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await handleOnce(batch);
          break;
        } catch (err) {
          if (stopping || !o.retryFailedBatches) throw err;
          o.log?.error({ err, attempt, consumer: o.name }, 'consumer batch failed; retrying');
          await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** attempt)));
        }
      }
      settle();
    },
  }).catch((err: unknown) => {
    if (!stopping) {
      o.log?.error({ err, consumer: o.name }, 'consumer stopped on an error');
      throw err;
    }
  });

  const prefixes = o.streamPrefixes;
  return {
    done,
    position: () => handled,
    async waitFor(position?: number) {
      const target = position ?? (await o.store.headPosition());
      if (target <= handled) return;
      let goal = target;
      if (prefixes) {
        // Events of other streams move the head but never reach this consumer: wait for the last one it reads.
        const recent = await o.store.readAll({ direction: 'backwards', maxCount: 1000 });
        goal = recent.find((e) => e.position <= target && prefixes.some((p) => e.streamName.startsWith(p)))?.position ?? -1;
        if (goal <= handled) return;
      }
      await new Promise<void>((resolve) => {
        waiters.push({ position: goal, resolve });
        settle();
      });
    },
    async stop() {
      stopping = true;
      await subscription.unsubscribe();
      await done;
    },
  };
}
