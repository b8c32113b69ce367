import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documented } from '../../platform/http/openapi.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { bookingParams, itemParams, retryBody } from '../api-schemas.ts';
import { ownEntry } from '../../platform/own-entry.ts';
import { checkoutAnswerSchema } from '../booking-answer-schemas.ts';

import { answerable, header, type BookingRouteContext } from './booking-route-context.ts';

/** 'Try Again': retry one failed item, every failed item, or the ones named (the same Idempotency-Key retries once). */
export function registerRetryRoutes(app: FastifyInstance, r: BookingRouteContext): void {
  const retry = async (req: FastifyRequest, reply: FastifyReply, bookingId: string, itemIds: string[] | undefined) => {
    const before = await r.existing(req, bookingId);
    const ids = itemIds ?? before.itemIds.filter((i) => ownEntry(before.items, i)!.status === 'failed');
    const key = header(req, 'idempotency-key');
    const commandId = key ? `retry-${hash('sha256', `${bookingId}:${key}`, 'hex').slice(0, 32)}` : undefined;
    if (!(commandId && (await r.alreadyApplied(bookingId, commandId)))) {
      await r.command(bookingId, { type: 'RequestRetry', data: { itemIds: ids, now: r.deps.now().toISOString(), requestedBy: 'buyer' } }, commandId);
    }
    return r.send(req, reply, bookingId, answerable);
  };

  app.post('/bookings/:id/items/:itemId/retry', documented({ summary: 'Retry one failed item (card: answers with a new payment page for it)', tags: r.tags, params: itemParams, response: { 200: checkoutAnswerSchema, 202: checkoutAnswerSchema } }), async (req, reply) => {
    const { id, itemId } = parseInput(itemParams, req.params, 'url');
    return retry(req, reply, id, [itemId]);
  });

  app.post('/bookings/:id/retry', documented({ summary: "'Try Again': retry every failed item, or the ones named", tags: r.tags, params: bookingParams, body: retryBody, response: { 200: checkoutAnswerSchema, 202: checkoutAnswerSchema } }), async (req, reply) => {
    const { id } = parseInput(bookingParams, req.params, 'url');
    const { itemIds } = parseInput(retryBody, req.body ?? undefined, 'request body');
    return retry(req, reply, id, itemIds);
  });
}
