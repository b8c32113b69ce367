import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Booking } from '@octocloud/types';
import type { Locale } from '@rihla/events/common';
import type { BookingWatch } from '../../booking/index.ts';
import type { CatalogSnapshot } from '../../catalog/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { countAttempt } from '../../platform/http/rate-limit.ts';
import type { OctoBookingState } from '../octo-booking-decider.ts';
import { badRequest, invalidBookingUuid, invalidProductId, OctoError } from '../octo-error.ts';
import type { OctoCapabilities } from '../octo-product.ts';
import { renderOctoBooking } from '../render-octo-booking.ts';
import type { Reseller } from '../reserve-octo-booking.ts';
import type { CapsInForce } from '../reseller-caps.ts';

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

/** What the reseller asked for in its Octo-Capabilities header. */
export function capabilitiesOf(req: FastifyRequest): OctoCapabilities {
  const raw = String(req.headers['octo-capabilities'] ?? '');
  const asked = new Set(raw.split(',').map((c) => c.trim().toLowerCase()).filter(Boolean));
  return { pricing: asked.has('octo/pricing'), content: asked.has('octo/content'), pickups: asked.has('octo/pickups') };
}

export const localeOf = (req: FastifyRequest): Locale => (/^\s*ar\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'ar' : 'en');

/** The body or query as `schema` reads it, else OCTO's BAD_REQUEST naming each field that is wrong. */
export function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } } }, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  throw badRequest(r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
}

/** What the OCTO route files share: the reseller a request authenticated as, its rate limit, and the lookups every route makes. */
export type OctoRouteContext = ReturnType<typeof octoRouteContext>;

/**
 * The shared part of the OCTO routes over `deps`. Every route is registered with `opts`: reseller keys, no cookies, so
 * no CSRF check; out of /openapi.json, as OCTO publishes its own contract.
 */
export function octoRouteContext(deps: OctoRouteDeps) {
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

  // A booking is named by the reseller's uuid and nothing else: any other path segment names no booking.
  const uuidOf = (req: FastifyRequest) => {
    const { uuid } = req.params as { uuid: string };
    if (!UUID.test(uuid)) throw invalidBookingUuid(uuid);
    return uuid;
  };

  return { deps, opts, resellerOf, authenticated: (req: FastifyRequest, reseller: Reseller) => resellers.set(req, reseller), charge, productDoc, bookingView, uuidOf };
}
