import type { FastifyInstance } from 'fastify';
import { openCatalogRouteContext, type CatalogRouteDeps } from './routes/catalog-route-context.ts';
import { registerExperienceRoutes } from './routes/experience-routes.ts';
import { registerImageRoutes } from './routes/image-routes.ts';
import { registerListingRoutes } from './routes/listing-routes.ts';
import { registerTaxonomyRoutes } from './routes/taxonomy-routes.ts';
import { registerOpsCatalogRoutes } from './routes/ops-experience-routes.ts';

/**
 * Catalog read api: listing with filters and facets, search, detail, taxonomy, availability and images; with `ops`,
 * ops' withdraw and restore.
 * Everything but availability answers from an in-process snapshot of the read model, and serialized answers
 * are cached per catalog version, so a repeated query costs a map lookup.
 */
export async function registerCatalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): Promise<void> {
  const ctx = await openCatalogRouteContext(app, deps);
  registerListingRoutes(app, ctx);
  registerExperienceRoutes(app, ctx);
  registerTaxonomyRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  if (deps.ops) registerOpsCatalogRoutes(app, { ...deps.ops, snapshot: ctx.snapshot });
}
