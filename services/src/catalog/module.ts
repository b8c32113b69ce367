import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { catalogProjection } from './catalog-projection.ts';
import { registerExchangeRatesRoute } from './exchange-rates-route.ts';
import { registerCatalogRoutes } from './routes.ts';

/** Experiences: listings, search, detail and availability pages, from the catalog read model; ops withdraw and restore. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  projections: [registerProjection(catalogProjection)],
  // The catalog's dated answers follow the wall clock, not the booking clock.
  routes: async (app, { redis, prefix, config, store, access }) => {
    await registerCatalogRoutes(app, { redis, prefix, redisUrl: config.REDIS_URL, now: () => new Date(), ops: { store, authorizer: access.authorizer } });
    registerExchangeRatesRoute(app);
  },
};
