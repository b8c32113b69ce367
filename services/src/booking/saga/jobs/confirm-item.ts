import { bookHeldSeats, SlotRuleError } from '../../../inventory/index.ts';
import { SupplierRejectedError } from '../supplier-gateway.ts';
import { bookings } from '../../bookings.ts';
import type { BookingCommandOf } from '../../decider/booking-command.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';
import { ownEntry } from '../../../platform/own-entry.ts';

type Result = BookingCommandOf<'RecordItemConfirmation'>['data']['result'];

/**
 * Books the item's held seats (so a supplier that answers a day later still has them), then asks its supplier.
 * Seats lost meanwhile, or a supplier refusing, fail the item; a transient supplier error is retried and only
 * the last attempt records the failure.
 */
export async function confirmItem(deps: SagaDeps, { bookingId, itemId, attempt }: SagaJobOf<'confirm-item'>['data'], run: JobRun): Promise<void> {
  const loaded = run.loaded ?? (await bookings.load(deps.store, bookingId));
  const { state } = loaded;
  if (state.status !== 'confirming') return;
  const item = ownEntry(state.items, itemId);
  if (!item || item.attempt !== attempt || item.status !== 'held' || !item.holdId) return;

  const now = deps.clock.now();
  let result: Result;
  try {
    await bookHeldSeats(deps.store, { slot: item.item.slot, holdId: item.holdId });
    const answer = await deps.suppliers.requestConfirmation({ bookingId, orderId: state.checkout.orderId, item: item.item, attempt, idempotencyKey: `${bookingId}:${itemId}:${attempt}` });
    result = answer.kind === 'confirmed' ? answer : { kind: 'awaiting', answerDueBy: new Date(now.getTime() + deps.settings.supplierAnswerTimeoutMs).toISOString() };
  } catch (err) {
    if (err instanceof SlotRuleError && (err.code === 'holdNotActive' || err.code === 'unknownHold')) result = { kind: 'failed', reason: 'seatsUnavailable' };
    else if (err instanceof SupplierRejectedError) result = { kind: 'failed', reason: 'supplierError' };
    else if (run.finalAttempt) {
      deps.log.error({ err, bookingId, itemId }, 'supplier confirmation kept failing; the item fails');
      result = { kind: 'failed', reason: 'supplierError' };
    } else throw err;
  }
  await bookings.handleAt(deps.store, bookingId, loaded, { type: 'RecordItemConfirmation', data: { itemId, attempt, result, now: now.toISOString() } }, { commandId: run.jobId, ...(run.metadata ? { metadata: run.metadata } : {}) });
}
