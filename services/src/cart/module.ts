import { randomUUID } from 'node:crypto';
import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { cartProjection } from './cart-projection.ts';
import { registerCartRoutes } from './routes.ts';

/** The cart: lines, promo codes, review before checkout. */
export const cartModule: ModuleDefinition = {
  name: 'cart',
  projections: [registerProjection(cartProjection)],
  routes: (app, { store, redis, prefix, now }) => registerCartRoutes(app, { store, redis, prefix, now, newId: () => randomUUID() }),
};
