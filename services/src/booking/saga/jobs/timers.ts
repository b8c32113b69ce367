import { expireHold } from '../../../inventory/index.ts';
import { bookings } from '../../bookings.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';
import { ownEntry } from '../../../platform/own-entry.ts';

/** A hold's expiry: released only if it is still a hold (not booked) and its time has passed. */
export async function expireHeldSeats(deps: SagaDeps, { bookingId, itemId, holdId }: SagaJobOf<'expire-hold'>['data']): Promise<void> {
  const { state } = await bookings.load(deps.store, bookingId);
  if (state.status === 'none') return;
  const item = ownEntry(state.items, itemId);
  if (!item) return;
  await expireHold(deps.store, { slot: item.item.slot, holdId, now: deps.clock.now() });
}

export async function expirePaymentSession(deps: SagaDeps, { bookingId, sessionId }: SagaJobOf<'expire-payment-session'>['data'], run: JobRun): Promise<void> {
  await bookings.handle(deps.store, bookingId, { type: 'ExpirePaymentSession', data: { sessionId, now: deps.clock.now().toISOString() } }, { commandId: run.jobId });
}

export async function supplierAnswerTimeout(deps: SagaDeps, { bookingId, itemId, attempt }: SagaJobOf<'supplier-answer-timeout'>['data'], run: JobRun): Promise<void> {
  await bookings.handle(deps.store, bookingId, { type: 'ExpireSupplierAnswer', data: { itemId, attempt, now: deps.clock.now().toISOString() } }, { commandId: run.jobId });
}

export async function refundWatchdog(deps: SagaDeps, { bookingId, refundId }: SagaJobOf<'refund-watchdog'>['data'], run: JobRun): Promise<void> {
  await bookings.handle(deps.store, bookingId, { type: 'RaiseRefundOverdue', data: { refundId, now: deps.clock.now().toISOString() } }, { commandId: run.jobId });
}
