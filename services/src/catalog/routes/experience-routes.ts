import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../../inventory/index.ts';
import { availabilitySchema, experienceDetailSchema, problemSchema } from '../api-schemas.ts';
import { localDateIn } from '../query/calendar.ts';
import { buildAvailability, scheduledSlotIds } from '../query/experience-availability.ts';
import { toExperienceDetail } from '../query/experience-detail.ts';
import { availabilityQuerySchema, localeOnlySchema } from '../query/list-query.ts';
import type { CatalogRouteContext } from './catalog-route-context.ts';

const slugParams = z.object({ slug: z.string().meta({ description: 'English or Arabic slug, or the experience id' }) });
const idParams = z.object({ id: z.string().meta({ description: 'Experience id (or either slug)' }) });
const problems = { 400: problemSchema, 404: problemSchema };

/** GET /experiences/:slug (an experience's detail) and GET /experiences/:id/availability (its departures on a day, seats live). */
export function registerExperienceRoutes(app: FastifyInstance, ctx: CatalogRouteContext): void {
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
      ctx.cached(req, reply, (index) => {
        const { locale } = parseInput(localeOnlySchema, req.query, 'query string');
        const entry = ctx.findExperience(index, (req.params as { slug: string }).slug);
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
      const index = await ctx.snapshot.fresh();
      const { date, locale } = parseInput(availabilityQuerySchema, req.query, 'query string');
      const entry = ctx.findExperience(index, (req.params as { id: string }).id);
      const now = ctx.now();
      const today = localDateIn(now, entry.doc.timeZone);
      ctx.checkDateWindow(date, today, today);
      const ids = scheduledSlotIds(entry, date);
      const raw = ids.length ? await ctx.redis.hmget(readModelKeys(ctx.prefix, slotProjection.name).collection(SLOT_COLLECTION), ...ids) : [];
      const slots = new Map<string, SlotDocument | null>(ids.map((id, i) => [id, raw[i] ? (JSON.parse(raw[i]!) as SlotDocument) : null]));
      return reply.header('cache-control', 'no-store').send(buildAvailability({ entry, date, locale, now, slots }));
    },
  );
}
