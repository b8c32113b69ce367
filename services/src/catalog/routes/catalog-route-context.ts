import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { notFound, unprocessable } from '../../platform/http/problem.ts';
import { addDays, BOOKING_HORIZON_DAYS, localDateIn } from '../query/calendar.ts';
import type { CatalogIndex, IndexedExperience } from '../query/catalog-index.ts';
import { openCatalogSnapshot } from '../query/catalog-snapshot.ts';
import { listQuerySchema } from '../query/list-query.ts';
import { normaliseText } from '../query/normalise-text.ts';
import { encodeBody, isNotModified, type EncodedBody } from '../query/encoded-body.ts';
import { createResponseCache } from '../query/response-cache.ts';
import type { OpsCatalogRouteDeps } from './ops-experience-routes.ts';

export interface CatalogRouteDeps {
  redis: Redis;
  prefix: string;
  /** For the snapshot's own subscriber connection (a subscribed connection cannot run commands). */
  redisUrl: string;
  now: () => Date;
  /** Ops' withdraw and restore (ops-experience-routes.ts), over the same snapshot; absent, only the public reads. */
  ops?: Omit<OpsCatalogRouteDeps, 'snapshot'>;
  /** Hears of each new catalog version the api loads (the storefronts' revalidation). */
  onCatalogChange?: () => void;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const ZONES = ['Asia/Riyadh', 'Asia/Dubai'];
/** Answers that depend on today's date are cached for at most this long. */
const DATED_TTL_MS = 60_000;

/**
 * Refuses dates before today or beyond the booking horizon, in words that name the parameter: a 422, as the same date
 * is fine on another day (the OpenAPI document states the date's shape, which is the 400).
 */
export function checkDateWindow(date: string, today: string, latestToday: string): void {
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

/** What the catalog's route files share: the in-process snapshot, the answer caches, and the lookups every route makes. */
export type CatalogRouteContext = Awaited<ReturnType<typeof openCatalogRouteContext>>;

/**
 * Opens the catalog's snapshot of the read model (closed with the app) and the caches of serialized answers, per
 * catalog version, so a repeated query costs a map lookup.
 */
export async function openCatalogRouteContext(app: FastifyInstance, deps: CatalogRouteDeps) {
  const snapshot = await openCatalogSnapshot({ redis: deps.redis, prefix: deps.prefix, redisUrl: deps.redisUrl, log: app.log, ...(deps.onCatalogChange ? { onNewVersion: deps.onCatalogChange } : {}) });
  app.addHook('onClose', async () => snapshot.close());

  // Raw url -> body skips parsing for repeated requests; the normalised key shares bodies between spellings of one query.
  const byUrl = createResponseCache({ maxBytes: 32 * 1024 * 1024, maxEntries: 5000 });
  const byQuery = createResponseCache({ maxBytes: 32 * 1024 * 1024, maxEntries: 5000 });

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

  return { redis: deps.redis, prefix: deps.prefix, now: deps.now, snapshot, listSchema, todayWindow, checkDateWindow, cached, findExperience };
}
