import type { BookingEvent } from '@rihla/events/booking';
import { currentRound, roundAnswered, roundItems, type BookingState } from './booking-state.ts';
import { evolveBooking } from './evolve-booking.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * Appends BookingOnHold to `events` when they leave every item of the round answered and some of them waiting for
 * their supplier: the buyer hears 'on hold' once, and the authorized amount stays held, not captured.
 */
export function withOnHoldAnnouncement(state: BookingState, events: BookingEvent[], now: string): BookingEvent[] {
  const after = events.reduce(evolveBooking, state);
  if (after.status !== 'confirming') return events;
  const round = currentRound(after);
  if (round.onHoldAnnounced || !roundAnswered(after, round)) return events;
  const awaiting = roundItems(after, round).filter((i) => i.status === 'awaiting');
  if (awaiting.length === 0) return events;
  const payment = round.paymentId ? ownEntry(after.payments, round.paymentId) : undefined;
  const heldAmount = payment ? payment.authorized : { amount: 0, currency: after.checkout.total.currency };
  return [...events, { type: 'BookingOnHold', data: { awaitingItemIds: awaiting.map((i) => i.item.itemId), heldAmount, at: now } }];
}
