import type { DepartureKey, DepartureManifest } from '@rihla/events/tickets';
import { slotStartsAt } from '../booking/index.ts';
import type { ManifestBooking, ManifestItem } from './manifest-projection.ts';
import { noShowsFrom } from './no-shows-from.ts';

const SHOWN = new Set<ManifestItem['status']>(['confirmed', 'onRequest', 'cancelled']);
const onDeparture = (i: ManifestItem, d: DepartureKey) => i.departure.experienceId === d.experienceId && i.departure.optionId === d.optionId && i.departure.date === d.date && i.departure.startTime === d.startTime;

/** The items of the bookings a departure shows (confirmed, on request, cancelled: failed attempts never travelled), of the allowed suppliers. */
export function itemsOnDeparture(docs: readonly ManifestBooking[], d: DepartureKey, supplierId: string | null): { booking: ManifestBooking; item: ManifestItem }[] {
  return docs
    .flatMap((booking) => Object.values(booking.items).map((item) => ({ booking, item })))
    .filter(({ item }) => onDeparture(item, d) && SHOWN.has(item.status) && (supplierId === null || item.supplierId === supplierId))
    .sort((a, b) => (a.item.pickup?.time ?? '99:99').localeCompare(b.item.pickup?.time ?? '99:99') || a.booking.guest.localeCompare(b.booking.guest));
}

/** A departure's manifest, or null when nobody is booked on it. */
export function departureManifestOf(docs: readonly ManifestBooking[], d: DepartureKey, supplierId: string | null, now: Date): DepartureManifest | null {
  const rows = itemsOnDeparture(docs, d, supplierId);
  const first = rows[0]?.item;
  if (!first) return null;
  const startsAt = slotStartsAt(d.date, d.startTime, first.timeZone);
  const working = rows.filter(({ item }) => item.status === 'confirmed').flatMap(({ item }) => item.tickets);
  const count = (s: string) => working.filter((t) => t.state === s).length;
  return {
    departure: { ...d, timeZone: first.timeZone },
    title: first.title,
    optionTitle: first.optionTitle,
    location: first.location,
    ...(first.validAllDay ? { validAllDay: first.validAllDay } : {}),
    startsAt: startsAt.toISOString(),
    started: now >= noShowsFrom(d.date, d.startTime, first.timeZone, first.validAllDay),
    totals: { tickets: working.length, checkedIn: count('checkedIn'), noShow: count('noShow'), notYet: count('notYet') },
    lines: rows.map(({ booking, item }) => ({
      orderId: booking.orderId,
      itemId: item.itemId,
      guest: booking.guest,
      phone: booking.phone,
      participants: item.participants,
      pickup: item.pickup,
      extras: item.extras,
      notes: '',
      status: item.status as 'confirmed' | 'onRequest' | 'cancelled',
      tickets: item.tickets.map((t) => ({ ticketRef: t.ticketRef, unit: t.unit, state: t.state, at: t.at, by: t.by })),
    })),
  };
}
