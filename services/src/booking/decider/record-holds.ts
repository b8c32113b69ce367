import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { currentRound, type BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * The hold step's result for the current round. At checkout an item without seats ends the attempt in a review
 * (the buyer sees which items and proceeds with the cart as it is now); in a retry it only fails that item.
 * A result for another round, or for items no longer waiting for seats, is a re-run job: nothing new.
 */
export function decideRecordHolds(command: BookingCommandOf<'RecordHolds'>, state: BookingState): BookingEvent[] {
  const { round, holds, unavailable, now } = command.data;
  if (state.status !== 'holding') return [];
  const r = currentRound(state);
  if (r.round !== round) return [];
  const pending = (itemId: string) => r.itemIds.includes(itemId) && ownEntry(state.items, itemId)?.status === 'pending';
  const held = holds.filter((h) => pending(h.itemId));
  const missing = unavailable.filter((u) => pending(u.itemId));
  if (held.length + missing.length === 0) return [];
  const heldEvent: BookingEvent[] = held.length ? [{ type: 'ItemsHeld', data: { holds: held, at: now } }] : [];
  if (round === 0) {
    if (missing.length === 0) return heldEvent;
    const state = missing.length === r.itemIds.length ? 'allUnavailable' : 'someUnavailable';
    return [
      ...heldEvent,
      { type: 'ItemsUnavailable', data: { items: missing.map((m) => ({ itemId: m.itemId, reason: m.reason })), at: now } },
      { type: 'ReviewRequired', data: { state, at: now } },
    ];
  }
  return [...missing.map((m): BookingEvent => ({ type: 'ItemFailed', data: { itemId: m.itemId, reason: 'seatsUnavailable', at: now } })), ...heldEvent];
}
