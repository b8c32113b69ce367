import { bookings } from '../booking/index.ts';
import type { TicketCodesPort, TicketsPort } from '../booking/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { bookingTicketCodes } from './booking-ticket-codes.ts';

/** Booking's ticket-codes port (the confirmation e-mail): a booking's working tickets and their QR text. */
export const ticketCodes = (secret: string): TicketCodesPort => (bookingId, items) => bookingTicketCodes(secret, bookingId, items);

/** Booking's tickets port (the PDF invoice): the tickets as the booking's stream has them now (a cancelled item's are gone at once). */
export function bookingTickets(store: EventStore, secret: string): TicketsPort {
  return async (bookingId) => {
    const booking = await bookings.state(store, bookingId);
    return booking.status === 'none' ? [] : bookingTicketCodes(secret, bookingId, Object.values(booking.items));
  };
}
