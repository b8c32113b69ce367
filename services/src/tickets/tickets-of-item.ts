import type { BookingItem } from '@rihla/events/booking';
import { ticketRefFor } from './ticket-code.ts';

export interface IssuedTicket {
  ticketRef: string;
  bookingId: string;
  itemId: string;
  /** adult, child or infant (a ticket per traveller), or item (per-item products: a boat, a car, a private group). */
  unit: 'adult' | 'child' | 'infant' | 'item';
  number: number;
  of: number;
}

/**
 * A ticket per traveller when the item is priced per person (its seats are its travellers), else a ticket per unit
 * booked (per-item pricing: one ticket carries its whole group), in the order adults, children, infants.
 */
export function ticketsOfItem(bookingId: string, item: BookingItem): IssuedTicket[] {
  const { adult, child, infant } = item.participants;
  const perTraveller = adult + child + infant === item.quantity;
  const units: IssuedTicket['unit'][] = perTraveller
    ? [...Array<'adult'>(adult).fill('adult'), ...Array<'child'>(child).fill('child'), ...Array<'infant'>(infant).fill('infant')]
    : Array<'item'>(item.quantity).fill('item');
  return units.map((unit, i) => ({ ticketRef: ticketRefFor(bookingId, item.itemId, i + 1), bookingId, itemId: item.itemId, unit, number: i + 1, of: units.length }));
}

/** What a guide needs of an item besides its tickets: its travellers, extras and pickup (no prices). */
export function guestDetailsOf(item: BookingItem) {
  return {
    participants: item.participants,
    extras: item.extras.map((x) => ({ title: x.title, quantity: x.quantity })),
    pickup: item.pickup ? { name: item.pickup.name, time: item.pickup.time } : null,
  };
}
