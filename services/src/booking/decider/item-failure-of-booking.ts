import type { BookingEvent } from '@rihla/events/booking';
import type { ItemFailureReason } from './booking-state.ts';

/**
 * Why an item still under way failed when its booking failed without an ItemFailed of its own (the payment was
 * declined, the payment page expired, the seats could not be held): the decider's state and the status screen agree.
 */
export function itemFailureOfBooking(reason: Extract<BookingEvent, { type: 'BookingFailed' }>['data']['reason']): ItemFailureReason {
  return reason === 'sessionExpired' ? 'sessionExpired' : reason === 'paymentDeclined' ? 'paymentDeclined' : 'seatsUnavailable';
}
