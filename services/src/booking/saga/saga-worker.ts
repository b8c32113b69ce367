import { DelayedError, type Job, type Worker } from 'bullmq';
import type { QueueFactory } from '../../platform/queues.ts';
import { withSpan, withTraceParent } from '../../platform/telemetry.ts';
import { notifyBuyer } from './jobs/notify-buyer.ts';
import { refund } from './jobs/refund.ts';
import { releaseSeats } from './jobs/release-seats.ts';
import { expireHeldSeats, expirePaymentSession, refundWatchdog, supplierAnswerTimeout } from './jobs/timers.ts';
import { voidLatePayment } from './jobs/void-late-payment.ts';
import { advanceBooking } from './advance-booking.ts';
import type { JobRun, SagaDeps } from './saga-deps.ts';
import { dueAtOf, SAGA_QUEUE, type SagaJob } from './saga-jobs.ts';
import { unreachable } from '../../platform/unreachable.ts';

async function runStep(deps: SagaDeps, job: SagaJob, run: JobRun): Promise<void> {
  switch (job.name) {
    case 'hold-items':
    case 'open-payment-session':
    case 'confirm-item':
    case 'settle-round':
      return advanceBooking(deps, job, run);
    case 'release-seats':
      return releaseSeats(deps, job.data);
    case 'void-late-payment':
      return voidLatePayment(deps, job.data, run);
    case 'refund':
      return refund(deps, job.data, run);
    case 'notify-buyer':
      return notifyBuyer(deps, job.data);
    case 'expire-hold':
      return expireHeldSeats(deps, job.data);
    case 'expire-payment-session':
      return expirePaymentSession(deps, job.data, run);
    case 'supplier-answer-timeout':
      return supplierAnswerTimeout(deps, job.data, run);
    case 'refund-watchdog':
      return refundWatchdog(deps, job.data, run);
    default:
      return unreachable(job);
  }
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
