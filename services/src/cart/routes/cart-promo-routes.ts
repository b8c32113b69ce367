import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { cartParams, promoBody } from '../cart-api-schemas.ts';
import { promos } from '../../promo/index.ts';
import { cartSchema } from '../cart-view-api-schema.ts';

import { bodyOf, CART_WRITE_ERRORS, tags, type CartRouteContext } from './cart-route-context.ts';

/** A cart's promo code: apply it, remove it. */
export function registerCartPromoRoutes(app: FastifyInstance, r: CartRouteContext): void {
  app.put('/carts/:id/promo', documented({ summary: 'Apply a promo code', tags, params: cartParams, errors: CART_WRITE_ERRORS, body: promoBody, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const { code, replace } = parseInput(promoBody, bodyOf(req), 'request body');
    const promo = await promos.state(r.store, code);
    return r.send(reply, await r.run(req, id, { type: 'ApplyPromo', data: { code, promo, now: r.now(), replace: replace === true } }));
  });

  app.delete('/carts/:id/promo', documented({ summary: 'Remove the promo code', tags, params: cartParams, errors: CART_WRITE_ERRORS, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    return r.send(reply, await r.run(req, id, { type: 'RemovePromo', data: { now: r.now() } }));
  });
}
