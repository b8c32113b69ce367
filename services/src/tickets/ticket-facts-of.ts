import type { TicketSummary } from '@rihla/events/tickets';
import type { BookingState, ItemState } from '../booking/index.ts';
import { noShowsFrom } from './no-shows-from.ts';
import type { TicketFacts } from './ticket-decider.ts';
import { guestDetailsOf, ticketsOfItem } from './tickets-of-item.ts';

export interface TicketOfBooking {
  facts: TicketFacts;
  summary: TicketSummary;
}

const statusOf = (s: ItemState['status']): TicketFacts['itemStatus'] => (s === 'confirmed' ? 'confirmed' : s === 'cancelled' ? 'cancelled' : 'pending');

/** A ticket as its booking's stream says now: valid, cancelled or not confirmed, for which departure; null if the booking did not issue it. */
export function ticketOfBooking(state: BookingState, itemId: string, ticketRef: string): TicketOfBooking | null {
  if (state.status === 'none') return null;
  const itemState = state.items[itemId];
  if (!itemState) return null;
  const { item } = itemState;
  const ticket = ticketsOfItem(state.bookingId, item).find((t) => t.ticketRef === ticketRef);
  if (!ticket) return null;
  const departure = { experienceId: item.slot.experienceId, optionId: item.slot.optionId, date: item.slot.date, startTime: item.slot.startTime };
  const { buyer, orderId } = state.checkout;
  return {
    facts: {
      ticketRef,
      bookingId: state.bookingId,
      itemId,
      supplierId: item.supplier.supplierId,
      itemStatus: statusOf(itemState.status),
      departure: { ...departure, timeZone: item.timeZone },
      noShowsFrom: noShowsFrom(item.slot.date, item.slot.startTime, item.timeZone, item.validAllDay),
      location: item.location,
    },
    summary: {
      ticketRef,
      orderId,
      guest: `${buyer.firstName} ${buyer.lastName}`,
      product: item.title,
      option: item.optionTitle,
      departure: { ...departure, timeZone: item.timeZone },
      location: item.location,
      unit: ticket.unit,
      number: ticket.number,
      of: ticket.of,
      ...guestDetailsOf(item),
    },
  };
}
