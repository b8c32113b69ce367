import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import { bookings } from '../bookings.ts';
import type { Clock } from '../clock.ts';
import { isTerminal } from '../decider/booking-state.ts';
import { progressSteps, standingSteps, type WorkflowSettings } from './booking-workflow.ts';
import { enqueueSagaJobs } from './enqueue-saga-jobs.ts';
import { reactorKeys } from './reactor.ts';
import { jobIdOf, PROGRESS_STEPS } from './saga-jobs.ts';

export interface ReconcileResult {
  bookings: number;
  enqueued: number;
  /** Jobs that had failed for good (or finished without moving the booking) and were run again. */
  restarted: number;
  settled: number;
  /** The bookings whose steps were run again (at most 50 named, so a run record stays small). */
  redriven: string[];
}

/**
 * At worker start and then on a schedule (reconcile-schedule.ts): every booking not yet terminal gets the steps its state still needs (progress, timers, refunds,
 * voids). A step whose job failed for good is added again with a fresh budget of attempts (a BullMQ retry would keep
 * the spent attempts and the data it failed with); a progress step whose job finished while the booking still
 * needs it is removed and added again. Handlers are idempotent, so doing too much here is harmless; too little is not.
 */
export async function reconcileBookings(deps: { store: EventStore; redis: Redis; prefix: string; queue: Queue; clock: Clock; settings: WorkflowSettings; log: Logger }): Promise<ReconcileResult> {
  const keys = reactorKeys(deps.prefix);
  const ids = await deps.redis.smembers(keys.active);
  const result: ReconcileResult = { bookings: ids.length, enqueued: 0, restarted: 0, settled: 0, redriven: [] };
  for (const bookingId of ids) {
    const { state } = await bookings.load(deps.store, bookingId);
    if (state.status === 'none') continue;
    if (isTerminal(state)) {
      await deps.redis.srem(keys.active, bookingId);
      result.settled++;
      continue;
    }
    const jobs = [...progressSteps(state), ...standingSteps(state, deps.settings)];
    let restarted = 0;
    for (const job of jobs) {
      const existing = await deps.queue.getJob(jobIdOf(job));
      if (!existing) continue;
      const jobState = await existing.getState();
      if (jobState === 'failed' || (jobState === 'completed' && PROGRESS_STEPS.has(job.name))) {
        await existing.remove();
        restarted++;
      }
    }
    result.restarted += restarted;
    if (restarted > 0 && result.redriven.length < 50) result.redriven.push(bookingId);
    await enqueueSagaJobs(deps.queue, deps.clock, jobs);
    result.enqueued += jobs.length;
  }
  deps.log.info({ ...result, redriven: result.redriven.length }, 'bookings reconciled');
  return result;
}
