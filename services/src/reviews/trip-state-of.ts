import type { TripState } from '@rihla/events/reviews';
import type { InvoiceDoc } from '../booking/index.ts';
import { slotStartsAt } from '../booking/index.ts';

/**
 * Where a customer's trip with an experience stands, from their bookings: travelled once a confirmed, not cancelled
 * item has started; otherwise upcoming (one is still ahead), cancelled (they booked it and cancelled), or not booked.
 * A failed or unavailable item never counts: nobody went.
 */
export function tripStateOf(invoices: readonly InvoiceDoc[], experienceId: string, now: Date): TripState {
  let upcoming = false;
  let cancelled = false;
  for (const invoice of invoices) {
    for (const item of invoice.items) {
      if (item.experience.experienceId !== experienceId) continue;
      if (item.cancellation !== null) cancelled = true;
      else if (item.status === 'confirmed' || item.status === 'awaiting' || item.status === 'pending') {
        const startsAt = slotStartsAt(item.experience.date, item.experience.time, item.experience.timeZone);
        if (item.status === 'confirmed' && startsAt.getTime() <= now.getTime()) return 'travelled';
        upcoming = true;
      }
    }
  }
  return upcoming ? 'upcoming' : cancelled ? 'cancelled' : 'notBooked';
}
