import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Locale } from '@rihla/events/common';
import { notFound, parseInput, unprocessable } from '../platform/http/problem.ts';
import { documented } from '../platform/http/openapi.ts';
import { readModelKeys } from '../platform/projection-runner.ts';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../inventory/slot-projection.ts';
import {
  availabilitySchema,
  categoriesSchema,
  citiesSchema,
  experienceDetailSchema,
  listResultSchema,
  problemSchema,
  themesSchema,
  vocabularySchema,
  type CategoriesResponse,
  type CitiesResponse,
  type ThemesResponse,
} from './api-schemas.ts';
import { renderImageWebp } from './images/render-image.ts';
import { addDays, BOOKING_HORIZON_DAYS, localDateIn } from './query/calendar.ts';
import type { CatalogIndex, IndexedExperience } from './query/catalog-index.ts';
import { openCatalogSnapshot } from './query/catalog-snapshot.ts';
import { buildAvailability, scheduledSlotIds } from './query/experience-availability.ts';
import { toExperienceDetail } from './query/experience-detail.ts';
import { listExperiences } from './query/list-experiences.ts';
import { availabilityQuerySchema, imageQuerySchema, listQueryRefusals, listQuerySchema, localeOnlySchema } from './query/list-query.ts';
import { normaliseText } from './query/normalise-text.ts';
import { encodeBody, isNotModified, type EncodedBody } from './query/encoded-body.ts';
import { createResponseCache } from './query/response-cache.ts';
import { buildVocabulary } from './query/vocabulary-view.ts';

export interface CatalogRouteDeps {
  redis: Redis;
  prefix: string;
  /** For the snapshot's own subscriber connection (a subscribed connection cannot run commands). */
  redisUrl: string;
  now: () => Date;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const ZONES = ['Asia/Riyadh', 'Asia/Dubai'];
/** Answers that depend on today's date are cached for at most this long. */
const DATED_TTL_MS = 60_000;

const slugParams = z.object({ slug: z.string().meta({ description: 'English or Arabic slug, or the experience id' }) });
const idParams = z.object({ id: z.string().meta({ description: 'Experience id (or either slug)' }) });
const imageParams = z.object({ imageId: z.string() });
const problems = { 400: problemSchema, 404: problemSchema };

/**
 * Refuses dates before today or beyond the booking horizon, in words that name the parameter: a 422, as the same date
 * is fine on another day (the OpenAPI document states the date's shape, which is the 400).
 */
function checkDateWindow(date: string, today: string, latestToday: string): void {
  if (date < today) {
    throw unprocessable(`date ${date} is in the past; choose today (${today}) or a later day.`, { errors: [{ path: 'date', message: `must be ${today} or later` }] });
  }
  const last = addDays(latestToday, BOOKING_HORIZON_DAYS);
  if (date > last) {
    throw unprocessable(`date ${date} is more than ${BOOKING_HORIZON_DAYS} days ahead; choose a day up to ${last}.`, {
      errors: [{ path: 'date', message: `must be ${last} or earlier` }],
    });
  }
}

/**
 * Catalog read api: listing with filters and facets, search, detail, taxonomy, availability and images.
 * Everything but availability answers from an in-process snapshot of the read model, and serialized answers
 * are cached per catalog version, so a repeated query costs a map lookup.
 */
export async function registerCatalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): Promise<void> {
  const snapshot = await openCatalogSnapshot({ redis: deps.redis, prefix: deps.prefix, redisUrl: deps.redisUrl, log: app.log });
  app.addHook('onClose', async () => snapshot.close());

  // Raw url -> body skips parsing for repeated requests; the normalised key shares bodies between spellings of one query.
  const byUrl = createResponseCache({ maxBytes: 32 * 1024 * 1024, maxEntries: 5000 });
  const byQuery = createResponseCache({ maxBytes: 32 * 1024 * 1024, maxEntries: 5000 });
  const images = new Map<string, Buffer>();
  let imageBytes = 0;
  const IMAGE_BUDGET = 32 * 1024 * 1024;

  const listSchema = listQuerySchema();

  const todayWindow = (now: Date) => {
    const days = ZONES.map((z) => localDateIn(now, z)).sort();
    return { earliest: days[0]!, latest: days[days.length - 1]! };
  };

  /** A cached answer: 304 when the client holds it, else the form its Accept-Encoding takes. */
  const sendJson = (req: FastifyRequest, reply: FastifyReply, body: EncodedBody) => {
    reply.header('etag', body.etag).header('vary', 'Accept-Encoding');
    if (isNotModified(req.headers['if-none-match'], body.etag)) return reply.status(304).send();
    const { bytes, encoding } = body.forEncoding(req.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(JSON_TYPE).send(bytes);
  };

  /** Serves from the url cache, else computes once per normalised key. */
  async function cached(
    req: FastifyRequest,
    reply: FastifyReply,
    compute: (index: CatalogIndex) => { key: string; dated: boolean; body: () => unknown },
  ): Promise<FastifyReply> {
    const index = await snapshot.fresh();
    const nowMs = deps.now().getTime();
    const hit = byUrl.get(req.url, index.version, nowMs);
    if (hit !== undefined) return sendJson(req, reply, hit);
    const { key, dated, body } = compute(index);
    const expires = dated ? nowMs + DATED_TTL_MS : Number.POSITIVE_INFINITY;
    let answer = byQuery.get(key, index.version, nowMs);
    if (answer === undefined) {
      answer = encodeBody(Buffer.from(JSON.stringify(body())));
      byQuery.set(key, index.version, answer, expires);
    }
    byUrl.set(req.url, index.version, answer, expires);
    return sendJson(req, reply, answer);
  }

  const findExperience = (index: CatalogIndex, ref: string): IndexedExperience => {
    // Typed or pasted Arabic slugs may differ in diacritics, hamza or taa marbuta: the normalised form still finds them.
    const e = index.bySlug.get(ref) ?? index.byId.get(ref) ?? index.bySlug.get(normaliseText(ref).replaceAll(' ', '-'));
    if (!e) throw notFound(`There is no experience "${ref}". Check the link, or browse GET /experiences.`);
    return e;
  };

  const list = (route: string) => (req: FastifyRequest, reply: FastifyReply) =>
    cached(req, reply, (index) => {
      const q = parseInput(listSchema, req.query, 'query string');
      const refusals = listQueryRefusals(q, { city: [...index.cities.keys()], category: [...index.categories.keys()], theme: [...index.themes.keys()] });
      if (refusals.length) {
        throw unprocessable(`The query string asks for what the catalog does not hold: ${refusals.map((e) => `${e.path}: ${e.message}`).join('; ')}.`, { errors: refusals });
      }
      if (q.date) {
        const { earliest, latest } = todayWindow(deps.now());
        checkDateWindow(q.date, earliest, latest);
      }
      return { key: `${route}?${JSON.stringify(q)}`, dated: q.date !== undefined, body: () => listExperiences(index, q) };
    });

  const listDocs = {
    tags: ['catalog'],
    querystring: listSchema,
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

  app.get(
    '/experiences/:slug',
    documented({
      tags: ['catalog'],
      summary: 'Experience detail by slug (either locale) or id',
      description: "A withdrawn experience still answers, with status 'unavailable', the spec's message and related experiences.",
      params: slugParams,
      querystring: localeOnlySchema,
      response: { 200: experienceDetailSchema, ...problems },
    }),
    (req, reply) =>
      cached(req, reply, (index) => {
        const { locale } = parseInput(localeOnlySchema, req.query, 'query string');
        const entry = findExperience(index, (req.params as { slug: string }).slug);
        return { key: `detail:${entry.doc.experienceId}:${locale}`, dated: false, body: () => toExperienceDetail(index, entry, locale) };
      }),
  );

  app.get(
    '/experiences/:id/availability',
    documented({
      tags: ['catalog'],
      summary: 'Departures and remaining seats of an experience on a date',
      description:
        "Remaining seats = capacity - unexpired holds - booked. When no option runs that date, options is empty, reason is 'noOptionOnDate' and message carries the spec's sentence.",
      params: idParams,
      querystring: availabilityQuerySchema,
      response: { 200: availabilitySchema, ...problems },
      errors: [422],
    }),
    async (req, reply) => {
      const index = await snapshot.fresh();
      const { date, locale } = parseInput(availabilityQuerySchema, req.query, 'query string');
      const entry = findExperience(index, (req.params as { id: string }).id);
      const now = deps.now();
      const today = localDateIn(now, entry.doc.timeZone);
      checkDateWindow(date, today, today);
      const ids = scheduledSlotIds(entry, date);
      const raw = ids.length ? await deps.redis.hmget(readModelKeys(deps.prefix, slotProjection.name).collection(SLOT_COLLECTION), ...ids) : [];
      const slots = new Map<string, SlotDocument | null>(ids.map((id, i) => [id, raw[i] ? (JSON.parse(raw[i]!) as SlotDocument) : null]));
      return reply.header('cache-control', 'no-store').send(buildAvailability({ entry, date, locale, now, slots }));
    },
  );

  const taxonomy = <T>(path: string, summary: string, response: z.ZodType, build: (index: CatalogIndex, locale: Locale) => T) =>
    app.get(
      path,
      documented({ tags: ['catalog'], summary, querystring: localeOnlySchema, response: { 200: response, 400: problemSchema } }),
      (req, reply) =>
        cached(req, reply, (index) => {
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

  app.get(
    '/images/:imageId',
    documented({
      tags: ['images'],
      summary: 'Experience, city or theme image as WebP at a breakpoint width',
      params: imageParams,
      querystring: imageQuerySchema,
      response: { 200: { description: 'image/webp', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } }, ...problems },
    }),
    async (req, reply) => {
      const { w } = parseInput(imageQuerySchema, req.query, 'query string');
      const index = await snapshot.fresh();
      const { imageId } = req.params as { imageId: string };
      const image = index.images.get(imageId);
      if (!image) throw notFound(`There is no image "${imageId}".`);
      const etag = `"${createHash('sha1').update(JSON.stringify(image)).update(String(w)).digest('base64url').slice(0, 20)}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      let webp = images.get(etag);
      if (!webp) {
        const rendered: Buffer = await renderImageWebp(image, { width: w });
        webp = rendered;
        images.set(etag, rendered);
        imageBytes += rendered.length;
        for (const [k, v] of images) {
          if (imageBytes <= IMAGE_BUDGET) break;
          images.delete(k);
          imageBytes -= v.length;
        }
      }
      return reply.type('image/webp').send(webp);
    },
  );
}
