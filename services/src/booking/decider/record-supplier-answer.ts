import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * A supplier's answer for an on-request item (api today, Kafka later: the same command). The same answer twice is
 * a redelivery; a different answer to an item no longer waiting is refused with what happened to it.
 */
export function decideRecordSupplierAnswer(command: BookingCommandOf<'RecordSupplierAnswer'>, state: BookingState): BookingEvent[] {
  const { itemId, answer, reference, now } = command.data;
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', 'There is no such booking.');
  const item = ownEntry(state.items, itemId);
  if (!item) throw new BookingRuleError('unknownItem', `Booking ${state.bookingId} has no item ${itemId}.`);
  if (item.status === 'awaiting') {
    return answer === 'confirmed'
      ? [{ type: 'ItemConfirmed', data: { itemId, supplierReference: reference, at: now } }]
      : [{ type: 'ItemFailed', data: { itemId, reason: 'supplierDeclined', at: now } }];
  }
  if (answer === 'confirmed' && item.status === 'confirmed') return [];
  if (answer === 'declined' && item.status === 'failed' && item.failureReason === 'supplierDeclined') return [];
  const what = item.status === 'failed' ? `failed (${item.failureReason ?? 'unknown'})` : item.status;
  throw new BookingRuleError('answerConflict', `Item ${itemId} is not waiting for an answer: it is ${what}.`);
}
