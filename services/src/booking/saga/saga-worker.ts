import { DelayedError, type Job, type Worker } from 'bullmq';
import type { QueueFactory } from '../../platform/queues.ts';
import { withSpan, withTraceParent } from '../../platform/telemetry.ts';
import { notifyBuyer } from './jobs/notify-buyer.ts';
import { refund } from './jobs/refund.ts';
import { releaseSeats } from './jobs/release-seats.ts';
import { expireHeldSeats, expirePaymentSession, refundWatchdog, supplierAnswerTimeout } from './jobs/timers.ts';
import { voidLatePayment } from './jobs/void-late-payment.ts';
import { advanceBooking, type ProgressStep } from './advance-booking.ts';
import type { JobRun, SagaDeps } from './saga-deps.ts';
import { dueAtOf, PROGRESS_STEPS, SAGA_QUEUE, type SagaJob } from './saga-jobs.ts';

/** Every step but the progress steps (advanceBooking runs those), by name; typed per name, so none is missing. */
const otherSteps: { [N in Exclude<SagaJob, ProgressStep>['name']]: (deps: SagaDeps, data: Extract<SagaJob, { name: N }>['data'], run: JobRun) => Promise<void> } = {
  'release-seats': releaseSeats,
  'void-late-payment': voidLatePayment,
  refund,
  'notify-buyer': notifyBuyer,
  'expire-hold': expireHeldSeats,
  'expire-payment-session': expirePaymentSession,
  'supplier-answer-timeout': supplierAnswerTimeout,
  'refund-watchdog': refundWatchdog,
};

const isProgressStep = (job: SagaJob): job is ProgressStep => PROGRESS_STEPS.has(job.name);

async function runStep(deps: SagaDeps, job: SagaJob, run: JobRun): Promise<void> {
  if (isProgressStep(job)) return advanceBooking(deps, job, run);
  // TypeScript cannot correlate the name with its data through the index.
  const step = otherSteps[job.name] as (deps: SagaDeps, data: SagaJob['data'], run: JobRun) => Promise<void>;
  return step(deps, job.data, run);
}

/**
 * One BullMQ job = one saga step, or a progress step and the progress steps that follow it (advanceBooking). Timers compare their due time with the (possibly shared, test-controlled) clock:
 * a timer woken early (promoted, or a clock behind the queue's) goes back to sleep for the time still left.
 */
export async function processSagaJob(deps: SagaDeps, job: Job, token?: string): Promise<void> {
  await deps.clock.sync();
  // The trace context rides along in the job data (see enqueueSagaJobs); the step itself gets only its own fields.
  const { trace, ...data } = job.data as { trace?: unknown };
  const step = { name: job.name, data } as SagaJob;
  const dueAt = dueAtOf(step);
  if (dueAt) {
    const left = Date.parse(dueAt) - deps.clock.now().getTime();
    if (left > 0) {
      await job.moveToDelayed(Date.now() + left, token);
      throw new DelayedError();
    }
  }
  const attempts = job.opts.attempts ?? 1;
  const run: JobRun = { jobId: job.id ?? `${job.name}-${job.timestamp}`, finalAttempt: job.attemptsMade + 1 >= attempts };
  await withTraceParent(trace, () =>
    withSpan(`saga ${job.name}`, { 'rihla.job': job.name, 'rihla.booking': String((job.data as { bookingId?: string }).bookingId) }, () => runStep(deps, step, run)),
  );
}

export function startSagaWorker(deps: SagaDeps, queues: QueueFactory, concurrency: number): Worker {
  const worker = queues.worker(SAGA_QUEUE, (job, token) => processSagaJob(deps, job, token), { concurrency });
  worker.on('failed', (job, err) => {
    if (job) deps.log.warn({ err, jobId: job.id, attemptsMade: job.attemptsMade }, 'saga step failed');
  });
  return worker;
}
