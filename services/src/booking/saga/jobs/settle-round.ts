import { bookings } from '../../bookings.ts';
import { planSettlement } from '../../decider/settle.ts';
import { captureOrFailForGood } from './capture-refusal.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';

/**
 * Ends a round whose items are all answered: captures exactly the confirmed items' value, voids the rest of the
 * authorization, and records both with the outcome, appended at the revision the plan was made from. The provider
 * calls carry the round's idempotency keys, so a re-run (after a crash or a conflict) moves no money twice.
 */
export async function settleRound(deps: SagaDeps, { bookingId, round }: SagaJobOf<'settle-round'>['data'], run: JobRun): Promise<void> {
  const loaded = run.loaded ?? (await bookings.load(deps.store, bookingId));
  const { state } = loaded;
  const plan = planSettlement(state, round);
  if (!plan) return;
  let capture = null;
  if (plan.capture) {
    const { paymentId, amount } = plan.capture;
    const c = await captureOrFailForGood(deps, run, { bookingId, paymentId, amount, step: 'settle-round', round }, () => deps.provider.capture({ paymentId, amount, idempotencyKey: `${bookingId}:capture:${round}` }));
    capture = { captureId: c.captureId, paymentId: plan.capture.paymentId, amount: c.amount, itemIds: plan.capture.itemIds };
  }
  let voided = null;
  if (plan.voidPaymentId && plan.releasedAmount) {
    await deps.provider.void({ paymentId: plan.voidPaymentId, idempotencyKey: `${bookingId}:void:${round}` });
    voided = { paymentId: plan.voidPaymentId, releasedAmount: plan.releasedAmount };
  }
  await bookings.handleAt(deps.store, bookingId, loaded, { type: 'Settle', data: { round, capture, voided, now: deps.clock.now().toISOString() } }, { commandId: run.jobId, ...(run.metadata ? { metadata: run.metadata } : {}) });
}
