import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput, unprocessable } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { listResultSchema, problemSchema } from '../api-schemas.ts';
import { listExperiences } from '../query/list-experiences.ts';
import { listQueryRefusals } from '../query/list-query.ts';
import type { CatalogRouteContext } from './catalog-route-context.ts';

/** GET /experiences and GET /search: the listing with filters, facets, sort and paging, and search over it. */
export function registerListingRoutes(app: FastifyInstance, ctx: CatalogRouteContext): void {
  const list = (route: string) => (req: FastifyRequest, reply: FastifyReply) =>
    ctx.cached(req, reply, (index) => {
      const q = parseInput(ctx.listSchema, req.query, 'query string');
      const refusals = listQueryRefusals(q, { city: [...index.cities.keys()], category: [...index.categories.keys()], theme: [...index.themes.keys()] });
      if (refusals.length) {
        throw unprocessable(`The query string asks for what the catalog does not hold: ${refusals.map((e) => `${e.path}: ${e.message}`).join('; ')}.`, { errors: refusals });
      }
      if (q.date) {
        const { earliest, latest } = ctx.todayWindow(ctx.now());
        ctx.checkDateWindow(q.date, earliest, latest);
      }
      return { key: `${route}?${JSON.stringify(q)}`, dated: q.date !== undefined, body: () => listExperiences(index, q) };
    });

  const listDocs = {
    tags: ['catalog'],
    querystring: ctx.listSchema,
    response: { 200: listResultSchema, 400: problemSchema },
    errors: [422],
  };

  app.get(
    '/experiences',
    documented({
      ...listDocs,
      summary: 'List experiences with filters, facets, sort and paging',
      description:
        'Published experiences as localized summary cards. Filters of one kind are alternatives (OR), different filters combine (AND). ' +
        'Each facet counts against every other active filter. Page with page/limit (limit at most 50) for "Load More". ' +
        'Unknown parameters or values are a 400 problem naming the parameter and the accepted values.',
    }),
    list('experiences'),
  );

  app.get(
    '/search',
    documented({
      ...listDocs,
      summary: 'Search by destination, date and free text (English or Arabic)',
      description:
        'The listing with q (free text, Arabic normalised: diacritics, tatweel, alef forms, taa marbuta, alef maqsura), ' +
        'destination (city or country in either script) and date (experiences with a departure that day). ' +
        'Sorted by relevance when q is given. An unmatched destination gives total 0 and search.destination.matched false.',
    }),
    list('search'),
  );
}
