import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';

/**
 * The buyer retries failed items ('Try Again' on a failed booking, or the failed part of a partially confirmed one).
 * They form the next round: new holds, a new payment session for just their value (card), new supplier calls.
 */
export function decideRequestRetry(command: BookingCommandOf<'RequestRetry'>, state: BookingState): BookingEvent[] {
  const { itemIds, now } = command.data;
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', 'There is no such booking.');
  for (const id of itemIds) if (!state.items[id]) throw new BookingRuleError('unknownItem', `Booking ${state.bookingId} has no item ${id}.`);
  if (state.status !== 'partiallyConfirmed' && state.status !== 'failed') {
    const why = state.status === 'reviewRequired' ? 'its cart needs a review; check out again' : `it is ${state.status}`;
    throw new BookingRuleError(state.status === 'confirmed' ? 'notRetryable' : 'busy', `Booking ${state.bookingId} cannot retry items now: ${why}.`);
  }
  const notFailed = itemIds.filter((id) => state.items[id]!.status !== 'failed');
  if (notFailed.length) throw new BookingRuleError('notRetryable', `Only failed items can be retried; ${notFailed.join(', ')} ${notFailed.length === 1 ? 'is' : 'are'} not failed.`);
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) throw new BookingRuleError('notRetryable', 'Name at least one failed item to retry.');
  return unique.map((itemId) => ({ type: 'ItemRetryRequested', data: { itemId, at: now } }));
}
