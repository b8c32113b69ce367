import { hash } from 'node:crypto';
import type { EventStore } from '../platform/eventstore/port.ts';
import { bookings } from './bookings.ts';
import type { ItemStatus } from './decider/booking-state.ts';
import { RuleError } from '../platform/rule-error.ts';
import { ownEntry } from '../platform/own-entry.ts';

export interface SupplierAnswer {
  /** The supplier the answer is authenticated as (its key, or its HMAC signature). */
  supplierId: string;
  bookingId: string;
  itemId: string;
  answer: 'confirmed' | 'declined';
  reference?: string | undefined;
  /** The item attempt a signed answer names: refused when the item is at another attempt (a replay, or too late). */
  attempt?: number | undefined;
}

/** The answer names no booking item, or an item booked with another supplier: nothing is recorded. */
export class SupplierAnswerRefusedError extends RuleError<'bookingNotFound' | 'unknownItem' | 'notYourItem' | 'otherAttempt'> {
  override readonly name = 'SupplierAnswerRefusedError';
}

/**
 * A supplier's answer for an on-request item, as the HTTP endpoint and the Kafka answer consumer both record it.
 * The command id is per item attempt and answer, so a repeated answer changes nothing; a contrary answer after the
 * item was settled is a BookingRuleError (answerConflict).
 */
export async function recordSupplierAnswer(
  store: EventStore,
  now: () => Date,
  a: SupplierAnswer,
): Promise<{ bookingId: string; itemId: string; status: ItemStatus; supplierReference: string | null }> {
  const { state } = await bookings.load(store, a.bookingId);
  if (state.status === 'none') throw new SupplierAnswerRefusedError('bookingNotFound', `There is no booking ${a.bookingId}.`);
  const item = ownEntry(state.items, a.itemId);
  if (!item) throw new SupplierAnswerRefusedError('unknownItem', `Booking ${a.bookingId} has no item ${a.itemId}.`);
  if (item.item.supplier.supplierId !== a.supplierId) {
    throw new SupplierAnswerRefusedError('notYourItem', `Item ${a.itemId} of booking ${a.bookingId} is not booked with your company.`);
  }
  if (a.attempt !== undefined && a.attempt !== item.attempt) {
    throw new SupplierAnswerRefusedError('otherAttempt', `The answer is for attempt ${a.attempt} of item ${a.itemId} of booking ${a.bookingId}; the item is at attempt ${item.attempt}.`);
  }
  const reference = a.reference ?? `${a.supplierId}-${hash('sha256', `${a.bookingId}:${a.itemId}:${item.attempt}`, 'hex').slice(0, 8).toUpperCase()}`;
  const { newState } = await bookings.handle(
    store,
    a.bookingId,
    { type: 'RecordSupplierAnswer', data: { itemId: a.itemId, answer: a.answer, reference, now: now().toISOString() } },
    { commandId: `supplier-answer-${a.bookingId}-${a.itemId}-${item.attempt}-${a.answer}` },
  );
  const after = newState.status === 'none' ? undefined : ownEntry(newState.items, a.itemId);
  if (!after) throw new Error(`booking ${a.bookingId}: item ${a.itemId} vanished after the answer`);
  return { bookingId: a.bookingId, itemId: a.itemId, status: after.status, supplierReference: after.supplierReference ?? null };
}
