import { loadBooking } from '../../run-booking-command.ts';
import type { SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';

/** Sends a confirmed item to its supplier's booking feed (Kafka later, through the same port). */
export async function notifySupplier(deps: SagaDeps, { bookingId, itemId, attempt }: SagaJobOf<'notify-supplier'>['data']): Promise<void> {
  const { state } = await loadBooking(deps.store, bookingId);
  if (state.status === 'none') return;
  const item = state.items[itemId];
  if (!item || item.attempt !== attempt || !item.supplierReference) return;
  const { buyer } = state.checkout;
  await deps.suppliers.notifyConfirmed({
    bookingId,
    orderId: state.checkout.orderId,
    item: item.item,
    attempt,
    supplierReference: item.supplierReference,
    guest: { name: `${buyer.firstName} ${buyer.lastName}`, email: buyer.email, phone: `${buyer.phone.countryCode}${buyer.phone.number}` },
    idempotencyKey: `${bookingId}:${itemId}:${attempt}`,
  });
}
