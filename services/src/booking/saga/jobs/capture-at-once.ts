import { bookings } from '../../bookings.ts';
import { currentRound } from '../../decider/booking-state.ts';
import { paymentToCaptureAtOnce } from '../../decider/record-capture-at-once.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import { captureOrFailForGood } from './capture-refusal.ts';
import type { SagaJobOf } from '../saga-jobs.ts';

/**
 * A method that cannot hold (its provider's capabilities) is captured whole as soon as it is authorized, before its
 * items are booked. The key is the payment's own, so a worker killed mid-capture and run again captures once.
 */
export async function captureAtOnce(deps: SagaDeps, { bookingId, round }: SagaJobOf<'capture-at-once'>['data'], run: JobRun): Promise<void> {
  const loaded = run.loaded ?? (await bookings.load(deps.store, bookingId));
  const { state } = loaded;
  if (state.status === 'none' || currentRound(state).round !== round) return;
  const due = paymentToCaptureAtOnce(state, currentRound(state).paymentId);
  if (!due) return;
  const c = await captureOrFailForGood(deps, run, { bookingId, paymentId: due.paymentId, amount: due.amount, step: 'capture-at-once', round }, () =>
    deps.provider.capture({ paymentId: due.paymentId, amount: due.amount, idempotencyKey: `${bookingId}:capture-at-once:${due.paymentId}` }),
  );
  await bookings.handleAt(
    deps.store,
    bookingId,
    loaded,
    { type: 'RecordCaptureAtOnce', data: { paymentId: due.paymentId, captureId: c.captureId, amount: c.amount, now: deps.clock.now().toISOString() } },
    { commandId: run.jobId, ...(run.metadata ? { metadata: run.metadata } : {}) },
  );
}
