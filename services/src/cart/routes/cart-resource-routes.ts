import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parseInput } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { cartParams, currencyBody, openCartBody } from '../cart-api-schemas.ts';
import { toCartView } from '../cart-view.ts';
import { carts } from '../carts.ts';
import { cartReviewSchema, cartSchema } from '../cart-view-api-schema.ts';
import { checkCartAvailability } from '../check-availability.ts';

import { bodyOf, CART_WRITE_ERRORS, derivedId, idempotencyKeyOf, tags, type CartRouteContext } from './cart-route-context.ts';

/** A cart itself: open it, read it, choose its currency, and review availability and prices before checkout. */
export function registerCartResourceRoutes(app: FastifyInstance, r: CartRouteContext): void {
  app.post('/carts', documented({ summary: 'Open a cart', tags, body: openCartBody, response: { 201: cartSchema }, errors: [409, 412] }), async (req, reply) => {
    const body = parseInput(openCartBody, bodyOf(req), 'request body');
    const key = idempotencyKeyOf(req);
    const cartId = key ? derivedId('cart', key) : r.deps.newId();
    const view = await r.run(req, cartId, { type: 'OpenCart', data: { cartId, customerId: null, currency: body.currency ?? r.deps.defaultCurrency ?? 'SAR', currencyChosen: body.currency !== undefined, now: r.now() } });
    reply.header('location', `/carts/${cartId}`);
    return r.send(reply, view, 201);
  });

  app.get('/carts/:id', documented({ summary: 'A cart with its lines, discount, total and display amounts', tags, params: cartParams, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    return r.send(reply, await r.currentView(id));
  });

  app.put('/carts/:id/currency', documented({ summary: 'Choose the currency the cart is shown and charged in (items in others are converted; checkout fixes the rate)', tags, params: cartParams, errors: CART_WRITE_ERRORS, body: currencyBody, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const { currency } = parseInput(currencyBody, bodyOf(req), 'request body');
    return r.send(reply, await r.run(req, id, { type: 'ChooseCurrency', data: { currency, now: r.now() } }));
  });

  app.post('/carts/:id/review', documented({ summary: 'Check availability and prices before checkout', tags, params: cartParams, errors: CART_WRITE_ERRORS, response: { 200: z.object({ review: cartReviewSchema, cart: cartSchema }) } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const review = await checkCartAvailability({ store: r.store }, id, r.deps.now());
    const { state, revision } = await carts.load(r.store, id);
    if (state.status === 'none') throw notFound(`There is no cart ${id}.`);
    return r.send(reply, toCartView(state, revision), 200, { review });
  });
}
