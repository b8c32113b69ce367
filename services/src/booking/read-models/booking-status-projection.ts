import type { Redis } from 'ioredis';
import { type BookingEvent, type BookingItem, type ExchangeRecord, type PaymentMethod } from '@rihla/events/booking';
import type { LocalizedText, Locale, Money } from '@rihla/events/common';
import { unreachable } from '../../platform/unreachable.ts';
import { itemFailureOfBooking } from '../decider/item-failure-of-booking.ts';
import { bookingEventTime } from './booking-event-time.ts';
import { addMoney, subtractMoney, zeroMoney } from './money-math.ts';
import { noPaymentsYet, paymentStatusOf, type PaymentStatus } from './payment-status.ts';
import { perBookingProjection } from './per-booking-projection.ts';

/** The result screens of the spec (section 4), one per status. */
export type BookingScreenStatus =
  | 'processing'
  | 'almostThere'
  | 'redirectToPayment'
  | 'reviewRequired'
  | 'confirmed'
  | 'partiallyConfirmed'
  | 'failed'
  | 'onHold'
  | 'paymentDeclined';

export type BookingLineStatus = 'pending' | 'awaiting' | 'confirmed' | 'failed' | 'unavailable' | 'cancelled';
export type RefundStatus = 'none' | 'pending' | 'overdue' | 'issued';

export interface BookingStatusLine {
  itemId: string;
  experienceId: string;
  optionId: string;
  title: LocalizedText;
  optionTitle: LocalizedText;
  date: string;
  startTime: string;
  timeZone: string;
  /** A day ticket: valid all day, the venue's hours that date (absent: a timed departure at startTime). */
  validAllDay?: { opens: string; closes: string };
  quantity: number;
  participants: BookingItem['participants'];
  /** What the buyer chose with the item: shown on every result screen. */
  extras: BookingItem['extras'];
  pickup: BookingItem['pickup'];
  status: BookingLineStatus;
  /** Why the supplier step failed (ItemFailed reason) or why the item could not be held. */
  failureReason: string | null;
  priceChange: { previousTotal: Money; currentTotal: Money } | null;
  supplierReference: string | null;
  /** On-request items: when the supplier's answer is due. */
  answerDueBy: string | null;
  amounts: { lineTotal: Money; discount: Money; total: Money };
}

export interface BookingStatusRefund {
  refundId: string;
  amount: Money;
  reason: 'bookingFailed' | 'itemsFailed' | 'cancellation';
  requestedAt: string;
  dueBy: string;
  issuedAt: string | null;
  overdueRaisedAt: string | null;
}

export interface BookingStatusDoc {
  bookingId: string;
  orderId: string;
  purchaseId: string;
  locale: Locale;
  paymentMethod: PaymentMethod;
  status: BookingScreenStatus;
  /** The hosted payment page while status is redirectToPayment. */
  redirectUrl: string | null;
  reviewState: 'allUnavailable' | 'someUnavailable' | 'pricesChanged' | 'unavailableAndPricesChanged' | null;
  failureReason: 'paymentDeclined' | 'allItemsFailed' | 'itemsUnavailable' | 'sessionExpired' | 'checkoutRefused' | null;
  declineReason: 'card_declined' | 'insufficient_funds' | 'expired' | null;
  lines: BookingStatusLine[];
  totals: {
    subtotal: Money;
    discount: Money;
    total: Money;
    authorized: Money;
    held: Money;
    captured: Money;
    released: Money;
    refunded: Money;
  };
  paymentStatus: PaymentStatus;
  invoiceNumber: string | null;
  refundDue: boolean;
  refundStatus: RefundStatus;
  refunds: BookingStatusRefund[];
  actions: { canRetryItems: boolean; retryableItemIds: string[]; tryAgain: boolean; reviewCart: boolean };
  /** The client can stop polling: the status is a result (or the payment redirect). */
  resultReady: boolean;
  voided: boolean;
  requestedAt: string;
  updatedAt: string;
  /** Stream revision of the last event applied: lets a client tell a newer answer from an older one. */
  revision: number;
  /** The exchange fixed at checkout when items were priced in other currencies than the one charged; absent otherwise. */
  exchange?: ExchangeRecord;
  /**
   * Whose booking it is, in the same document as the status so access is decided on the same read (never on another
   * read model that may lag). Server-side only: the status route checks it and leaves it out of the answer.
   */
  owner: { customerId: string | null; buyerEmail: string };
}

/** The status as the api answers it: without the owner it was authorized with. */
export type BookingStatusAnswer = Omit<BookingStatusDoc, 'owner'>;

const outcomes: ReadonlySet<BookingScreenStatus> = new Set(['confirmed', 'partiallyConfirmed', 'failed', 'onHold', 'paymentDeclined', 'reviewRequired']);
const booked: ReadonlySet<BookingScreenStatus> = new Set(['confirmed', 'partiallyConfirmed', 'onHold']);

export function lineOf(item: BookingItem): BookingStatusLine {
  return {
    itemId: item.itemId,
    experienceId: item.experienceId,
    optionId: item.optionId,
    title: item.title,
    optionTitle: item.optionTitle,
    date: item.slot.date,
    startTime: item.slot.startTime,
    timeZone: item.timeZone,
    ...(item.validAllDay ? { validAllDay: item.validAllDay } : {}),
    quantity: item.quantity,
    participants: item.participants,
    extras: item.extras,
    pickup: item.pickup,
    status: 'pending',
    failureReason: null,
    priceChange: null,
    supplierReference: null,
    answerDueBy: null,
    amounts: { lineTotal: item.lineTotal, discount: item.discount, total: subtractMoney(item.lineTotal, item.discount) },
  };
}

const setLines = (doc: BookingStatusDoc, ids: readonly string[], change: (l: BookingStatusLine) => BookingStatusLine): BookingStatusLine[] => {
  const set = new Set(ids);
  return doc.lines.map((l) => (set.has(l.itemId) ? change(l) : l));
};

/** Status only moves while no outcome is shown; outcome events themselves always move it. */
const inFlight = (doc: BookingStatusDoc, next: BookingScreenStatus): BookingScreenStatus => (outcomes.has(doc.status) ? doc.status : next);

function refundStatusOf(doc: BookingStatusDoc): RefundStatus {
  if (doc.refunds.length === 0) return doc.refundDue ? 'pending' : 'none';
  if (doc.refunds.every((r) => r.issuedAt !== null)) return 'issued';
  return doc.refunds.some((r) => r.issuedAt === null && r.overdueRaisedAt !== null) ? 'overdue' : 'pending';
}

/** Everything a screen derives (payment status, next actions) follows from the facts, recomputed after every event. */
function derive(doc: BookingStatusDoc): BookingStatusDoc {
  const retryable = doc.status === 'partiallyConfirmed' ? doc.lines.filter((l) => l.status === 'failed').map((l) => l.itemId) : [];
  const t = doc.totals;
  const held = Math.max(0, t.authorized.amount - t.captured.amount - t.released.amount);
  return {
    ...doc,
    totals: { ...t, held: { amount: doc.voided ? 0 : held, currency: t.total.currency } },
    paymentStatus: paymentStatusOf(doc, t, booked.has(doc.status)),
    refundStatus: refundStatusOf(doc),
    actions: {
      canRetryItems: retryable.length > 0,
      retryableItemIds: retryable,
      tryAgain: doc.status === 'failed' || doc.status === 'paymentDeclined',
      reviewCart: doc.status === 'reviewRequired',
    },
    resultReady: outcomes.has(doc.status) || doc.status === 'redirectToPayment',
  };
}

function started(d: Extract<BookingEvent, { type: 'CheckoutRequested' }>['data']): BookingStatusDoc {
  return {
    bookingId: d.bookingId,
    orderId: d.orderId,
    purchaseId: d.purchaseId,
    locale: d.locale,
    paymentMethod: d.paymentMethod,
    status: 'processing',
    redirectUrl: null,
    reviewState: null,
    failureReason: null,
    declineReason: null,
    lines: d.items.map(lineOf),
    totals: { subtotal: d.subtotal, discount: d.discount, total: d.total, held: zeroMoney(d.total.currency), ...noPaymentsYet(d.total.currency) },
    paymentStatus: 'none',
    invoiceNumber: null,
    refundDue: false,
    refundStatus: 'none',
    refunds: [],
    actions: { canRetryItems: false, retryableItemIds: [], tryAgain: false, reviewCart: false },
    resultReady: false,
    voided: false,
    requestedAt: d.requestedAt,
    updatedAt: d.requestedAt,
    revision: 0,
    owner: { customerId: d.customerId, buyerEmail: d.buyer.email },
    ...(d.exchange ? { exchange: d.exchange } : {}),
  };
}

/** Pure: the booking's status document after one more event of its stream. */
export function evolveBookingStatus(doc: BookingStatusDoc | null, event: BookingEvent, revision: number): BookingStatusDoc | null {
  if (event.type === 'CheckoutRequested') return doc ?? derive({ ...started(event.data), revision });
  if (doc === null) return null; // a stream that does not start with its checkout is not a booking this model knows
  const base = { ...doc, updatedAt: bookingEventTime(event), revision };
  return derive(applyEvent(base, event));
}

function applyEvent(doc: BookingStatusDoc, event: Exclude<BookingEvent, { type: 'CheckoutRequested' }>): BookingStatusDoc {
  switch (event.type) {
    case 'ItemsHeld':
      return { ...doc, status: inFlight(doc, doc.paymentMethod === 'payLater' ? 'almostThere' : 'processing') };
    case 'ItemsUnavailable': {
      const reasons = new Map(event.data.items.map((i) => [i.itemId, i.reason]));
      return { ...doc, lines: setLines(doc, [...reasons.keys()], (l) => ({ ...l, status: 'unavailable', failureReason: reasons.get(l.itemId) ?? null })) };
    }
    case 'PricesChanged': {
      const changes = new Map(event.data.items.map((i) => [i.itemId, { previousTotal: i.previousTotal, currentTotal: i.currentTotal }]));
      return { ...doc, lines: setLines(doc, [...changes.keys()], (l) => ({ ...l, priceChange: changes.get(l.itemId) ?? null })) };
    }
    case 'ReviewRequired':
      return { ...doc, status: 'reviewRequired', reviewState: event.data.state, redirectUrl: null };
    case 'PaymentSessionOpened':
      return { ...doc, status: inFlight(doc, 'redirectToPayment'), redirectUrl: event.data.redirectUrl };
    case 'PaymentAuthorized':
      return { ...doc, status: inFlight(doc, 'almostThere'), redirectUrl: null, totals: { ...doc.totals, authorized: event.data.amount } };
    case 'PaymentDeclined':
      return { ...doc, status: 'paymentDeclined', redirectUrl: null, declineReason: event.data.reason };
    case 'ItemConfirmed':
      return {
        ...doc,
        lines: setLines(doc, [event.data.itemId], (l) => ({ ...l, status: 'confirmed', failureReason: null, answerDueBy: null, supplierReference: event.data.supplierReference })),
      };
    case 'ItemAwaitingSupplier':
      return { ...doc, lines: setLines(doc, [event.data.itemId], (l) => ({ ...l, status: 'awaiting', answerDueBy: event.data.answerDueBy })) };
    case 'ItemFailed':
      return { ...doc, lines: setLines(doc, [event.data.itemId], (l) => ({ ...l, status: 'failed', failureReason: event.data.reason, answerDueBy: null })) };
    case 'PaymentCaptured':
      return { ...doc, totals: { ...doc.totals, captured: addMoney(doc.totals.captured, event.data.amount) } };
    case 'PaymentVoided':
      return { ...doc, voided: true, totals: { ...doc.totals, released: addMoney(doc.totals.released, event.data.releasedAmount) } };
    case 'BookingConfirmed':
      return { ...doc, status: 'confirmed', invoiceNumber: event.data.invoiceNumber, failureReason: null };
    case 'BookingPartiallyConfirmed': {
      const lines = setLines(doc, event.data.confirmedItemIds, (l) => ({ ...l, status: 'confirmed' }));
      const failed = new Set(event.data.failedItemIds);
      return {
        ...doc,
        status: 'partiallyConfirmed',
        invoiceNumber: event.data.invoiceNumber,
        lines: lines.map((l) => (failed.has(l.itemId) && l.status !== 'failed' ? { ...l, status: 'failed' } : l)),
      };
    }
    case 'BookingOnHold':
      return { ...doc, status: 'onHold', lines: setLines(doc, event.data.awaitingItemIds, (l) => (l.status === 'pending' ? { ...l, status: 'awaiting' } : l)) };
    case 'BookingFailed':
      return {
        ...doc,
        // Items still under way fail with their booking, as in the decider: a retried item that failed again no
        // longer reads "Pending" beside "it still could not be booked".
        lines: doc.lines.map((l) => (l.status === 'pending' || l.status === 'awaiting' ? { ...l, status: 'failed', failureReason: l.failureReason ?? itemFailureOfBooking(event.data.reason), answerDueBy: null } : l)),
        status: event.data.reason === 'paymentDeclined' ? 'paymentDeclined' : 'failed',
        failureReason: event.data.reason,
        refundDue: event.data.refundDue,
        redirectUrl: null,
      };
    case 'ItemRetryRequested':
      return { ...doc, lines: setLines(doc, [event.data.itemId], (l) => ({ ...l, status: 'pending', failureReason: null })) };
    case 'CancellationRequested':
      return { ...doc, lines: setLines(doc, event.data.itemIds, (l) => ({ ...l, status: 'cancelled' })) };
    case 'RefundRequested': {
      if (doc.refunds.some((r) => r.refundId === event.data.refundId)) return doc;
      const { refundId, amount, reason, requestedAt, dueBy } = event.data;
      return { ...doc, refunds: [...doc.refunds, { refundId, amount, reason, requestedAt, dueBy, issuedAt: null, overdueRaisedAt: null }] };
    }
    case 'RefundIssued': {
      const { refundId, amount, issuedAt } = event.data;
      const known = doc.refunds.find((r) => r.refundId === refundId);
      if (known?.issuedAt) return doc;
      return {
        ...doc,
        refunds: doc.refunds.map((r) => (r.refundId === refundId ? { ...r, issuedAt } : r)),
        totals: { ...doc.totals, refunded: addMoney(doc.totals.refunded, amount) },
      };
    }
    case 'CaptureRefused':
      // Ops' concern (their capture-refused queue): the buyer's page keeps saying what it said.
      return doc;
    case 'RefundOverdue':
      return { ...doc, refunds: doc.refunds.map((r) => (r.refundId === event.data.refundId ? { ...r, overdueRaisedAt: event.data.raisedAt } : r)) };
    default:
      return unreachable(event);
  }
}

export const bookingStatusProjection = perBookingProjection<BookingStatusDoc>({
  name: 'booking-status',
  // 2: documents carry their owner (status answers are authorized on the same read). 3: the exchange fixed at checkout.
  // 4: items still under way fail with their booking.
  version: 4,
  collection: 'bookings',
  evolve: (doc, event, recorded) => evolveBookingStatus(doc, event, recorded.revision),
});

export const getBookingStatus = (redis: Redis, prefix: string, bookingId: string): Promise<BookingStatusDoc | null> => bookingStatusProjection.read(redis, prefix, bookingId);
