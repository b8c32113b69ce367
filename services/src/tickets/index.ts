/** tickets's public face: what other modules and main/ import from tickets (main/ also its module.ts); the rest is inside. */
export { bookingRedemptions, redemptionsReadUpTo, type BookingRedemptions } from './booking-redemptions.ts';
export { ticketSecretOf } from './booking-ticket-codes.ts';
export { bookingTickets, ticketCodes } from './tickets-of.ts';
