import type { BookingEvent } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import { bookingEmailHtml, bookingMessage, type BookingMessageDetails } from '../../../notifications/index.ts';
import type { BookingState, ExistingBooking } from '../../decider/booking-state.ts';
import { messageItemOf } from './message-item-of.ts';
import { bookings } from '../../bookings.ts';
import { signBookingLink } from '../../links/booking-link.ts';
import type { SagaDeps, SagaSettings } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';
import { ownEntry } from '../../../platform/own-entry.ts';

/** The refund an outcome requested with it (a payment captured at once, whose failed items go back), if any. */
function refundWith(at: string, history: readonly BookingEvent[]): Pick<BookingMessageDetails, 'refund' | 'refundDueBy'> {
  const requested = history.filter((e): e is Extract<BookingEvent, { type: 'RefundRequested' }> => e.type === 'RefundRequested' && e.data.requestedAt === at && e.data.reason !== 'cancellation');
  if (requested.length === 0) return {};
  return { refund: { amount: requested.reduce((n, e) => n + e.data.amount.amount, 0), currency: requested[0]!.data.amount.currency }, refundDueBy: requested[0]!.data.dueBy };
}

/** The message's facts as the booking stood right after the event that calls for it. */
/** The booking's own page, by a signed link that opens this booking only and expires (no account needed). */
function bookingPageLink(b: ExistingBooking, links: SagaSettings['bookingLinks'], now: Date): string | null {
  if (!links) return null;
  const token = signBookingLink({ bookingId: b.bookingId, expiresAt: new Date(now.getTime() + links.ttlMs).toISOString() }, links.secret);
  return `${links.storefrontUrl.replace(/\/+$/, '')}${b.checkout.locale === 'ar' ? '/ar' : ''}/booking?link=${encodeURIComponent(token)}`;
}

function detailsAt(b: ExistingBooking, event: BookingEvent, history: readonly BookingEvent[], pageLink: string | null): BookingMessageDetails {
  const currency = b.checkout.total.currency;
  const zero: Money = { amount: 0, currency };
  const round = b.rounds.filter((r) => r.settled).at(-1) ?? b.rounds.at(-1)!;
  const payment = round.paymentId ? ownEntry(b.payments, round.paymentId) : undefined;
  const base: BookingMessageDetails = {
    orderId: b.checkout.orderId,
    customerName: `${b.checkout.buyer.firstName} ${b.checkout.buyer.lastName}`,
    items: b.itemIds.map((id) => messageItemOf(ownEntry(b.items, id)!)),
    total: b.checkout.total,
    paymentMethod: b.checkout.paymentMethod,
    link: pageLink ?? b.checkout.returnUrl ?? null,
    exchange: b.checkout.exchange ?? null,
  };
  switch (event.type) {
    case 'BookingPartiallyConfirmed': {
      const captured = history.filter((e) => e.type === 'PaymentCaptured' && (e.data.paymentId ?? payment?.paymentId) === payment?.paymentId);
      const released = history.filter((e) => e.type === 'PaymentVoided' && (e.data.paymentId ?? payment?.paymentId) === payment?.paymentId);
      const sum = (es: BookingEvent[]) => ({ amount: es.reduce((n, e) => n + (e.type === 'PaymentCaptured' ? e.data.amount.amount : e.type === 'PaymentVoided' ? e.data.releasedAmount.amount : 0), 0), currency });
      return { ...base, captured: sum(captured), released: sum(released), ...refundWith(event.data.at, history) };
    }
    case 'BookingFailed': {
      const declined = [...history].reverse().find((e) => e.type === 'PaymentDeclined');
      const reason = declined?.type === 'PaymentDeclined' && declined.data.reason !== 'expired' ? declined.data.reason : null;
      return { ...base, paymentTaken: event.data.refundDue, declineReason: reason, ...refundWith(event.data.at, history) };
    }
    case 'CancellationRequested': {
      const refunds = history.filter((e) => e.type === 'RefundRequested' && e.data.requestedAt === event.data.at);
      const dueBy = refunds[0]?.type === 'RefundRequested' ? refunds[0].data.dueBy : null;
      return { ...base, items: event.data.itemIds.map((id) => messageItemOf(ownEntry(b.items, id)!)), penalty: event.data.penalty, refund: event.data.refundAmount, refundDueBy: dueBy, paymentTaken: event.data.refundAmount.amount > 0 };
    }
    case 'PaymentSessionOpened': {
      // A retry that needs a card: the buyer gets the payment page itself, for the items of that round.
      const session = ownEntry(b.sessions, event.data.sessionId);
      const round = b.rounds.find((r) => r.round === session?.round);
      return { ...base, items: (round?.itemIds ?? []).map((id) => messageItemOf(ownEntry(b.items, id)!)), total: event.data.amount, link: event.data.redirectUrl };
    }
    case 'RefundIssued': {
      const r = ownEntry(b.refunds, event.data.refundId);
      return { ...base, items: (r?.itemIds ?? []).map((id) => messageItemOf(ownEntry(b.items, id)!)), refund: event.data.amount, refundDueBy: r?.dueBy ?? null };
    }
    default:
      return { ...base, captured: payment ? { amount: payment.captured, currency } : zero };
  }
}

/** A booking stream as loaded from its start: the events and the state right after each. */
export interface LoadedBookingStream {
  events: readonly BookingEvent[];
  states: readonly BookingState[];
}

/**
 * Tells the buyer about one outcome, by e-mail and WhatsApp, in the checkout's language. The idempotency key is
 * `{bookingId}:{outcome}:{revision}` (the event's place in the stream), so each outcome event sends once however
 * often the job runs.
 */
export async function notifyBuyer(deps: SagaDeps, data: SagaJobOf<'notify-buyer'>['data']): Promise<void> {
  // Through the booking handler: events parsed once per process (the steps before parsed these same events) and the
  // state after each, so nothing is validated or folded again here.
  await sendBuyerMessage(deps, await bookings.loadTail(deps.store, data.bookingId, 0), data);
}

/** notifyBuyer on a stream already loaded from its start (the job that appended the outcome has it in hand). */
export async function sendBuyerMessage(deps: SagaDeps, { events, states }: LoadedBookingStream, { bookingId, outcome, revision }: SagaJobOf<'notify-buyer'>['data']): Promise<void> {
  const history = events.slice(0, revision + 1);
  const event = history[revision];
  if (!event) return;
  const state = states[revision]!;
  if (state.status === 'none') return;
  const message = bookingMessage(outcome, state.checkout.locale, detailsAt(state, event, history, bookingPageLink(state, deps.settings.bookingLinks, deps.clock.now())));
  const key = `${bookingId}:${outcome}:${revision}`;
  const { buyer } = state.checkout;
  // A confirmation carries the tickets of what is confirmed: their QR codes inline in the HTML part.
  const tickets = outcome === 'confirmed' || outcome === 'partiallyConfirmed' || outcome === 'payLaterBooked' ? (deps.ticketsOf?.(bookingId, Object.values(state.items)) ?? []) : [];
  const { html, attachments } = await bookingEmailHtml(message, state.checkout.locale, tickets);
  await deps.notifier.sendEmail({ idempotencyKey: key, to: buyer.email, subject: message.subject, text: message.text, html, attachments });
  // A reseller's customer may have given no phone: the e-mail is then the one message.
  if (buyer.phone) await deps.notifier.sendWhatsApp({ idempotencyKey: key, to: `${buyer.phone.countryCode}${buyer.phone.number}`, text: message.whatsapp });
}
