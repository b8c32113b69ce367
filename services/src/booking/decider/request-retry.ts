import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * The buyer ('Try Again' on a failed booking, or the failed part of a partially confirmed one) or ops retry failed items.
 * They form the next round: new holds, a new payment session for just their value (card), new supplier calls.
 */
export function decideRequestRetry(command: BookingCommandOf<'RequestRetry'>, state: BookingState): BookingEvent[] {
  const { itemIds, now, requestedBy } = command.data;
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', BOOKING_TEXT.noSuchBooking);
  for (const id of itemIds) if (!ownEntry(state.items, id)) throw new BookingRuleError('unknownItem', BOOKING_TEXT.noItem(state.bookingId, id));
  if (state.status !== 'partiallyConfirmed' && state.status !== 'failed') {
    throw new BookingRuleError(state.status === 'confirmed' ? 'notRetryable' : 'busy', BOOKING_TEXT.cannotRetryNow(state.bookingId, state.status));
  }
  const notFailed = itemIds.filter((id) => ownEntry(state.items, id)!.status !== 'failed');
  if (notFailed.length) throw new BookingRuleError('notRetryable', BOOKING_TEXT.onlyFailedRetried(notFailed));
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) throw new BookingRuleError('notRetryable', BOOKING_TEXT.nameFailedItem);
  return unique.map((itemId) => ({ type: 'ItemRetryRequested', data: { itemId, at: now, requestedBy } }));
}
