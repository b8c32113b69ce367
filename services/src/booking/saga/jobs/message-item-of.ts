import type { BookingMessageItem } from '../../../notifications/index.ts';
import type { ItemState } from '../../decider/booking-state.ts';

const STATUS: Record<ItemState['status'], BookingMessageItem['status']> = {
  pending: null,
  held: null,
  unavailable: 'failed',
  awaiting: 'awaitingSupplier',
  confirmed: 'confirmed',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** One booked item as the buyer's messages list it. */
export function messageItemOf(i: ItemState): BookingMessageItem {
  const travellers = i.item.participants.adult + i.item.participants.child + i.item.participants.infant;
  return {
    title: i.item.title,
    date: i.item.slot.date,
    startTime: i.item.slot.startTime,
    timeZone: i.item.timeZone,
    validAllDay: i.item.validAllDay ?? null,
    // A per-item product (a boat, a car) counts no travellers: its items are counted instead ("2 items", not "2 travellers").
    ...(travellers > 0 ? { travellers } : { items: i.item.quantity }),
    amount: i.value,
    status: STATUS[i.status],
    pickup: i.item.pickup ? { name: i.item.pickup.name, time: i.item.pickup.time } : null,
    extras: i.item.extras.map((x) => ({ title: x.title, quantity: x.quantity })),
  };
}
