import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { startCheckpointedConsumer, type CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import { redisCheckpointStore } from '../../platform/redis-checkpoint-store.ts';
import { traceCarrierOf, withSpan } from '../../platform/telemetry.ts';
import { bookings } from '../bookings.ts';
import type { Clock } from '../clock.ts';
import { isTerminal } from '../decider/booking-state.ts';
import { bookingWorkflow, stillNeeded, type WorkflowSettings } from './booking-workflow.ts';
import { enqueueSagaJobs, type TracedSagaJob } from './enqueue-saga-jobs.ts';
import { MESSAGES_IN, NEXT_STEPS_IN } from './saga-jobs.ts';
import { statesAfterAppend } from './states-after-append.ts';

export const reactorKeys = (prefix: string) => ({
  checkpoint: `${prefix}booking:reactor:checkpoint`,
  /** Bookings not yet terminal; the reconciler walks this set after a restart. */
  active: `${prefix}booking:active`,
});

export interface SagaReactorDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  queue: Queue;
  clock: Clock;
  settings: WorkflowSettings;
  log: Logger;
  batchSize?: number;
}

/** waitFor resolves once every booking event up to the position has its jobs enqueued. */
export type SagaReactor = CheckpointedConsumer;

const BOOKING_PREFIX = 'booking-';
const bookingIdOf = (streamName: string) => streamName.slice(BOOKING_PREFIX.length);

/**
 * The saga's reactor: follows booking streams from a checkpoint in Redis, runs the workflow decider for each event
 * and enqueues the resulting steps (stable job ids) that the stream's latest state still needs, then saves the
 * checkpoint. Events a progress step appended inside a job that goes on to the next steps itself (NEXT_STEPS_IN) get
 * their effects only, and no buyer message where that job sends them too (MESSAGES_IN). A crash between the two replays
 * a batch, which enqueues nothing new and re-applies the idempotent active-set changes. It also keeps the set of
 * bookings that are not terminal for the reconciler.
 */
export async function startSagaReactor(deps: SagaReactorDeps): Promise<SagaReactor> {
  const { store, redis, prefix, queue, clock, settings, log } = deps;
  const keys = reactorKeys(prefix);

  const processBatch = async (batch: RecordedEvent[]) => {
    await withSpan('saga.react', { 'rihla.events': batch.length }, async () => {
      const byStream = new Map<string, Set<number>>();
      for (const e of batch) {
        const revs = byStream.get(e.streamName) ?? new Set<number>();
        revs.add(e.revision);
        byStream.set(e.streamName, revs);
      }
      // Each step joins the trace of the event that caused it (the request that started the booking, usually).
      const metadataOf = new Map(batch.map((e) => [`${e.streamName}#${e.revision}`, e.metadata]));
      const jobs: TracedSagaJob[] = [];
      const tx = redis.multi();
      for (const [streamName, revisions] of byStream) {
        const { recorded, events, states } = await bookings.loadTail(store, bookingIdOf(streamName), Math.min(...revisions));
        const steps = statesAfterAppend(recorded, events, states);
        const final = steps.at(-1)?.state;
        for (const { event, revision, state, metadata } of steps) {
          if (!revisions.has(revision)) continue;
          const trace = traceCarrierOf(metadataOf.get(`${streamName}#${revision}`));
          const inJob = { progress: metadata[NEXT_STEPS_IN] === undefined, messages: metadata[MESSAGES_IN] === undefined };
          const needed = bookingWorkflow(event, revision, state, settings, inJob).filter((job) => !final || stillNeeded(job, final));
          jobs.push(...needed.map((job) => (trace ? { ...job, trace } : job)));
        }
        if (final && final.status !== 'none') {
          if (isTerminal(final)) tx.srem(keys.active, bookingIdOf(streamName));
          else tx.sadd(keys.active, bookingIdOf(streamName));
        }
      }
      await enqueueSagaJobs(queue, clock, jobs);
      await tx.exec();
    });
  };

  return startCheckpointedConsumer({
    name: 'saga reactor',
    store,
    checkpoints: redisCheckpointStore(redis, keys.checkpoint),
    streamPrefixes: [BOOKING_PREFIX],
    batchSize: deps.batchSize ?? 100,
    // A step that cannot be enqueued now (Redis away) is retried: the checkpoint only moves after it is.
    retryFailedBatches: true,
    log,
    handle: processBatch,
  });
}
