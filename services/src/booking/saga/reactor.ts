import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BookingEvent } from '@rihla/events/booking';
import { startCheckpointedConsumer, type CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import { redisCheckpointStore } from '../../platform/redis-checkpoint-store.ts';
import { traceCarrierOf, withSpan } from '../../platform/telemetry.ts';
import { bookings } from '../bookings.ts';
import type { Clock } from '../clock.ts';
import { isTerminal, type BookingState } from '../decider/booking-state.ts';
import { bookingWorkflow, type WorkflowSettings } from './booking-workflow.ts';
import { enqueueSagaJobs, type TracedSagaJob } from './enqueue-saga-jobs.ts';
import { NEXT_STEPS_IN } from './saga-jobs.ts';

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
 * For each event, the state once its whole append is applied: an append's events share a commandId, and the
 * workflow must not act on a half-applied decision (e.g. ItemsHeld before the ReviewRequired written with it).
 * `recorded` runs to the end of the stream, so every append in it is complete.
 */
function statesAfterAppend(
  recorded: readonly RecordedEvent[],
  events: readonly BookingEvent[],
  after: readonly BookingState[],
): { event: BookingEvent; revision: number; state: BookingState; nextStepsInJob: boolean }[] {
  const out: { event: BookingEvent; revision: number; state: BookingState; nextStepsInJob: boolean }[] = [];
  for (let i = 0; i < events.length; i++) {
    const commandId = recorded[i]!.metadata.commandId;
    let end = i;
    while (commandId !== undefined && end + 1 < recorded.length && recorded[end + 1]!.metadata.commandId === commandId) end++;
    out.push({ event: events[i]!, revision: recorded[i]!.revision, state: after[end]!, nextStepsInJob: recorded[i]!.metadata[NEXT_STEPS_IN] !== undefined });
  }
  return out;
}

/**
 * The saga's reactor: follows booking streams from a checkpoint in Redis, runs the workflow decider for each event
 * and enqueues the resulting steps (stable job ids), then saves the checkpoint. Events a progress step appended
 * inside a job that goes on to the next steps itself (NEXT_STEPS_IN) get their effects only. A crash between the two replays a
 * batch, which enqueues nothing new and re-applies the idempotent active-set changes. It also keeps the set of
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
        for (const { event, revision, state, nextStepsInJob } of steps) {
          if (!revisions.has(revision)) continue;
          const trace = traceCarrierOf(metadataOf.get(`${streamName}#${revision}`));
          jobs.push(...bookingWorkflow(event, revision, state, settings, { progress: !nextStepsInJob }).map((job) => (trace ? { ...job, trace } : job)));
        }
        const final = steps.at(-1)?.state;
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
