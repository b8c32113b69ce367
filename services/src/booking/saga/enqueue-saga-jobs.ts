import type { Queue } from 'bullmq';
import type { TraceCarrier } from '../../platform/telemetry.ts';
import type { Clock } from '../clock.ts';
import { attemptsOf, dueAtOf, jobIdOf, type SagaJob } from './saga-jobs.ts';

/** A step with the trace context of the event that caused it: stored in the job so the step's spans join that trace. */
export type TracedSagaJob = SagaJob & { trace?: TraceCarrier };

/**
 * Adds each job under its stable id (an id BullMQ already has is not added again). Timers get the delay left until
 * their due time on the booking clock.
 */
export async function enqueueSagaJobs(queue: Queue, clock: Clock, jobs: readonly TracedSagaJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const now = clock.now().getTime();
  const seen = new Set<string>();
  const bulk = [];
  for (const job of jobs) {
    const jobId = jobIdOf(job);
    if (seen.has(jobId)) continue;
    seen.add(jobId);
    const dueAt = dueAtOf(job);
    const delay = dueAt ? Math.max(0, Date.parse(dueAt) - now) : 0;
    bulk.push({ name: job.name, data: job.trace ? { ...job.data, trace: job.trace } : job.data, opts: { jobId, attempts: attemptsOf(job), ...(delay > 0 ? { delay } : {}) } });
  }
  await queue.addBulk(bulk);
}
