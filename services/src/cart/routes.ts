import type { FastifyInstance } from 'fastify';

import { cartRouteContext, type CartRouteDeps } from './routes/cart-route-context.ts';
import { registerCartItemRoutes } from './routes/cart-item-routes.ts';
import { registerCartPromoRoutes } from './routes/cart-promo-routes.ts';
import { registerCartResourceRoutes } from './routes/cart-resource-routes.ts';

/**
 * Cart api under /carts. Every write goes through the cart decider with the experience or promo loaded from its
 * own stream; answers carry the cart and its revision as ETag, and If-Match makes a write conditional.
 */
export async function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): Promise<void> {
  const r = cartRouteContext(deps);
  registerCartResourceRoutes(app, r);
  registerCartItemRoutes(app, r);
  registerCartPromoRoutes(app, r);
}
