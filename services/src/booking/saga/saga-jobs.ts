import type { BookingOutcome } from '../../notifications/index.ts';
import { unreachable } from '../../platform/unreachable.ts';

/** The one BullMQ queue the booking saga runs on; timers are delayed jobs on it. */
export const SAGA_QUEUE = 'booking-saga';

/** Job payloads carry ids only (no personal data): each handler reads what it needs from the booking stream. */
export type SagaJob =
  | { name: 'hold-items'; data: { bookingId: string; round: number } }
  | { name: 'open-payment-session'; data: { bookingId: string; round: number } }
  | { name: 'capture-at-once'; data: { bookingId: string; round: number } }
  | { name: 'confirm-item'; data: { bookingId: string; itemId: string; attempt: number } }
  | { name: 'settle-round'; data: { bookingId: string; round: number } }
  | { name: 'release-seats'; data: { bookingId: string; itemId: string; holdId: string; reason: string } }
  | { name: 'void-late-payment'; data: { bookingId: string; paymentId: string } }
  | { name: 'refund'; data: { bookingId: string; refundId: string } }
  | { name: 'notify-buyer'; data: { bookingId: string; outcome: BookingOutcome; revision: number } }
  | { name: 'expire-hold'; data: { bookingId: string; itemId: string; holdId: string; dueAt: string } }
  | { name: 'expire-payment-session'; data: { bookingId: string; sessionId: string; dueAt: string } }
  | { name: 'supplier-answer-timeout'; data: { bookingId: string; itemId: string; attempt: number; dueAt: string } }
  | { name: 'refund-watchdog'; data: { bookingId: string; refundId: string; dueAt: string } };

export type SagaJobName = SagaJob['name'];
export type SagaJobOf<N extends SagaJobName> = Extract<SagaJob, { name: N }>;

/**
 * Event metadata naming the job that appended the event and goes on to the booking's next progress steps itself
 * (advanceBooking): for such an event the reactor enqueues its effects (timers, messages, releases) but no progress
 * step. If that job dies first, BullMQ runs it again (it continues from the booking's state) or the reconciler does.
 */
export const NEXT_STEPS_IN = 'nextStepsIn';

/**
 * Event metadata naming the job that appended the event and sends the buyer the messages it calls for once its
 * progress steps are done (advanceBooking): the reactor enqueues no notify-buyer job for such an event. A retry of
 * that job sends them again under the same idempotency keys, which the notifier sends once.
 */
export const MESSAGES_IN = 'messagesIn';

/** Steps that move a booking forward; the reconciler re-runs these even when a finished job with their id exists. */
export const PROGRESS_STEPS: ReadonlySet<SagaJobName> = new Set(['hold-items', 'open-payment-session', 'capture-at-once', 'confirm-item', 'settle-round']);

/** The part of a job id that makes it one step: the same step always gets the same id, so enqueueing it twice is one job. */
function stepKey(job: SagaJob): string {
  switch (job.name) {
    case 'hold-items':
    case 'open-payment-session':
    case 'capture-at-once':
    case 'settle-round':
      return `r${job.data.round}`;
    case 'confirm-item':
    case 'supplier-answer-timeout':
      return `${job.data.itemId}--a${job.data.attempt}`;
    case 'release-seats':
    case 'expire-hold':
      return job.data.holdId;
    case 'void-late-payment':
      return job.data.paymentId;
    case 'refund':
    case 'refund-watchdog':
      return job.data.refundId;
    case 'notify-buyer':
      return `${job.data.outcome}--v${job.data.revision}`;
    case 'expire-payment-session':
      return job.data.sessionId;
    default:
      return unreachable(job);
  }
}

/** `{bookingId}--{step}--{key}`; BullMQ refuses ':' in custom ids, so none can slip in from an id. */
export const jobIdOf = (job: SagaJob): string => `${job.data.bookingId}--${job.name}--${stepKey(job)}`.replaceAll(':', '_');

/** When a timer job is due (ISO), or null for a job that runs now. */
export function dueAtOf(job: SagaJob): string | null {
  return 'dueAt' in job.data ? job.data.dueAt : null;
}

/** Refunds keep trying through the whole 24 h window and beyond (capped backoff); other steps give up later than any outage we expect. */
export const attemptsOf = (job: SagaJob): number => (job.name === 'refund' ? 500 : 25);
