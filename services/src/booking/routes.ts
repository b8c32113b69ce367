import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingStream } from '@rihla/events/booking';
import type { PaymentProvider, WebhookReceipts } from '../payments/index.ts';
import { registerPaymentWebhookRoute, type WebhookProviderName } from '../payments/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { idempotencyKeyHeader } from '../platform/http/idempotency-key-header.ts';
import { documented } from '../platform/http/openapi.ts';
import { badRequest, conflict, HttpProblem, notFound, parseInput } from '../platform/http/problem.ts';
import { requestLanguage, type RequestLanguage } from '../platform/http/request-language.ts';
import type { Logger } from '../platform/log.ts';
import {
  bookingParams,
  cancellationBody,
  checkoutBodyFor,
  itemParams,
  quoteQuery,
  retryBody,
  returnUrlPattern,
} from './api-schemas.ts';
import { BOOKING_TEXT } from './booking-problem-text.ts';
import { bookings } from './bookings.ts';
import { sell } from './checkout/sell.ts';
import { createBookingWatch } from './checkout/booking-watch.ts';
import type { BookingCommand } from './decider/booking-command.ts';
import { currentRound, type BookingState, type ExistingBooking } from './decider/booking-state.ts';
import type { ItemCancellationQuote } from './decider/cancellation-quote.ts';
import { quoteCancellation } from './decider/request-cancellation.ts';
import { paymentWebhookHandler } from './payment-webhook.ts';
import { unreachable } from '../platform/unreachable.ts';
import { ownEntry } from '../platform/own-entry.ts';
import { cancellationDoneSchema, cancellationQuoteSchema, checkoutAnswerSchema } from './booking-answer-schemas.ts';

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

const links = (bookingId: string) => ({ statusUrl: `/bookings/${bookingId}/status`, eventsUrl: `/bookings/${bookingId}/events` });

/** Card: answered once the round's payment page exists (or something else happened); pay later: once seats are held. */
function answerable(s: BookingState): boolean {
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

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The booking api: checkout (card and pay later, Idempotency-Key required), the event stream of a booking, retries
 * of failed items, cancellation quote and cancellation, the supplier answer endpoint (x-supplier-key) and the
 * payment provider's webhook. Routes parse, call and map; the rules live in the booking decider.
 */
export function registerBookingRoutes(app: FastifyInstance, deps: BookingRouteDeps): void {
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

  const checkoutBody = checkoutBodyFor(deps.returnOrigins);
  const returnUrlShape = returnUrlPattern(deps.returnOrigins);
  app.post(
    '/checkout',
    documented({
      summary: 'Check out a cart: card (answers with the payment page) or pay later',
      tags,
      headers: z.object({ 'idempotency-key': idempotencyKeyHeader }),
      body: checkoutBody,
      response: { 200: checkoutAnswerSchema, 202: checkoutAnswerSchema },
      errors: [404, 409, 422],
    }), async (req, reply) => {
    const key = parseInput(idempotencyKeyHeader, header(req, 'idempotency-key'), 'Idempotency-Key header');
    // A returnUrl off this shop first, with its own sentence in the reader's language (the body's schema refuses it too).
    const returnUrl = (req.body as { returnUrl?: unknown } | null)?.returnUrl;
    if (typeof returnUrl === 'string' && !returnUrlShape.test(returnUrl)) {
      throw badRequest(BOOKING_TEXT.returnUrl, [{ path: 'returnUrl', message: `must start with one of: ${deps.returnOrigins.join(', ')}` }]);
    }
    const body = parseInput(checkoutBody, req.body, 'request body');
    const customerId = await customerOf(req);
    const started = await sell(store, { channel: 'storefront', ...body, idempotencyKey: key, customerId }, deps.now());
    switch (started.kind) {
      case 'refused':
        throw new HttpProblem(started.status, started.status === 404 ? 'Not Found' : started.status === 409 ? 'Conflict' : 'Unprocessable Content', started.detail);
      case 'review':
        throw conflict(BOOKING_TEXT.cartChanged, { bookingStatus: 'reviewRequired', cartId: body.cartId, review: started.review });
      case 'started': {
        // A guest manages the booking with its signed link, never with the id alone: the browser keeps it in a cookie.
        const link = customerId === null ? deps.grantGuestLink?.(reply, started.bookingId) : undefined;
        return send(req, reply, started.bookingId, answerable, link ? { bookingLink: link } : {});
      }
      default:
        return unreachable(started);
    }
  });

  app.get('/bookings/:id/events', documented({ summary: "A booking's event stream (debugging, tests, audits)", tags, params: bookingParams }), async (req) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    await existing(req, id);
    const recorded = await store.readStream(bookingStream(id));
    return { bookingId: id, events: recorded.map((e) => ({ revision: e.revision, position: e.position, type: e.type, data: e.data, recordedAt: e.recordedAt })) };
  });

  const retry = async (req: FastifyRequest, reply: FastifyReply, bookingId: string, itemIds: string[] | undefined) => {
    const before = await existing(req, bookingId);
    const ids = itemIds ?? before.itemIds.filter((i) => ownEntry(before.items, i)!.status === 'failed');
    const key = header(req, 'idempotency-key');
    const commandId = key ? `retry-${createHash('sha256').update(`${bookingId}:${key}`).digest('hex').slice(0, 32)}` : undefined;
    if (!(commandId && (await alreadyApplied(bookingId, commandId)))) {
      await command(bookingId, { type: 'RequestRetry', data: { itemIds: ids, now: deps.now().toISOString(), requestedBy: 'buyer' } }, commandId);
    }
    return send(req, reply, bookingId, answerable);
  };

  app.post('/bookings/:id/items/:itemId/retry', documented({ summary: 'Retry one failed item (card: answers with a new payment page for it)', tags, params: itemParams, response: { 200: checkoutAnswerSchema, 202: checkoutAnswerSchema } }), async (req, reply) => {
    const { id, itemId } = parseInput(itemParams, req.params, 'url');
    return retry(req, reply, id, [itemId]);
  });

  app.post('/bookings/:id/retry', documented({ summary: "'Try Again': retry every failed item, or the ones named", tags, params: bookingParams, body: retryBody, response: { 200: checkoutAnswerSchema, 202: checkoutAnswerSchema } }), async (req, reply) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    const { itemIds } = parseInput(retryBody, req.body ?? undefined, 'request body');
    return retry(req, reply, id, itemIds);
  });

  app.get('/bookings/:id/cancellation-quote', documented({ summary: 'What cancelling items would cost now, under their policies', tags, params: bookingParams, querystring: quoteQuery, response: { 200: cancellationQuoteSchema } }), async (req) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    const { items } = parseInput(quoteQuery, req.query, 'query');
    const state = await existing(req, id);
    const now = deps.now();
    const ids = items ?? state.itemIds.filter((i) => ownEntry(state.items, i)!.status === 'confirmed');
    const quotes: ItemCancellationQuote[] = quoteCancellation(state, ids, now);
    const currency = state.checkout.total.currency;
    const sum = (f: (q: ItemCancellationQuote) => number) => ({ amount: quotes.reduce((n, q) => n + f(q), 0), currency });
    return {
      bookingId: id,
      quotedAt: now.toISOString(),
      cancellable: quotes.every((q) => q.cancellable),
      items: quotes.map((q) => ({ ...q, title: ownEntry(state.items, q.itemId)!.item.title, policy: ownEntry(state.items, q.itemId)!.item.cancellationPolicy })),
      penalty: sum((q) => q.penalty.amount),
      refundAmount: sum((q) => (state.checkout.paymentMethod === 'card' ? q.refund.amount : 0)),
    };
  });

  app.post('/bookings/:id/cancellations', documented({ summary: 'Cancel confirmed items; card money comes back within 24 h', tags, params: bookingParams, body: cancellationBody, response: { 200: cancellationDoneSchema } }), async (req, reply) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    const { itemIds } = parseInput(cancellationBody, req.body, 'request body');
    await existing(req, id);
    const key = header(req, 'idempotency-key');
    const commandId = key ? `cancel-${createHash('sha256').update(`${id}:${key}`).digest('hex').slice(0, 32)}` : undefined;
    let events;
    if (commandId && (await alreadyApplied(id, commandId))) {
      events = (await store.readStream(bookingStream(id))).filter((e) => e.metadata.commandId === commandId).map((e) => ({ type: e.type, data: e.data }));
    } else {
      events = (await command(id, { type: 'RequestCancellation', data: { itemIds, now: deps.now().toISOString() } }, commandId)).newEvents as { type: string; data: unknown }[];
    }
    const cancellation = events.find((e) => e.type === 'CancellationRequested')?.data as { itemIds: string[]; penalty: unknown; refundAmount: unknown; policyText: unknown } | undefined;
    if (!cancellation) throw conflict(BOOKING_TEXT.nothingCancelled);
    const refunds = events.filter((e) => e.type === 'RefundRequested').map((e) => e.data as { refundId: string; amount: unknown; dueBy: string });
    return reply.status(200).send({
      bookingId: id,
      cancelledItemIds: cancellation.itemIds,
      penalty: cancellation.penalty,
      refundAmount: cancellation.refundAmount,
      policyText: cancellation.policyText,
      refunds: refunds.map((r) => ({ refundId: r.refundId, amount: r.amount, dueBy: r.dueBy })),
      ...links(id),
    });
  });

  registerPaymentWebhookRoute(app, {
    provider: deps.provider,
    providerName: deps.paymentProviderName ?? 'sandbox',
    onEvent: paymentWebhookHandler({ store, watch, now: deps.now, capabilities: (method) => deps.provider.capabilities(method), ...(deps.log ? { log: deps.log } : {}) }),
    receipts: deps.webhookReceipts,
  });
}
