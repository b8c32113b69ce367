import { withSpan } from '../../platform/telemetry.ts';
import { bookings } from '../bookings.ts';
import { progressSteps } from './booking-workflow.ts';
import { captureAtOnce } from './jobs/capture-at-once.ts';
import { confirmItem } from './jobs/confirm-item.ts';
import { holdItems } from './jobs/hold-items.ts';
import { openPaymentSession } from './jobs/open-payment-session.ts';
import { settleRound } from './jobs/settle-round.ts';
import type { JobRun, SagaDeps } from './saga-deps.ts';
import { notifyBuyerOfOwnEvents } from './notify-buyer-of-own-events.ts';
import { jobIdOf, MESSAGES_IN, NEXT_STEPS_IN, type SagaJob } from './saga-jobs.ts';

export type ProgressStep = Extract<SagaJob, { name: 'hold-items' | 'open-payment-session' | 'capture-at-once' | 'confirm-item' | 'settle-round' }>;

/** More rounds than any booking needs in one go (hold -> payment page, or hold -> confirm -> settle): a loop is a bug. */
const MAX_ROUNDS = 10;

const progressHandlers: { [N in ProgressStep['name']]: (deps: SagaDeps, data: Extract<ProgressStep, { name: N }>['data'], run: JobRun) => Promise<void> } = {
  'hold-items': holdItems,
  'open-payment-session': openPaymentSession,
  'capture-at-once': captureAtOnce,
  'confirm-item': confirmItem,
  'settle-round': settleRound,
};

function runProgressStep(deps: SagaDeps, step: ProgressStep, run: JobRun): Promise<void> {
  // The table is complete (typed per name); TypeScript cannot correlate the name with its data through the index.
  const handler = progressHandlers[step.name] as (deps: SagaDeps, data: ProgressStep['data'], run: JobRun) => Promise<void>;
  return handler(deps, step.data, run);
}

/**
 * Runs a progress step, then the booking's next progress steps in the same job for as long as there are any:
 * hold -> confirm -> settle (pay later) or hold -> open the payment page (card) cost one BullMQ job instead of one
 * each, with no re-read of the stream between them. Nothing waits between those steps; where the booking waits on
 * the outside (the buyer's payment, a supplier's answer) there is no progress step and the job ends, sending the buyer
 * the messages its own events call for (the outcome's e-mail) rather than a notify-buyer job. Each step keeps
 * the commandId of the job it would have been (jobIdOf), so a copy of it run elsewhere (the reconciler, a replayed
 * reactor) appends the same event ids. A round's steps decide on the booking as this job read it before the round.
 * The events carry NEXT_STEPS_IN and MESSAGES_IN, so the reactor enqueues neither those steps nor those messages
 * again; a failure fails this job, and its retry continues from the booking's state and sends the messages again (the
 * notifier sends each once).
 */
export async function advanceBooking(deps: SagaDeps, step: ProgressStep, run: JobRun): Promise<void> {
  const metadata = { [NEXT_STEPS_IN]: run.jobId, [MESSAGES_IN]: run.jobId };
  await runProgressStep(deps, step, { ...run, metadata });
  const { bookingId } = step.data;
  await runNextProgressSteps(deps, bookingId, { ...run, metadata });
  await notifyBuyerOfOwnEvents(deps, bookingId, run.jobId);
}

async function runNextProgressSteps(deps: SagaDeps, bookingId: string, run: JobRun & { metadata: Record<string, unknown> }): Promise<void> {
  let loaded = await bookings.load(deps.store, bookingId);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // progressSteps only ever names the progress steps.
    const next = progressSteps(loaded.state) as ProgressStep[];
    if (next.length === 0) return;
    await Promise.all(
      next.map((s) =>
        withSpan(`saga ${s.name}`, { 'rihla.job': s.name, 'rihla.booking': bookingId, 'rihla.inline': true }, () =>
          runProgressStep(deps, s, { jobId: jobIdOf(s), finalAttempt: run.finalAttempt, metadata: run.metadata, loaded }),
        ),
      ),
    );
    const after = await bookings.load(deps.store, bookingId);
    // Nothing moved: those steps have nothing to do now (another copy did it, or they wait on the outside).
    if (after.revision === loaded.revision) return;
    loaded = after;
  }
  throw new Error(`booking ${bookingId} still had progress steps after ${MAX_ROUNDS} rounds in one job`);
}
