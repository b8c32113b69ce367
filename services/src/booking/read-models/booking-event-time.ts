import type { BookingEvent } from '@rihla/events/booking';

/** When a booking event happened, as the event itself says (read models never use the clock). */
export function bookingEventTime(event: BookingEvent): string {
  switch (event.type) {
    case 'CheckoutRequested':
    case 'RefundRequested':
      return event.data.requestedAt;
    case 'RefundIssued':
      return event.data.issuedAt;
    case 'RefundOverdue':
      return event.data.raisedAt;
    default:
      // Every other booking event says when in `at` (the compiler checks that each one has it).
      return event.data.at;
  }
}
