import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@rihla/events/common';
import { parseInput } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { categoriesSchema, citiesSchema, problemSchema, themesSchema, vocabularySchema, type CategoriesResponse, type CitiesResponse, type ThemesResponse } from '../api-schemas.ts';
import type { CatalogIndex } from '../query/catalog-index.ts';
import { localeOnlySchema } from '../query/list-query.ts';
import { buildVocabulary } from '../query/vocabulary-view.ts';
import type { CatalogRouteContext } from './catalog-route-context.ts';

/** GET /cities, /categories, /themes and /vocabulary: the catalog's taxonomies with their counts, and the names of every filter value. */
export function registerTaxonomyRoutes(app: FastifyInstance, ctx: CatalogRouteContext): void {
  const taxonomy = <T>(path: string, summary: string, response: z.ZodType, build: (index: CatalogIndex, locale: Locale) => T) =>
    app.get(
      path,
      documented({ tags: ['catalog'], summary, querystring: localeOnlySchema, response: { 200: response, 400: problemSchema } }),
      (req, reply) =>
        ctx.cached(req, reply, (index) => {
          const { locale } = parseInput(localeOnlySchema, req.query, 'query string');
          return { key: `${path}:${locale}`, dated: false, body: () => build(index, locale) };
        }),
    );

  taxonomy('/cities', 'Cities with their number of bookable experiences, most popular first', citiesSchema, (index, locale): CitiesResponse => ({
    items: [...index.cities.values()]
      .sort((a, b) => b.popularity - a.popularity || a.cityId.localeCompare(b.cityId))
      .map((c) => ({
        id: c.cityId,
        name: c.name[locale],
        countryCode: c.countryCode,
        timeZone: c.timeZone,
        popularity: c.popularity,
        image: { id: c.image.imageId, alt: c.image.alt[locale] },
        experienceCount: index.counts.city.get(c.cityId) ?? 0,
      })),
  }));
  taxonomy('/categories', 'Categories with their number of bookable experiences', categoriesSchema, (index, locale): CategoriesResponse => ({
    items: [...index.categories.values()].map((c) => ({
      id: c.categoryId,
      name: c.name[locale],
      description: c.description[locale],
      experienceCount: index.counts.category.get(c.categoryId) ?? 0,
    })),
  }));
  taxonomy('/themes', 'Themes with their number of bookable experiences', themesSchema, (index, locale): ThemesResponse => ({
    items: [...index.themes.values()].map((t) => ({
      id: t.themeId,
      name: t.name[locale],
      image: { id: t.image.imageId, alt: t.image.alt[locale] },
      experienceCount: index.counts.theme.get(t.themeId) ?? 0,
    })),
  }));

  taxonomy('/vocabulary', 'Names of every filter value, facet and sort, for labelling the facet counts of a listing', vocabularySchema, buildVocabulary);
}
