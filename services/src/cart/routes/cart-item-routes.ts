import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { experiences } from '../../catalog/index.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { addItemBody, cartParams, changeItemBody, lineParams } from '../cart-api-schemas.ts';
import { carts } from '../carts.ts';
import { cartSchema } from '../cart-view-api-schema.ts';

import { bodyOf, CART_WRITE_ERRORS, derivedId, idempotencyKeyOf, removedLineAnswer, tags, type CartRouteContext } from './cart-route-context.ts';

/** A cart's items: add one (prices from the catalog), change its travellers, items or extras, remove it. */
export function registerCartItemRoutes(app: FastifyInstance, r: CartRouteContext): void {
  app.post('/carts/:id/items', documented({ summary: 'Add an item (prices come from the catalog)', tags, params: cartParams, errors: CART_WRITE_ERRORS, body: addItemBody, response: { 201: z.object({ lineId: z.string(), cart: cartSchema }) } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const body = parseInput(addItemBody, bodyOf(req), 'request body');
    const key = idempotencyKeyOf(req);
    const lineId = key ? derivedId('line', id, key) : r.deps.newId();
    const experience = await experiences.state(r.store, body.experienceId);
    const view = await r.run(req, id, { type: 'AddItem', data: { lineId, request: body, experience, now: r.now() } }, key ? `cart-${id}:add:${lineId}` : undefined);
    return r.send(reply, view, 201, { lineId });
  });

  app.patch(
    '/carts/:id/items/:lineId',
    documented({ summary: 'Change the travellers, items or extras of an item', tags, params: lineParams, errors: CART_WRITE_ERRORS, body: changeItemBody, response: { 200: cartSchema } }),
    async (req, reply) => {
      const { id, lineId } = parseInput(lineParams, req.params, 'url');
      const body = parseInput(changeItemBody, bodyOf(req), 'request body');
      const { state } = await carts.load(r.store, id);
      const line = state.status === 'none' ? undefined : state.lines.find((l) => l.lineId === lineId);
      // Unknown cart or line: the decider says which, with the experience it would not need.
      const experience = line ? await experiences.state(r.store, line.experienceId) : ({ status: 'none' } as const);
      return r.send(reply, await r.run(req, id, { type: 'ChangeItem', data: { lineId, ...body, experience, now: r.now() } }));
    },
  );

  app.delete('/carts/:id/items/:lineId', documented({ summary: 'Remove an item (answers with its title for the confirmation)', tags, params: lineParams, errors: CART_WRITE_ERRORS, response: { 200: removedLineAnswer } }), async (req, reply) => {
    const { id, lineId } = parseInput(lineParams, req.params, 'url');
    const { state } = await carts.load(r.store, id);
    const line = state.status === 'none' ? undefined : state.lines.find((l) => l.lineId === lineId);
    const view = await r.run(req, id, { type: 'RemoveItem', data: { lineId, now: r.now() } });
    const removed = line ? { lineId, title: line.title, optionTitle: line.optionTitle, date: line.date, startTime: line.startTime } : { lineId };
    return r.send(reply, view, 200, { removed });
  });
}
