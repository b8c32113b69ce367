import type { Worker } from 'bullmq';
import type { QueueFactory } from '../../platform/queues.ts';
import { recordReconcileRun, type ReconcileRun } from './reconcile-runs.ts';
import { reconcileBookings, type ReconcileResult } from './reconciler.ts';

/** Its own queue: a reconciliation never waits behind saga steps, and its one-at-a-time rule touches nothing else. */
export const RECONCILER_QUEUE = 'booking-reconciler';
const SCHEDULER_ID = 'reconcile-bookings';

type ReconcileDeps = Parameters<typeof reconcileBookings>[0];

/** Runs the reconciler and records what it did for the ops screen. */
export async function reconcileAndRecord(deps: ReconcileDeps, trigger: ReconcileRun['trigger']): Promise<ReconcileResult> {
  const startedAt = deps.clock.now().toISOString();
  const result = await reconcileBookings(deps);
  await recordReconcileRun(deps.redis, deps.prefix, { trigger, startedAt, finishedAt: deps.clock.now().toISOString(), ...result });
  return result;
}

/**
 * Reconciles every `everyMs` while the worker runs, so a step that failed for good is run again without waiting for a
 * restart. BullMQ's job scheduler makes one job per interval however many workers upsert it, and a global
 * concurrency of 1 keeps two replicas from reconciling at once (a run longer than the interval just delays the next).
 */
export async function startReconcileSchedule(deps: ReconcileDeps, queues: QueueFactory, everyMs: number): Promise<Worker> {
  const queue = queues.queue(RECONCILER_QUEUE);
  await queue.setGlobalConcurrency(1);
  await queue.upsertJobScheduler(
    SCHEDULER_ID,
    { every: everyMs },
    { name: SCHEDULER_ID, data: {}, opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
  );
  return queues.worker(RECONCILER_QUEUE, () => reconcileAndRecord(deps, 'schedule'), { concurrency: 1 });
}
