import { UnrecoverableError } from 'bullmq';
import { PaymentProviderError } from '../../../payments/index.ts';
import { bookings } from '../../bookings.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';
import { ownEntry } from '../../../platform/own-entry.ts';

/**
 * Sends a requested refund to the provider, keyed by the refund id (a retry never refunds twice), and records it.
 * Provider outages are retried with capped backoff for days; the watchdog warns ops before the 24 h deadline.
 */
export async function refund(deps: SagaDeps, { bookingId, refundId }: SagaJobOf<'refund'>['data'], run: JobRun): Promise<void> {
  const loaded = await bookings.load(deps.store, bookingId);
  const { state } = loaded;
  if (state.status === 'none') return;
  const r = ownEntry(state.refunds, refundId);
  if (!r || r.status === 'issued') return;
  if (!r.paymentId) throw new UnrecoverableError(`refund ${refundId} of ${bookingId} names no payment`);
  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await deps.provider.refund({ paymentId: r.paymentId, amount: r.amount, idempotencyKey: refundId }));
  } catch (err) {
    // More than was captured, or a key reused for another amount: a bug no retry fixes.
    if (err instanceof PaymentProviderError && (err.code === 'amount_exceeds_refundable' || err.code === 'idempotency_key_reused' || err.code === 'payment_not_found')) {
      throw new UnrecoverableError(`refund ${refundId} of ${bookingId} refused: ${err.message}`);
    }
    throw err;
  }
  await bookings.handleAt(deps.store, bookingId, loaded, { type: 'RecordRefund', data: { refundId, providerRefundId, now: deps.clock.now().toISOString() } }, { commandId: run.jobId });
}
