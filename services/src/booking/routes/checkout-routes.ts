import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { bookingStream } from '@rihla/events/booking';
import { idempotencyKeyHeader } from '../../platform/http/idempotency-key-header.ts';
import { documented } from '../../platform/http/openapi.ts';
import { badRequest, conflict, HttpProblem, parseInput } from '../../platform/http/problem.ts';
import { bookingParams, checkoutBodyFor, returnUrlPattern } from '../api-schemas.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { sell } from '../checkout/sell.ts';
import { unreachable } from '../../platform/unreachable.ts';
import { checkoutAnswerSchema } from '../booking-answer-schemas.ts';

import { answerable, header, type BookingRouteContext } from './booking-route-context.ts';

/** POST /checkout (card or pay later, Idempotency-Key required; a guest gets the booking's signed link) and a booking's event stream. */
export function registerCheckoutRoutes(app: FastifyInstance, r: BookingRouteContext): void {
  const checkoutBody = checkoutBodyFor(r.deps.returnOrigins);
  const returnUrlShape = returnUrlPattern(r.deps.returnOrigins);
  app.post(
    '/checkout',
    documented({
      summary: 'Check out a cart: card (answers with the payment page) or pay later',
      tags: r.tags,
      headers: z.object({ 'idempotency-key': idempotencyKeyHeader }),
      body: checkoutBody,
      response: { 200: checkoutAnswerSchema, 202: checkoutAnswerSchema },
      errors: [404, 409, 422],
    }), async (req, reply) => {
    const key = parseInput(idempotencyKeyHeader, header(req, 'idempotency-key'), 'Idempotency-Key header');
    // A returnUrl off this shop first, with its own sentence in the reader's language (the body's schema refuses it too).
    const returnUrl = (req.body as { returnUrl?: unknown } | null)?.returnUrl;
    if (typeof returnUrl === 'string' && !returnUrlShape.test(returnUrl)) {
      throw badRequest(BOOKING_TEXT.returnUrl, [{ path: 'returnUrl', message: `must start with one of: ${r.deps.returnOrigins.join(', ')}` }]);
    }
    const body = parseInput(checkoutBody, req.body, 'request body');
    const customerId = await r.customerOf(req);
    const started = await sell(r.store, { channel: 'storefront', ...body, idempotencyKey: key, customerId }, r.deps.now());
    switch (started.kind) {
      case 'refused':
        throw new HttpProblem(started.status, started.status === 404 ? 'Not Found' : started.status === 409 ? 'Conflict' : 'Unprocessable Content', started.detail);
      case 'review':
        throw conflict(BOOKING_TEXT.cartChanged, { bookingStatus: 'reviewRequired', cartId: body.cartId, review: started.review });
      case 'started': {
        // A guest manages the booking with its signed link, never with the id alone: the browser keeps it in a cookie.
        const link = customerId === null ? r.deps.grantGuestLink?.(reply, started.bookingId) : undefined;
        return r.send(req, reply, started.bookingId, answerable, link ? { bookingLink: link } : {});
      }
      default:
        return unreachable(started);
    }
  });

  app.get('/bookings/:id/events', documented({ summary: "A booking's event stream (debugging, tests, audits)", tags: r.tags, params: bookingParams }), async (req) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    await r.existing(req, id);
    const recorded = await r.store.readStream(bookingStream(id));
    return { bookingId: id, events: recorded.map((e) => ({ revision: e.revision, position: e.position, type: e.type, data: e.data, recordedAt: e.recordedAt })) };
  });
}
