import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { catalogProjection } from './catalog-projection.ts';
import { registerExchangeRatesRoute } from './exchange-rates-route.ts';
import { revalidateUrls, storefrontRevalidator } from './revalidate-storefronts.ts';
import { registerCatalogRoutes } from './routes.ts';

/** Experiences: listings, search, detail and availability pages, from the catalog read model; ops withdraw and restore. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  projections: [registerProjection(catalogProjection)],
  // The catalog's dated answers follow the wall clock, not the booking clock.
  // Each new catalog version the api loads is told to the storefronts (STOREFRONT_REVALIDATE_URLS), which drop their
  // cached catalog pages.
  routes: async (app, { redis, prefix, config, store, access }) => {
    const urls = revalidateUrls(config.STOREFRONT_REVALIDATE_URLS);
    const revalidate = urls.length && config.STOREFRONT_REVALIDATE_SECRET ? storefrontRevalidator({ urls, secret: config.STOREFRONT_REVALIDATE_SECRET, log: app.log }) : null;
    await registerCatalogRoutes(app, {
      redis,
      prefix,
      redisUrl: config.REDIS_URL,
      now: () => new Date(),
      ops: { store, authorizer: access.authorizer },
      ...(revalidate ? { onCatalogChange: () => void revalidate() } : {}),
    });
    registerExchangeRatesRoute(app);
  },
};
