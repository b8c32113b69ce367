import type { BookingEvent } from '@rihla/events/booking';
import { withOnHoldAnnouncement } from './announce-on-hold.ts';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * The supplier call's result for one item's attempt: confirmed with a reference, awaiting an answer until a
 * deadline (on request), or failed. Only an item of that attempt still waiting for its call takes it.
 */
export function decideRecordItemConfirmation(command: BookingCommandOf<'RecordItemConfirmation'>, state: BookingState): BookingEvent[] {
  const { itemId, attempt, result, now } = command.data;
  if (state.status !== 'confirming') return [];
  const item = ownEntry(state.items, itemId);
  if (!item || item.attempt !== attempt || item.status !== 'held') return [];
  const event: BookingEvent =
    result.kind === 'confirmed'
      ? { type: 'ItemConfirmed', data: { itemId, supplierReference: result.reference, at: now } }
      : result.kind === 'awaiting'
        ? { type: 'ItemAwaitingSupplier', data: { itemId, answerDueBy: result.answerDueBy, at: now } }
        : { type: 'ItemFailed', data: { itemId, reason: result.reason, at: now } };
  return withOnHoldAnnouncement(state, [event], now);
}
