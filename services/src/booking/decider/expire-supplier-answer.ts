import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/** The answer deadline passed with the item of that attempt still waiting: it fails, and its part is released. */
export function decideExpireSupplierAnswer(command: BookingCommandOf<'ExpireSupplierAnswer'>, state: BookingState): BookingEvent[] {
  const { itemId, attempt, now } = command.data;
  if (state.status === 'none') return [];
  const item = ownEntry(state.items, itemId);
  if (!item || item.attempt !== attempt || item.status !== 'awaiting' || !item.answerDueBy) return [];
  if (Date.parse(now) < Date.parse(item.answerDueBy)) return [];
  return [{ type: 'ItemFailed', data: { itemId, reason: 'supplierTimeout', at: now } }];
}
