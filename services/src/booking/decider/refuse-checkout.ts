import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';

/**
 * Ends a checkout whose promo code or cart could not be claimed for it (another booking got there first). Only a
 * checkout still waiting for its first seats can be refused: nothing is held or paid yet, so nothing else to undo.
 */
export function decideRefuseCheckout(command: BookingCommandOf<'RefuseCheckout'>, state: BookingState): BookingEvent[] {
  if (state.status !== 'holding' || state.rounds.length !== 1 || state.rounds[0]!.round !== 0) return [];
  if (Object.values(state.items).some((i) => i.holdId)) return [];
  return [{ type: 'BookingFailed', data: { reason: 'checkoutRefused', refundDue: false, at: command.data.now } }];
}
