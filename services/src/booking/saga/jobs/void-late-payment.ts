import { bookings } from '../../bookings.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';
import { ownEntry } from '../../../platform/own-entry.ts';

/** An authorization that arrived after its round had ended is released in full; nothing of it is ever captured. */
export async function voidLatePayment(deps: SagaDeps, { bookingId, paymentId }: SagaJobOf<'void-late-payment'>['data'], run: JobRun): Promise<void> {
  const loaded = await bookings.load(deps.store, bookingId);
  const { state } = loaded;
  if (state.status === 'none') return;
  const p = ownEntry(state.payments, paymentId);
  if (!p || !p.late || p.voided) return;
  await deps.provider.void({ paymentId, idempotencyKey: `${bookingId}:void:${paymentId}` });
  const releasedAmount = { amount: p.authorized.amount - p.captured, currency: p.authorized.currency };
  await bookings.handleAt(deps.store, bookingId, loaded, { type: 'RecordLateVoid', data: { paymentId, releasedAmount, now: deps.clock.now().toISOString() } }, { commandId: run.jobId });
}
