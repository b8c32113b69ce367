import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingStream } from '@rihla/events/booking';
import { documented } from '../../platform/http/openapi.ts';
import { conflict, parseInput } from '../../platform/http/problem.ts';
import { bookingParams, cancellationBody, quoteQuery } from '../api-schemas.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import type { ItemCancellationQuote } from '../decider/cancellation-quote.ts';
import { quoteCancellation } from '../decider/request-cancellation.ts';
import { ownEntry } from '../../platform/own-entry.ts';
import { cancellationDoneSchema, cancellationQuoteSchema } from '../booking-answer-schemas.ts';

import { header, links, type BookingRouteContext } from './booking-route-context.ts';

/** What cancelling would cost now under the items' policies, and cancelling confirmed items (card money back within 24 h). */
export function registerCancellationRoutes(app: FastifyInstance, r: BookingRouteContext): void {
  app.get('/bookings/:id/cancellation-quote', documented({ summary: 'What cancelling items would cost now, under their policies', tags: r.tags, params: bookingParams, querystring: quoteQuery, response: { 200: cancellationQuoteSchema } }), async (req) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    const { items } = parseInput(quoteQuery, req.query, 'query');
    const state = await r.existing(req, id);
    const now = r.deps.now();
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

  app.post('/bookings/:id/cancellations', documented({ summary: 'Cancel confirmed items; card money comes back within 24 h', tags: r.tags, params: bookingParams, body: cancellationBody, response: { 200: cancellationDoneSchema } }), async (req, reply) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    const { itemIds } = parseInput(cancellationBody, req.body, 'request body');
    await r.existing(req, id);
    const key = header(req, 'idempotency-key');
    const commandId = key ? `cancel-${hash('sha256', `${id}:${key}`, 'hex').slice(0, 32)}` : undefined;
    let events;
    if (commandId && (await r.alreadyApplied(id, commandId))) {
      events = (await r.store.readStream(bookingStream(id))).filter((e) => e.metadata.commandId === commandId).map((e) => ({ type: e.type, data: e.data }));
    } else {
      events = (await r.command(id, { type: 'RequestCancellation', data: { itemIds, now: r.deps.now().toISOString() } }, commandId)).newEvents as { type: string; data: unknown }[];
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
}
