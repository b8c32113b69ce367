import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { catalogProjection } from './catalog-projection.ts';
import { registerExchangeRatesRoute } from './exchange-rates-route.ts';
import { registerCatalogRoutes } from './routes.ts';

/** Experiences: listings, search, detail and availability pages, from the catalog read model. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  projections: [registerProjection(catalogProjection)],
  // The catalog's dated answers follow the wall clock, not the booking clock.
  routes: async (app, { redis, prefix, config }) => {
    await registerCatalogRoutes(app, { redis, prefix, redisUrl: config.REDIS_URL, now: () => new Date() });
    registerExchangeRatesRoute(app);
  },
};
