import type { BookingEvent } from '@rihla/events/booking';
import type { BookingOutcome } from '../../notifications/index.ts';

/** What a booking stream says each job must have done exactly once: crash and replica tests check the effects against it. */
export const checkoutOf = (events: readonly BookingEvent[]) => {
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') throw new Error('the stream does not start with CheckoutRequested');
  return first.data;
};

/** Items whose (only) answer was a confirmation: what the booking is worth. */
export const confirmedItems = (events: readonly BookingEvent[]) => {
  const ids = new Set(events.flatMap((e) => (e.type === 'ItemConfirmed' ? [e.data.itemId] : [])));
  return checkoutOf(events).items.filter((i) => ids.has(i.itemId));
};

/** The buyer messages the workflow owes for this stream: `{bookingId}:{outcome}:{revision}`. */
export function expectedMessageKeys(bookingId: string, events: readonly BookingEvent[]): string[] {
  const payLater = checkoutOf(events).paymentMethod === 'payLater';
  return events.flatMap((e, revision) => {
    let outcome: BookingOutcome | null = null;
    if (e.type === 'BookingOnHold') outcome = 'onHold';
    else if (e.type === 'BookingConfirmed') outcome = payLater ? 'payLaterBooked' : 'confirmed';
    else if (e.type === 'BookingPartiallyConfirmed') outcome = 'partiallyConfirmed';
    else if (e.type === 'BookingFailed') outcome = e.data.reason === 'paymentDeclined' ? 'paymentDeclined' : 'failed';
    else if (e.type === 'RefundIssued') outcome = 'refundIssued';
    return outcome ? [`${bookingId}:${outcome}:${revision}`] : [];
  });
}
