import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import {
  zAvailabilityCalendarBody,
  zAvailabilityCheckBody,
  zBookingCancellationBody,
  zBookingConfirmationBody,
  zBookingReservationBody,
  zBookingUpdateBody,
  zExtendReservationBody,
  type Booking,
} from '@octocloud/types';
import type { Locale } from '@rihla/events/common';
import type { BookingWatch } from '../booking/index.ts';
import { addDays, BOOKING_HORIZON_DAYS, isRealDate, localDateIn, scheduledSlotIds } from '../catalog/index.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { HttpProblem } from '../platform/http/problem.ts';
import { countAttempt } from '../platform/http/rate-limit.ts';
import { clientNetwork } from '../platform/http/client-address.ts';
import { readModelKeys } from '../platform/projection-runner.ts';
import { cancelOctoBooking, extendOctoReservation, updateOctoBooking } from './change-octo-booking.ts';
import { confirmOctoBooking } from './confirm-octo-booking.ts';
import { octoAvailabilities, octoCalendar, type UnitRequest } from './octo-availability.ts';
import type { OctoBookingState } from './octo-booking-decider.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { listOctoBookings } from './octo-bookings-projection.ts';
import { badRequest, invalidBookingUuid, invalidOptionId, invalidProductId, invalidUnitId, octoUnauthorized, OctoError } from './octo-error.ts';
import { pickupChange, requestedPickup } from './octo-pickups.ts';
import { renderOctoBooking } from './render-octo-booking.ts';
import { registerWebhookRoutes } from './webhooks/webhook-routes.ts';
import { productsInOctoOrder, toOctoProduct, type OctoCapabilities } from './octo-product.ts';
import { unitIdsOf } from './octo-units.ts';
import { reserveOctoBooking, type Reseller } from './reserve-octo-booking.ts';
import { resellerOfKey } from './reseller-keys.ts';
import { capsInForce, seatUsage, type CapsInForce } from './reseller-caps.ts';

export interface OctoRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  catalog: CatalogSnapshot;
  watch: BookingWatch;
  now: () => Date;
  holdTtlMs: number;
  /** How long confirm waits for an instant supplier before answering. */
  confirmWaitMs: number;
  /** The longest a reservation may hold its seats, extensions included (minutes). */
  holdMaxLifeMinutes: number;
  /** Requests without a valid key, per client address per minute. */
  keylessRequestsPerMinute: number;
  /** Requests per reseller key per minute. */
  requestsPerMinute: number;
  /** Reseller caps where ops set none. */
  defaultCaps: CapsInForce;
  publicApiUrl: string;
  /** OCTO_WEBHOOK_SECRET and OCTO_WEBHOOKS_ALLOW_PRIVATE. */
  webhooks: { secret: string; allowPrivate: boolean };
}

/** A reseller's booking uuid (OCTO: a UUID the reseller chose). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Most days one availability request may span. */
const MAX_RANGE_DAYS = 93;

/**
 * What a request counts for against the reseller's limit (OCTO_REQUESTS_PER_MINUTE units a minute): 1, and more for
 * the answers that cost more to make: availability by the week of dates asked, the product list by the 100 products
 * in the answer. A 304 to /products costs 1.
 */
export const availabilityCost = (days: number): number => Math.max(1, Math.ceil(days / 7));
export const productsCost = (count: number): number => Math.max(1, Math.ceil(count / 100));

/** Products per page of GET /products when `limit` is given (at most 100); without it, the whole list. */
const MAX_PRODUCTS_PAGE = 100;
const productsPage = z.object({
  offset: z.coerce.number().int().nonnegative().max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCTS_PAGE).optional(),
});

const supplier = (endpoint: string) => ({
  id: 'rihla',
  name: 'Rihla',
  endpoint,
  contact: { website: 'https://rihla.example', email: 'partners@rihla.example', telephone: '+966 11 000 0000', address: 'Riyadh, Saudi Arabia' },
});

function capabilitiesOf(req: FastifyRequest): OctoCapabilities {
  const raw = String(req.headers['octo-capabilities'] ?? '');
  const asked = new Set(raw.split(',').map((c) => c.trim().toLowerCase()).filter(Boolean));
  return { pricing: asked.has('octo/pricing'), content: asked.has('octo/content'), pickups: asked.has('octo/pickups') };
}

const localeOf = (req: FastifyRequest): Locale => (/^\s*ar\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'ar' : 'en');

function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } } }, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  throw badRequest(r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
}

function datesBetween(start: string | undefined, end: string | undefined): string[] {
  if (!start || !end || !isRealDate(start) || !isRealDate(end)) throw badRequest('localDateStart and localDateEnd must be real dates as YYYY-MM-DD (or send availabilityIds).');
  if (end < start) throw badRequest('localDateEnd is before localDateStart.');
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    out.push(d);
    if (out.length > MAX_RANGE_DAYS) throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at a time.`);
  }
  return out;
}

/**
 * The OCTO supplier api under /octo/v1 for resellers: products, availability and bookings through the same engine
 * as the storefront. Its own error shape (OCTO's), its own authentication (reseller keys, no cookies, so no CSRF
 * check), and its own contract: the published OCTO specification, which is why these routes stay out of /openapi.json.
 */
export function registerOctoRoutes(app: FastifyInstance, deps: OctoRouteDeps): void {
  const resellers = new WeakMap<FastifyRequest, Reseller>();
  const resellerOf = (req: FastifyRequest): Reseller => resellers.get(req)!;
  const opts = { config: { csrfExempt: true }, schema: { hide: true } };

  /**
   * Counts `cost` units of the reseller's requests a minute (1 for every request, the rest of a costly one once its
   * size is known: `whole`); over the limit, FORBIDDEN with Retry-After.
   */
  const charge = async (req: FastifyRequest, reply: FastifyReply, cost: number, whole = cost) => {
    if (cost <= 0) return;
    const rule = { name: 'octo:reseller', limit: deps.requestsPerMinute, windowSeconds: 60 };
    const verdict = await countAttempt(deps.redis, deps.prefix, [{ rule, subject: resellerOf(req).resellerId, cost }], deps.now());
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new OctoError(403, 'FORBIDDEN', `Too many requests for this reseller (${deps.requestsPerMinute} units a minute; this one costs ${whole}); wait ${verdict.retryAfterSeconds} seconds.`);
    }
  };

  /** Serialized product pages by catalog version, language, capabilities and page, with their ETag: made once each. */
  const productPages = new Map<string, { json: string; etag: string; count: number; total: number }>();

  app.register(
    async (octo) => {
      octo.setErrorHandler((err, req, reply) => {
        if (err instanceof OctoError) return reply.status(err.status).send(err.toJSON());
        if (err instanceof HttpProblem) {
          if (err.status === 429) return reply.status(429).send({ error: 'TOO_MANY_REQUESTS', errorMessage: err.detail });
          return reply.status(err.status >= 500 ? 500 : 400).send({ error: err.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', errorMessage: err.detail });
        }
        const e = err as { statusCode?: number; message: string };
        if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: e.message });
        req.log.error({ err }, 'octo: unhandled error');
        return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Something went wrong on our side. Please try again.' });
      });
      octo.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'NOT_FOUND', errorMessage: `There is nothing at ${req.method} ${req.url.split('?')[0]}.` }));

      octo.addHook('preHandler', async (req, reply) => {
        const auth = String(req.headers.authorization ?? '');
        const m = /^Bearer\s+(\S+)$/i.exec(auth);
        const account = m ? await resellerOfKey(deps.store, m[1]!) : null;
        if (!account) {
          // Requests without a valid key are limited per address (a key guesser or a misconfigured client), then refused.
          const keyless = await countAttempt(deps.redis, deps.prefix, [{ rule: { name: 'octo:keyless', limit: deps.keylessRequestsPerMinute, windowSeconds: 60 }, subject: clientNetwork(req) }], deps.now());
          if (!keyless.allowed) {
            reply.header('retry-after', String(keyless.retryAfterSeconds));
            throw new OctoError(403, 'FORBIDDEN', `Too many requests without a valid key from this address; wait ${keyless.retryAfterSeconds} seconds.`);
          }
          throw octoUnauthorized();
        }
        const reseller: Reseller = {
          resellerId: account.resellerId,
          name: account.name,
          caps: capsInForce(account.caps, deps.defaultCaps),
          seatsOnHold: async () => (await seatUsage(deps.redis, deps.prefix, account.resellerId, deps.now(), deps.holdMaxLifeMinutes)).heldSeats,
        };
        resellers.set(req, reseller);
        await charge(req, reply, 1);
        const caps = capabilitiesOf(req);
        reply.header('octo-capabilities', [caps.content ? 'octo/content' : null, caps.pricing ? 'octo/pricing' : null, caps.pickups ? 'octo/pickups' : null].filter(Boolean).join(', '));
        if (caps.content) reply.header('content-language', localeOf(req));
        reply.header('cache-control', 'no-store');
      });

      const productDoc = async (productId: string) => {
        const entry = (await deps.catalog.fresh()).byId.get(productId);
        if (!entry || !entry.published) throw invalidProductId(productId);
        return entry;
      };

      const bookingView = async (req: FastifyRequest, state: OctoBookingState): Promise<Booking> => {
        if (state.status === 'none') throw new Error('bookingView needs a booking');
        const caps = capabilitiesOf(req);
        return renderOctoBooking(deps, state, { pricing: caps.pricing, pickups: caps.pickups === true, locale: localeOf(req) });
      };

      const slotsFor = async (entry: Awaited<ReturnType<typeof productDoc>>, dates: readonly string[]) => {
        const ids = dates.flatMap((d) => scheduledSlotIds(entry, d));
        const raw = ids.length ? await deps.redis.hmget(readModelKeys(deps.prefix, slotProjection.name).collection(SLOT_COLLECTION), ...ids) : [];
        return new Map<string, SlotDocument | null>(ids.map((id, i) => [id, raw[i] ? (JSON.parse(raw[i]!) as SlotDocument) : null]));
      };

      registerWebhookRoutes(octo, { store: deps.store, now: deps.now, ...deps.webhooks }, resellerOf, opts);

      octo.get('/supplier', opts, async () => supplier(`${deps.publicApiUrl}/octo/v1`));

      // The whole list (OCTO's answer) or a page of it (`offset`, `limit`), with a weak ETag: If-None-Match answers 304.
      octo.get('/products', opts, async (req, reply) => {
        const asked = productsPage.safeParse(req.query ?? {});
        if (!asked.success) throw badRequest(`offset must be a whole number from 0, limit one from 1 to ${MAX_PRODUCTS_PAGE}.`);
        const page = asked.data;
        const index = await deps.catalog.fresh();
        const caps = capabilitiesOf(req);
        const locale = localeOf(req);
        const key = `${index.version}|${locale}|${caps.pricing}|${caps.content}|${caps.pickups}|${page.offset}|${page.limit ?? 'all'}`;
        let made = productPages.get(key);
        if (!made) {
          const ordered = productsInOctoOrder(index.published);
          const slice = ordered.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit);
          const json = JSON.stringify(slice.map((e) => toOctoProduct(e.doc, locale, caps)));
          made = { json, etag: `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`, count: slice.length, total: ordered.length };
          if (productPages.size >= 64) productPages.delete(productPages.keys().next().value!);
          productPages.set(key, made);
        }
        reply.header('etag', made.etag);
        reply.header('cache-control', 'private, no-cache');
        reply.header('x-total-count', String(made.total));
        if (page.limit !== undefined && page.offset + page.limit < made.total) {
          reply.header('link', `<${deps.publicApiUrl}/octo/v1/products?offset=${page.offset + page.limit}&limit=${page.limit}>; rel="next"`);
        }
        const inm = String(req.headers['if-none-match'] ?? '');
        if (inm.split(',').some((t) => t.trim() === made.etag || t.trim() === '*')) return reply.status(304).send();
        await charge(req, reply, productsCost(made.count) - 1, productsCost(made.count));
        return reply.type('application/json; charset=utf-8').send(made.json);
      });

      octo.get<{ Params: { id: string } }>('/products/:id', opts, async (req) => toOctoProduct((await productDoc(req.params.id)).doc, localeOf(req), capabilitiesOf(req)));

      const availabilityRequest = async (req: FastifyRequest, body: { productId: string; optionId: string; units?: UnitRequest[] | undefined }) => {
        const entry = await productDoc(body.productId);
        const option = entry.doc.options.find((o) => o.optionId === body.optionId);
        if (!option) throw invalidOptionId(body.optionId);
        const units = body.units ?? [];
        const known = new Set(unitIdsOf(option.pricing));
        const unknown = units.find((u) => !known.has(u.unitId));
        if (unknown) throw invalidUnitId(unknown.unitId);
        if (units.some((u) => !Number.isInteger(u.quantity) || u.quantity < 0)) throw badRequest('units[].quantity must be a whole number, 0 or more.');
        return { entry, option, units, locale: localeOf(req), pricing: capabilitiesOf(req).pricing, pickups: capabilitiesOf(req).pickups };
      };

      const horizon = (entry: Awaited<ReturnType<typeof productDoc>>, dates: string[]) => {
        const today = localDateIn(deps.now(), entry.doc.timeZone);
        const last = addDays(today, BOOKING_HORIZON_DAYS);
        return dates.filter((d) => d >= today && d <= last);
      };

      octo.post('/availability/calendar', opts, async (req, reply) => {
        const body = parsed(zAvailabilityCalendarBody, req.body);
        const r = await availabilityRequest(req, { productId: body.productId, optionId: body.optionId, units: body.units?.map((u) => ({ unitId: u.id, quantity: u.quantity })) });
        const asked = datesBetween(body.localDateStart, body.localDateEnd);
        await charge(req, reply, availabilityCost(asked.length) - 1, availabilityCost(asked.length));
        const dates = horizon(r.entry, asked);
        return octoCalendar({ ...r, dates, now: deps.now(), slots: await slotsFor(r.entry, dates) });
      });

      octo.post('/availability', opts, async (req, reply) => {
        const body = parsed(zAvailabilityCheckBody, req.body);
        // OCTO: either the departures by id or a date range, never both.
        const localDate = (req.body as { localDate?: unknown } | null)?.localDate;
        if (body.availabilityIds !== undefined && (localDate !== undefined || body.localDateStart !== undefined || body.localDateEnd !== undefined)) {
          throw badRequest('Send availabilityIds or localDate / localDateStart with localDateEnd, not both.');
        }
        const r = await availabilityRequest(req, { productId: body.productId, optionId: body.optionId, units: body.units?.map((u) => ({ unitId: u.id, quantity: u.quantity })) });
        if (body.availabilityIds?.length) {
          const asked = [...new Set(body.availabilityIds.map((id) => id.slice(0, 10)))].filter(isRealDate);
          await charge(req, reply, availabilityCost(asked.length) - 1, availabilityCost(asked.length));
          const dates = horizon(r.entry, asked);
          const all = octoAvailabilities({ ...r, dates, now: deps.now(), slots: await slotsFor(r.entry, dates) });
          return all.filter((a) => body.availabilityIds!.includes(a.id));
        }
        const asked = datesBetween(body.localDateStart, body.localDateEnd);
        await charge(req, reply, availabilityCost(asked.length) - 1, availabilityCost(asked.length));
        const dates = horizon(r.entry, asked);
        return octoAvailabilities({ ...r, dates, now: deps.now(), slots: await slotsFor(r.entry, dates) });
      });

      octo.post('/bookings', opts, async (req) => {
        const body = parsed(zBookingReservationBody, req.body);
        return bookingView(req, await reserveOctoBooking(deps.store, resellerOf(req), { ...body, pickup: requestedPickup(req.body) }, deps.now()));
      });

      // A booking is named by the reseller's uuid and nothing else: any other path segment names no booking.
      const uuidOf = (req: FastifyRequest) => {
        const { uuid } = req.params as { uuid: string };
        if (!UUID.test(uuid)) throw invalidBookingUuid(uuid);
        return uuid;
      };

      octo.post('/bookings/:uuid/confirm', opts, async (req) => {
        const body = parsed(zBookingConfirmationBody, req.body);
        const state = await confirmOctoBooking({ store: deps.store, watch: deps.watch, holdTtlMs: deps.holdTtlMs, waitMs: deps.confirmWaitMs }, resellerOf(req), uuidOf(req), body, deps.now());
        return bookingView(req, state);
      });

      octo.post('/bookings/:uuid/extend', opts, async (req) => {
        const body = parsed(zExtendReservationBody, req.body);
        return bookingView(req, await extendOctoReservation(deps.store, resellerOf(req), uuidOf(req), body, deps.now(), deps.holdMaxLifeMinutes));
      });

      octo.patch('/bookings/:uuid', opts, async (req) => {
        const body = parsed(zBookingUpdateBody, req.body);
        const pickup = pickupChange(req.body);
        return bookingView(req, await updateOctoBooking(deps.store, resellerOf(req), uuidOf(req), { ...body, ...(pickup !== undefined ? { pickup } : {}) }, deps.now()));
      });

      octo.post('/bookings/:uuid/cancel', opts, async (req) => {
        const body = parsed(zBookingCancellationBody, req.body);
        return bookingView(req, await cancelOctoBooking(deps.store, resellerOf(req), uuidOf(req), body, deps.now()));
      });

      octo.delete('/bookings/:uuid', opts, async (req) => bookingView(req, await cancelOctoBooking(deps.store, resellerOf(req), uuidOf(req), {}, deps.now())));

      octo.get('/bookings/:uuid', opts, async (req) => {
        const { state } = await octoBookings.load(deps.store, await locateOctoBooking(deps.store, resellerOf(req).resellerId, uuidOf(req)));
        if (state.status === 'none' || state.resellerId !== resellerOf(req).resellerId) throw invalidBookingUuid(uuidOf(req));
        return bookingView(req, state);
      });

      octo.get('/bookings', opts, async (req) => {
        const q = req.query as Record<string, string | undefined>;
        const { resellerReference, supplierReference, localDate, localDateStart, localDateEnd, productId, optionId } = q;
        if (!resellerReference && !supplierReference && !localDate && !(localDateStart && localDateEnd)) {
          throw badRequest('Filter by resellerReference, supplierReference, localDate, or localDateStart with localDateEnd.');
        }
        for (const d of [localDate, localDateStart, localDateEnd]) if (d !== undefined && !isRealDate(d)) throw badRequest(`${d} is not a date as YYYY-MM-DD.`);
        const listed = (await listOctoBookings(deps.redis, deps.prefix, resellerOf(req).resellerId)).filter(
          (b) =>
            (!resellerReference || b.resellerReference === resellerReference) &&
            (!supplierReference || b.supplierReference === supplierReference) &&
            (!localDate || b.localDate === localDate) &&
            (!localDateStart || b.localDate >= localDateStart) &&
            (!localDateEnd || b.localDate <= localDateEnd) &&
            (!productId || b.productId === productId) &&
            (!optionId || b.optionId === optionId),
        );
        const views: Booking[] = [];
        for (const b of listed.slice(0, 200)) {
          const { state } = await octoBookings.load(deps.store, await locateOctoBooking(deps.store, b.resellerId, b.uuid));
          if (state.status !== 'none') views.push(await bookingView(req, state));
        }
        return views;
      });
    },
    { prefix: '/octo/v1' },
  );
}

