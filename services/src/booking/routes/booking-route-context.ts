import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingStream } from '@rihla/events/booking';
import type { PaymentProvider, WebhookReceipts } from '../../payments/index.ts';
import { type WebhookProviderName } from '../../payments/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { conflict, notFound } from '../../platform/http/problem.ts';
import { requestLanguage, type RequestLanguage } from '../../platform/http/request-language.ts';
import type { Logger } from '../../platform/log.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { bookings } from '../bookings.ts';
import { createBookingWatch } from '../checkout/booking-watch.ts';
import type { BookingCommand } from '../decider/booking-command.ts';
import { currentRound, type BookingState, type ExistingBooking } from '../decider/booking-state.ts';
import { unreachable } from '../../platform/unreachable.ts';
import { ownEntry } from '../../platform/own-entry.ts';


export interface BookingRouteDeps {
  store: EventStore;
  /** The booking clock (shared with the worker in tests). */
  now: () => Date;
  provider: PaymentProvider;
  /** Which provider `provider` is (PAYMENT_PROVIDER): its webhook endpoint verifies; the sandbox unless told. */
  paymentProviderName?: WebhookProviderName;
  /** How long POST /checkout waits for the payment page before answering 'processing' (spec: 20 s). */
  processingBudgetMs: number;
  /** Origins a card checkout's returnUrl may be on (the storefront's own): the payment page redirects there. */
  returnOrigins: readonly string[];
  /** Which provider webhooks were already handled (the merchant's store). */
  webhookReceipts: WebhookReceipts;
  log?: Logger;
  /** The signed-in customer of a request, or null for a guest: a checkout made signed in belongs to the account. */
  customerOf?: (req: FastifyRequest) => Promise<string | null>;
  /**
   * Refuses (with an HttpProblem) a request about a booking that is not the caller's. Production passes the identity
   * module's check: an account's booking answers only its owner and staff, exactly like a missing one otherwise; a
   * guest booking also whoever presents its signed booking link (never its id alone).
   */
  authorizeBooking?: (req: FastifyRequest, booking: { bookingId: string; customerId: string | null; buyerEmail: string }) => Promise<void>;
  /**
   * Gives a guest checkout's browser the booking's signed link (a cookie) and returns it (the answer's `bookingLink`,
   * for api clients): what the result page, 'Try Again' and the cancellation then present.
   */
  grantGuestLink?: (reply: FastifyReply, bookingId: string) => string;
}

export const links = (bookingId: string) => ({ statusUrl: `/bookings/${bookingId}/status`, eventsUrl: `/bookings/${bookingId}/events` });

/** Card: answered once the round's payment page exists (or something else happened); pay later: once seats are held. */
export function answerable(s: BookingState): boolean {
  if (s.status === 'holding' || s.status === 'none') return false;
  return !(s.status === 'awaitingPayment' && !currentRound(s).sessionId);
}

/** What a checkout (or retry) call answers for the booking as it stands: the payment page, 'processing', or the outcome. */
function answerFor(s: ExistingBooking, language: RequestLanguage): { code: number; body: Record<string, unknown> } {
  const base = { bookingId: s.bookingId, orderId: s.checkout.orderId, purchaseId: s.checkout.purchaseId, paymentMethod: s.checkout.paymentMethod, ...links(s.bookingId) };
  switch (s.status) {
    case 'holding':
    case 'confirming':
      return { code: 202, body: { ...base, status: 'processing' } };
    case 'awaitingPayment': {
      const session = currentRound(s).sessionId ? ownEntry(s.sessions, currentRound(s).sessionId!) : undefined;
      return session ? { code: 200, body: { ...base, status: 'redirect', redirectUrl: session.redirectUrl } } : { code: 202, body: { ...base, status: 'processing' } };
    }
    case 'onHold':
      return { code: 200, body: { ...base, status: 'onHold' } };
    case 'reviewRequired': {
      const items = s.itemIds.map((id) => ownEntry(s.items, id)!).filter((i) => i.status === 'unavailable');
      const review = { state: s.reviewState, items: items.map((i) => ({ itemId: i.item.itemId, title: i.item.title, status: 'unavailable' })) };
      const p = conflict(BOOKING_TEXT.itemsUnavailable, { ...base, bookingStatus: 'reviewRequired', review });
      return { code: 409, body: p.toJSON(undefined, language) };
    }
    case 'confirmed':
    case 'partiallyConfirmed':
      return { code: 200, body: { ...base, status: s.status } };
    case 'failed':
      return { code: 200, body: { ...base, status: 'failed', reason: s.reason } };
    default:
      return unreachable(s);
  }
}

export function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** What the booking's route files share: the booking watch, the answer a checkout or retry waits for, commands, and who may act on a booking. */
export type BookingRouteContext = ReturnType<typeof bookingRouteContext>;

export function bookingRouteContext(app: FastifyInstance, deps: BookingRouteDeps) {
  const tags = ['booking'];
  const { store } = deps;
  const watch = createBookingWatch(store);
  app.addHook('onClose', async () => watch.close());

  /** `extra`: members added to the answer (a guest checkout's bookingLink). */
  const send = async (req: FastifyRequest, reply: FastifyReply, bookingId: string, done: (s: BookingState) => boolean, extra: Record<string, string> = {}) => {
    const state = await watch.waitFor(bookingId, done, deps.processingBudgetMs);
    if (state.status === 'none') throw notFound(BOOKING_TEXT.noBooking(bookingId));
    const { code, body } = answerFor(state, requestLanguage(req));
    reply.header('location', `/bookings/${bookingId}/status`);
    if (code >= 400) return reply.status(code).type('application/problem+json').send({ ...body, ...extra });
    return reply.status(code).send({ ...body, ...extra });
  };

  const command = async (bookingId: string, cmd: BookingCommand, commandId?: string) => {
    // A refusal (RuleError) is answered from the one table of refusals by the api's error handler.
    return bookings.handle(store, bookingId, cmd, commandId ? { commandId } : {});
  };

  const customerOf = deps.customerOf ?? (async () => null);
  const authorizeBooking = deps.authorizeBooking ?? (async () => undefined);

  const load = async (bookingId: string): Promise<ExistingBooking> => {
    const { state } = await bookings.load(store, bookingId);
    if (state.status === 'none') throw notFound(BOOKING_TEXT.noBooking(bookingId));
    return state;
  };
  /** The booking, once the caller may act on it (someone else's answers 404 like a missing one). */
  const existing = async (req: FastifyRequest, bookingId: string): Promise<ExistingBooking> => {
    const state = await load(bookingId);
    await authorizeBooking(req, { bookingId, customerId: state.checkout.customerId, buyerEmail: state.checkout.buyer.email });
    return state;
  };

  /** A retried request with the same key: the command it carried is already in the stream. */
  const alreadyApplied = async (bookingId: string, commandId: string) => (await store.readStream(bookingStream(bookingId))).some((e) => e.metadata.commandId === commandId);

  return { deps, tags, store, watch, send, command, customerOf, existing, alreadyApplied };
}
