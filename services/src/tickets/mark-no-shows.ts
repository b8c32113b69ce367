import type { DepartureKey } from '@rihla/events/tickets';
import { bookings } from '../booking/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { ManifestBooking } from './manifest-projection.ts';
import { itemsOnDeparture } from './departure-manifest.ts';
import { tickets } from './tickets.ts';
import type { StaffScope } from './ticket-decider.ts';
import { ticketOfBooking } from './ticket-facts-of.ts';

/**
 * Marks every ticket of a departure nobody checked in as a no-show (one event per ticket, decided on the booking's
 * stream as it is now: a ticket cancelled meanwhile is skipped). Refused before the start time. Repeating it marks
 * only what is left. Returns how many were marked.
 */
export async function markNoShows(store: EventStore, docs: readonly ManifestBooking[], departure: DepartureKey, staff: StaffScope, now: Date): Promise<number> {
  let marked = 0;
  for (const { booking, item } of itemsOnDeparture(docs, departure, staff.supplierId)) {
    if (item.status !== 'confirmed') continue;
    const state = await bookings.state(store, booking.bookingId);
    for (const t of item.tickets) {
      if (t.state !== 'notYet') continue;
      const ticket = ticketOfBooking(state, item.itemId, t.ticketRef);
      if (!ticket) continue;
      const { newEvents } = await tickets.handle(store, t.ticketRef, { type: 'MarkNoShow', data: { ticket: ticket.facts, staff, now } }, { commandId: `no-show:${t.ticketRef}` });
      marked += newEvents.length;
    }
  }
  return marked;
}
