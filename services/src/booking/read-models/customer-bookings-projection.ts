import type { Redis } from 'ioredis';
import { buyerPhoneText } from './buyer-phone.ts';
import { type BookingEvent, type BookingItem, type PaymentMethod } from '@rihla/events/booking';
import type { LocalizedText, Money, TimeZone } from '@rihla/events/common';
import type { EntityProjection } from '../../platform/entity-projection.ts';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { unreachable } from '../../platform/unreachable.ts';
import { bookingEventTime } from './booking-event-time.ts';
import { bookingIdOfStream } from './booking-id-of-stream.ts';
import { addMoney, subtractMoney } from './money-math.ts';
import { noPaymentsYet, paymentStatusOf, type PaymentAmounts, type PaymentStatus } from './payment-status.ts';
import { perBookingProjection } from './per-booking-projection.ts';

export type InvoiceStatus = 'processing' | 'reviewRequired' | 'paymentDeclined' | 'confirmed' | 'partiallyConfirmed' | 'onHold' | 'failed';
export type InvoiceItemStatus = 'pending' | 'awaiting' | 'confirmed' | 'failed' | 'unavailable';

export interface ItemCancellation {
  /** cancelled: nothing to refund (non-refundable or full penalty); refundPending/refunded: the refund's progress. */
  state: 'cancelled' | 'refundPending' | 'refunded';
  requestedAt: string;
  penalty: Money;
  refundAmount: Money;
  policyText: LocalizedText;
  refundedAt: string | null;
}

export interface InvoiceItem {
  itemId: string;
  /** `validAllDay`: a day ticket, valid all day on `date` (the venue's hours that date); absent, a departure at `time`. */
  experience: {
    experienceId: string;
    name: LocalizedText;
    option: LocalizedText;
    date: string;
    time: string;
    timeZone: TimeZone;
    location: LocalizedText;
    validAllDay?: { opens: string; closes: string };
  };
  supplier: { supplierId: string; name: LocalizedText };
  quantity: number;
  participants: BookingItem['participants'];
  extras: BookingItem['extras'];
  pickup: BookingItem['pickup'];
  price: Money;
  originalPrice: Money;
  discount: Money;
  status: InvoiceItemStatus;
  supplierReference: string | null;
  cancellationPolicy: BookingItem['cancellationPolicy'];
  cancellation: ItemCancellation | null;
}

export interface InvoiceDoc {
  bookingId: string;
  orderId: string;
  purchaseId: string;
  /** Issued with the booking's outcome (confirmed or partially confirmed); null before. */
  invoiceNumber: string | null;
  customerId: string | null;
  purchaseDate: string;
  /** The experience dates of the order's items, ascending. */
  bookingDates: string[];
  status: InvoiceStatus;
  /** True once the booking is one a customer keeps (booked, on hold, or failed after items were tried). */
  listed: boolean;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  price: Money;
  originalPrice: Money;
  discount: Money;
  promoCode: string | null;
  amounts: PaymentAmounts;
  voided: boolean;
  guest: {
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    /** Travellers over every item. */
    guests: number;
  };
  items: InvoiceItem[];
  /** The spec groups a booking's items as confirmed and failed; awaiting ones are still with their supplier. */
  groups: { confirmed: string[]; failed: string[]; awaiting: string[]; cancelled: string[] };
  refunds: { refundId: string; amount: Money; reason: string; itemIds: string[]; requestedAt: string; issuedAt: string | null }[];
  updatedAt: string;
}

/**
 * Bookings a person owns: a signed-in customer's by customer id, a guest's by buyer e-mail so an account can claim
 * them later. Each is a sorted set of `owner\0position\0bookingId` members (score 0): one checkout adds one
 * member instead of rewriting the owner's whole list, and a lexical range reads one owner's bookings in the order
 * their checkouts were recorded.
 */
export const OWNER_INDEXES = { customers: 'by-customer', guests: 'by-guest-email' } as const;
export type OwnerKind = keyof typeof OWNER_INDEXES;

/** Global positions padded so that lexical order is numeric order. */
const POSITION_DIGITS = 16;
export const ownerIndexMember = (owner: string, position: number, bookingId: string): string =>
  `${owner}\0${String(position).padStart(POSITION_DIGITS, '0')}\0${bookingId}`;
const bookingIdOfMember = (member: string): string => member.slice(member.indexOf('\0', member.indexOf('\0') + 1) + 1);

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

function itemOf(item: BookingItem): InvoiceItem {
  return {
    itemId: item.itemId,
    experience: {
      experienceId: item.experienceId,
      name: item.title,
      option: item.optionTitle,
      date: item.slot.date,
      time: item.slot.startTime,
      timeZone: item.timeZone,
      location: item.location,
      ...(item.validAllDay ? { validAllDay: item.validAllDay } : {}),
    },
    supplier: { supplierId: item.supplier.supplierId, name: item.supplier.name },
    quantity: item.quantity,
    participants: item.participants,
    extras: item.extras,
    pickup: item.pickup,
    price: subtractMoney(item.lineTotal, item.discount),
    originalPrice: item.lineTotal,
    discount: item.discount,
    status: 'pending',
    supplierReference: null,
    cancellationPolicy: item.cancellationPolicy,
    cancellation: null,
  };
}

const withItems = (doc: InvoiceDoc, ids: readonly string[], change: (i: InvoiceItem) => InvoiceItem): InvoiceDoc => {
  const set = new Set(ids);
  return { ...doc, items: doc.items.map((i) => (set.has(i.itemId) ? change(i) : i)) };
};

function derive(doc: InvoiceDoc): InvoiceDoc {
  const ids = (keep: (i: InvoiceItem) => boolean) => doc.items.filter(keep).map((i) => i.itemId);
  const booked = doc.status === 'confirmed' || doc.status === 'partiallyConfirmed' || doc.status === 'onHold';
  return {
    ...doc,
    listed: booked || (doc.status === 'failed' && doc.items.some((i) => i.status === 'failed')),
    paymentStatus: paymentStatusOf(doc, doc.amounts, booked),
    groups: {
      confirmed: ids((i) => i.status === 'confirmed' && i.cancellation === null),
      failed: ids((i) => i.status === 'failed'),
      awaiting: ids((i) => i.status === 'awaiting' || (i.status === 'pending' && booked)),
      cancelled: ids((i) => i.cancellation !== null),
    },
  };
}

function started(d: Extract<BookingEvent, { type: 'CheckoutRequested' }>['data']): InvoiceDoc {
  return {
    bookingId: d.bookingId,
    orderId: d.orderId,
    purchaseId: d.purchaseId,
    invoiceNumber: null,
    customerId: d.customerId,
    purchaseDate: d.requestedAt,
    bookingDates: [...new Set(d.items.map((i) => i.slot.date))].sort(),
    status: 'processing',
    listed: false,
    paymentMethod: d.paymentMethod,
    paymentStatus: 'none',
    price: d.total,
    originalPrice: d.subtotal,
    discount: d.discount,
    promoCode: d.promoCode,
    amounts: noPaymentsYet(d.total.currency),
    voided: false,
    guest: {
      name: `${d.buyer.firstName} ${d.buyer.lastName}`,
      firstName: d.buyer.firstName,
      lastName: d.buyer.lastName,
      email: d.buyer.email,
      phone: buyerPhoneText(d.buyer.phone),
      guests: d.items.reduce((n, i) => n + i.participants.adult + i.participants.child + i.participants.infant, 0),
    },
    items: d.items.map(itemOf),
    groups: { confirmed: [], failed: [], awaiting: [], cancelled: [] },
    refunds: [],
    updatedAt: d.requestedAt,
  };
}

/** Pure: a booking's invoice document after one more event of its stream. */
export function evolveInvoice(doc: InvoiceDoc | null, event: BookingEvent): InvoiceDoc | null {
  if (event.type === 'CheckoutRequested') return doc ?? derive(started(event.data));
  if (doc === null) return null;
  return derive(applyEvent({ ...doc, updatedAt: bookingEventTime(event) }, event));
}

function applyEvent(doc: InvoiceDoc, event: Exclude<BookingEvent, { type: 'CheckoutRequested' }>): InvoiceDoc {
  switch (event.type) {
    case 'ItemsHeld':
    case 'PricesChanged':
    case 'PaymentSessionOpened':
    case 'RefundOverdue':
    case 'CaptureRefused':
      return doc;
    case 'ItemsUnavailable':
      return withItems(
        doc,
        event.data.items.map((i) => i.itemId),
        (i) => ({ ...i, status: 'unavailable' }),
      );
    case 'ReviewRequired':
      return { ...doc, status: 'reviewRequired' };
    case 'PaymentAuthorized':
      return { ...doc, amounts: { ...doc.amounts, authorized: event.data.amount } };
    case 'PaymentDeclined':
      return { ...doc, status: 'paymentDeclined' };
    case 'ItemConfirmed':
      return withItems(doc, [event.data.itemId], (i) => ({ ...i, status: 'confirmed', supplierReference: event.data.supplierReference }));
    case 'ItemAwaitingSupplier':
      return withItems(doc, [event.data.itemId], (i) => ({ ...i, status: 'awaiting' }));
    case 'ItemFailed':
      return withItems(doc, [event.data.itemId], (i) => ({ ...i, status: 'failed' }));
    case 'ItemRetryRequested':
      return withItems(doc, [event.data.itemId], (i) => ({ ...i, status: 'pending' }));
    case 'PaymentCaptured':
      return { ...doc, amounts: { ...doc.amounts, captured: addMoney(doc.amounts.captured, event.data.amount) } };
    case 'PaymentVoided':
      return { ...doc, voided: true, amounts: { ...doc.amounts, released: addMoney(doc.amounts.released, event.data.releasedAmount) } };
    case 'BookingConfirmed':
      return { ...doc, status: 'confirmed', invoiceNumber: event.data.invoiceNumber };
    case 'BookingPartiallyConfirmed': {
      const failed = withItems(doc, event.data.failedItemIds, (i) => ({ ...i, status: 'failed' }));
      return { ...withItems(failed, event.data.confirmedItemIds, (i) => ({ ...i, status: 'confirmed' })), status: 'partiallyConfirmed', invoiceNumber: event.data.invoiceNumber };
    }
    case 'BookingOnHold':
      return { ...doc, status: 'onHold' };
    case 'BookingFailed':
      return { ...doc, status: event.data.reason === 'paymentDeclined' ? 'paymentDeclined' : 'failed' };
    case 'CancellationRequested': {
      const { penalty, refundAmount, policyText, at } = event.data;
      const cancellation: ItemCancellation = {
        state: refundAmount.amount > 0 ? 'refundPending' : 'cancelled',
        requestedAt: at,
        penalty,
        refundAmount,
        policyText,
        refundedAt: null,
      };
      return withItems(doc, event.data.itemIds, (i) => ({ ...i, cancellation }));
    }
    case 'RefundRequested': {
      if (doc.refunds.some((r) => r.refundId === event.data.refundId)) return doc;
      const { refundId, amount, reason, itemIds, requestedAt } = event.data;
      return { ...doc, refunds: [...doc.refunds, { refundId, amount, reason, itemIds, requestedAt, issuedAt: null }] };
    }
    case 'RefundIssued': {
      const refund = doc.refunds.find((r) => r.refundId === event.data.refundId);
      if (refund?.issuedAt) return doc;
      const { issuedAt } = event.data;
      const next: InvoiceDoc = {
        ...doc,
        refunds: doc.refunds.map((r) => (r.refundId === event.data.refundId ? { ...r, issuedAt } : r)),
        amounts: { ...doc.amounts, refunded: addMoney(doc.amounts.refunded, event.data.amount) },
      };
      if (refund?.reason !== 'cancellation') return next;
      return withItems(next, refund.itemIds, (i) =>
        i.cancellation?.state === 'refundPending' ? { ...i, cancellation: { ...i.cancellation, state: 'refunded', refundedAt: issuedAt } } : i,
      );
    }
    default:
      return unreachable(event);
  }
}

// Version 2: owners' lists moved from one document per owner (customers, guests) to indexes. The projector
// rebuilds a version-1 read model on start; the old hashes stay declared so that rebuild removes them.
const invoices = perBookingProjection<InvoiceDoc>({ name: 'customer-bookings', version: 2, collection: 'invoices', evolve: evolveInvoice });

export const customerBookingsProjection: EntityProjection<BookingEvent, InvoiceDoc> = {
  ...invoices,
  collections: ['invoices', 'customers', 'guests'],
  indexes: Object.values(OWNER_INDEXES),
  indexChanges: (event, recorded) => {
    if (event.type !== 'CheckoutRequested' || bookingIdOfStream(recorded.streamName) === null) return [];
    const { customerId, buyer, bookingId } = event.data;
    const [kind, owner]: [OwnerKind, string] = customerId === null ? ['guests', normalizeEmail(buyer.email)] : ['customers', customerId];
    // NUL ends the owner part of a member; an owner holding one could read another's range, so it is not indexed.
    if (owner.includes('\0')) return [];
    return [{ index: OWNER_INDEXES[kind], member: ownerIndexMember(owner, recorded.position, bookingId) }];
  },
};

const keys = (prefix: string) => readModelKeys(prefix, customerBookingsProjection.name);

export const getInvoice = (redis: Redis, prefix: string, bookingId: string): Promise<InvoiceDoc | null> => customerBookingsProjection.read(redis, prefix, bookingId);

/** An owner's booking ids in the order their checkouts were recorded, each once. */
export async function ownedBookingIds(redis: Redis, prefix: string, kind: OwnerKind, owner: string): Promise<string[]> {
  if (owner.includes('\0')) return [];
  const members = await redis.zrangebylex(keys(prefix).index(OWNER_INDEXES[kind]), `[${owner}\0`, `(${owner}\u0001`);
  // A repeated CheckoutRequested would add a second member; the first one places the booking, as before.
  return [...new Set(members.map(bookingIdOfMember))];
}

async function listOwned(redis: Redis, prefix: string, kind: OwnerKind, owner: string): Promise<InvoiceDoc[]> {
  const bookingIds = await ownedBookingIds(redis, prefix, kind, owner);
  if (bookingIds.length === 0) return [];
  const docs = await redis.hmget(keys(prefix).collection('invoices'), ...bookingIds);
  return docs
    .filter((d): d is string => d !== null)
    .map((d) => JSON.parse(d) as InvoiceDoc)
    .filter((d) => d.listed)
    .sort((a, b) => (a.purchaseDate < b.purchaseDate ? 1 : a.purchaseDate > b.purchaseDate ? -1 : 0));
}

/** A signed-in customer's bookings and invoices, newest first; checkout attempts that never became a booking are left out. */
export const listInvoices = (redis: Redis, prefix: string, customerId: string): Promise<InvoiceDoc[]> => listOwned(redis, prefix, 'customers', customerId);

/** A guest's bookings by buyer e-mail, for attaching them to an account created later. */
export const listGuestInvoices = (redis: Redis, prefix: string, email: string): Promise<InvoiceDoc[]> =>
  listOwned(redis, prefix, 'guests', normalizeEmail(email));
