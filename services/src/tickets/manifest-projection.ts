import type { Redis } from 'ioredis';
import { bookingEvents, type BookingEvent, type BookingItem } from '@rihla/events/booking';
import { combineRegistries } from '@rihla/events/registry';
import { ticketEvents, type DepartureKey, type TicketEvent } from '@rihla/events/tickets';
import { bookingIdOfStream } from '../booking/index.ts';
import { readModelKeys, type DocumentProjection, type IndexChange } from '../platform/projection-runner.ts';
import { unreachable } from '../platform/unreachable.ts';
import { guestDetailsOf, ticketsOfItem, type IssuedTicket } from './tickets-of-item.ts';

type ManifestEvent = BookingEvent | TicketEvent;

/** Where a ticket stands on the day: not scanned yet, checked in, or marked a no-show after the start. */
export interface ManifestTicket extends Omit<IssuedTicket, 'bookingId' | 'itemId'> {
  state: 'notYet' | 'checkedIn' | 'noShow';
  /** When it was checked in or marked, by whom, where. */
  at: string | null;
  by: string | null;
  where: string | null;
}

export interface ManifestItem {
  itemId: string;
  departure: DepartureKey;
  timeZone: BookingItem['timeZone'];
  supplierId: string;
  title: BookingItem['title'];
  optionTitle: BookingItem['optionTitle'];
  location: BookingItem['location'];
  participants: BookingItem['participants'];
  extras: { title: BookingItem['title']; quantity: number }[];
  pickup: { name: BookingItem['title']; time: string } | null;
  /** A day ticket: valid all day, the venue's hours that date (absent: a departure at its start time). */
  validAllDay?: { opens: string; closes: string };
  /** pending until answered; onRequest while the supplier has not answered; failed/cancelled tickets do not work. */
  status: 'pending' | 'onRequest' | 'confirmed' | 'failed' | 'cancelled';
  tickets: ManifestTicket[];
}

/** One booking as the day of the tour needs it: the guest, how to reach them, and each item's tickets. */
export interface ManifestBooking {
  bookingId: string;
  orderId: string;
  customerId: string | null;
  guest: string;
  phone: string;
  items: Record<string, ManifestItem>;
}

const INDEXES = { departures: 'departures', dates: 'dates', refs: 'refs' } as const;

/** Sorts by date, time and departure; the supplier id in front serves a supplier's own departures by range. */
const departureMember = (supplierId: string, d: DepartureKey, bookingId: string) => [supplierId, d.date, d.startTime, d.experienceId, d.optionId, bookingId].join('\0');
const departureOf = (item: BookingItem): DepartureKey => ({ experienceId: item.slot.experienceId, optionId: item.slot.optionId, date: item.slot.date, startTime: item.slot.startTime });

function itemOf(bookingId: string, item: BookingItem): ManifestItem {
  return {
    itemId: item.itemId,
    departure: departureOf(item),
    timeZone: item.timeZone,
    supplierId: item.supplier.supplierId,
    title: item.title,
    optionTitle: item.optionTitle,
    location: item.location,
    ...guestDetailsOf(item),
    ...(item.validAllDay ? { validAllDay: item.validAllDay } : {}),
    status: 'pending',
    tickets: ticketsOfItem(bookingId, item).map(({ ticketRef, unit, number, of }) => ({ ticketRef, unit, number, of, state: 'notYet', at: null, by: null, where: null })),
  };
}

const setStatus = (doc: ManifestBooking, itemIds: readonly string[], status: ManifestItem['status'], only?: (i: ManifestItem) => boolean): ManifestBooking => ({
  ...doc,
  items: Object.fromEntries(Object.entries(doc.items).map(([id, i]) => [id, itemIds.includes(id) && (!only || only(i)) ? { ...i, status } : i])),
});

const setTicket = (doc: ManifestBooking, itemId: string, ref: string, change: Partial<ManifestTicket>): ManifestBooking => {
  const item = doc.items[itemId];
  if (!item) return doc;
  return { ...doc, items: { ...doc.items, [itemId]: { ...item, tickets: item.tickets.map((t) => (t.ticketRef === ref ? { ...t, ...change } : t)) } } };
};

export function evolveManifest(doc: ManifestBooking | null, event: ManifestEvent): ManifestBooking | null {
  if (event.type === 'CheckoutRequested') {
    const d = event.data;
    return {
      bookingId: d.bookingId,
      orderId: d.orderId,
      customerId: d.customerId,
      guest: `${d.buyer.firstName} ${d.buyer.lastName}`,
      // A reseller's customer may have given no phone (OCTO).
      phone: d.buyer.phone ? `${d.buyer.phone.countryCode} ${d.buyer.phone.number}` : '',
      items: Object.fromEntries(d.items.map((i) => [i.itemId, itemOf(d.bookingId, i)])),
    };
  }
  if (!doc) return null;
  const all = Object.keys(doc.items);
  const open = (i: ManifestItem) => i.status === 'pending' || i.status === 'onRequest';
  switch (event.type) {
    case 'ItemConfirmed':
      return setStatus(doc, [event.data.itemId], 'confirmed');
    case 'ItemAwaitingSupplier':
      return setStatus(doc, [event.data.itemId], 'onRequest');
    case 'ItemFailed':
      return setStatus(doc, [event.data.itemId], 'failed');
    case 'ItemRetryRequested':
      return setStatus(doc, [event.data.itemId], 'pending');
    case 'CancellationRequested':
      return setStatus(doc, event.data.itemIds, 'cancelled');
    case 'ReviewRequired':
    case 'BookingFailed':
      return setStatus(doc, all, 'failed', open);
    case 'TicketRedeemed':
      return setTicket(doc, event.data.itemId, event.data.ticketRef, { state: 'checkedIn', at: event.data.at, by: event.data.by.name, where: event.data.where });
    case 'TicketNoShowMarked':
      return setTicket(doc, event.data.itemId, event.data.ticketRef, { state: 'noShow', at: event.data.at, by: event.data.by.name, where: null });
    case 'ItemsHeld':
    case 'ItemsUnavailable':
    case 'PricesChanged':
    case 'PaymentSessionOpened':
    case 'PaymentAuthorized':
    case 'PaymentDeclined':
    case 'PaymentCaptured':
    case 'PaymentVoided':
    case 'BookingConfirmed':
    case 'BookingPartiallyConfirmed':
    case 'BookingOnHold':
    case 'RefundRequested':
    case 'RefundIssued':
    case 'RefundOverdue':
    case 'CaptureRefused':
      return doc;
    default:
      return unreachable(event);
  }
}

const HANDLED = ['CheckoutRequested', 'ItemConfirmed', 'ItemAwaitingSupplier', 'ItemFailed', 'ItemRetryRequested', 'CancellationRequested', 'ReviewRequired', 'BookingFailed', 'TicketRedeemed', 'TicketNoShowMarked'] as const;

/**
 * The manifest of every departure: one document per booking (its guest and each item's tickets), with two indexes —
 * departures (supplier, date, time, experience, option, booking) for the guide's list, and ticket references for the
 * scanner's lookup of a typed or scanned reference.
 */
export const manifestProjection: DocumentProjection<ManifestEvent> = {
  name: 'day-of-tour-manifest',
  collections: ['bookings'],
  indexes: Object.values(INDEXES),
  handles: [...HANDLED],
  registry: combineRegistries<ManifestEvent>(bookingEvents, ticketEvents),
  targets: (event, recorded) => {
    const bookingId = 'ticketRef' in event.data ? event.data.bookingId : bookingIdOfStream(recorded.streamName);
    return bookingId === null ? [] : [{ collection: 'bookings', id: bookingId }];
  },
  evolve: (doc, event) => evolveManifest(doc as ManifestBooking | null, event),
  indexChanges: (event, recorded): IndexChange[] => {
    if (event.type !== 'CheckoutRequested' || bookingIdOfStream(recorded.streamName) === null) return [];
    const { bookingId, items } = event.data;
    return items.flatMap((item) => [
      { index: INDEXES.departures, member: departureMember(item.supplier.supplierId, departureOf(item), bookingId) },
      { index: INDEXES.dates, member: [item.slot.date, item.slot.startTime, item.slot.experienceId, item.slot.optionId, item.supplier.supplierId].join('\0') },
      ...ticketsOfItem(bookingId, item).map((t) => ({ index: INDEXES.refs, member: `${t.ticketRef}\0${bookingId}\0${item.itemId}` })),
    ]);
  },
};

const keys = (prefix: string) => readModelKeys(prefix, manifestProjection.name);

export async function readManifestBooking(redis: Redis, prefix: string, bookingId: string): Promise<ManifestBooking | null> {
  const raw = await redis.hget(keys(prefix).collection('bookings'), bookingId);
  return raw ? (JSON.parse(raw) as ManifestBooking) : null;
}

/** The booking and item a ticket reference belongs to, or null for a reference no booking issued. */
export async function findTicket(redis: Redis, prefix: string, ref: string): Promise<{ bookingId: string; itemId: string } | null> {
  const [member] = await redis.zrangebylex(keys(prefix).index(INDEXES.refs), `[${ref}\0`, `(${ref}\u0001`, 'LIMIT', 0, 1);
  if (!member) return null;
  const [, bookingId, itemId] = member.split('\0');
  return bookingId && itemId ? { bookingId, itemId } : null;
}

/** Everybody booked on a departure (of one supplier, or of every supplier for ops), each booking once. */
export async function bookingsOnDeparture(redis: Redis, prefix: string, supplierIds: readonly string[], d: DepartureKey): Promise<ManifestBooking[]> {
  const ids = new Set<string>();
  for (const supplierId of supplierIds) {
    const start = [supplierId, d.date, d.startTime, d.experienceId, d.optionId, ''].join('\0');
    for (const m of await redis.zrangebylex(keys(prefix).index(INDEXES.departures), `[${start}`, `(${start.slice(0, -1)}\u0001`)) ids.add(m.split('\0')[5]!);
  }
  if (ids.size === 0) return [];
  const docs = await redis.hmget(keys(prefix).collection('bookings'), ...ids);
  return docs.filter((d): d is string => d !== null).map((d) => JSON.parse(d) as ManifestBooking);
}

/** The departures on a date (of the given suppliers, or every supplier when null), in start-time order. */
export async function departuresOn(redis: Redis, prefix: string, supplierIds: readonly string[] | null, date: string): Promise<(DepartureKey & { supplierId: string })[]> {
  const members = await redis.zrangebylex(keys(prefix).index(INDEXES.dates), `[${date}\0`, `(${date}\u0001`);
  return members
    .map((m) => m.split('\0') as [string, string, string, string, string])
    .filter(([, , , , supplierId]) => !supplierIds || supplierIds.includes(supplierId))
    .map(([d, startTime, experienceId, optionId, supplierId]) => ({ supplierId, date: d, startTime, experienceId, optionId }));
}
