import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { clientNetwork } from './client-address.ts';
import { refusal } from './rate-limit.ts';
import { createSharedWindowCounter } from './shared-window-counter.ts';

export interface AddressRateLimitOptions {
  redis: Redis;
  prefix: string;
  /** Requests per address per window; 0 turns the limit off. */
  limit: number;
  windowSeconds: number;
  /** Route patterns never counted: probes and callers that prove who they are by signature. */
  exemptRoutes?: readonly string[];
  /**
   * Route patterns not counted when asked directly (no X-Forwarded-For): an orchestrator's or load balancer's probe.
   * Relayed through the storefront or another proxy, they count like any route.
   */
  probeRoutes?: readonly string[];
  /** Route pattern prefixes never counted: apis for keyed partners that carry their own per-key limit. */
  exemptPrefixes?: readonly string[];
  /** Wall time: the window is about traffic, not about the booking clock tests move. */
  now?: () => Date;
}

/** How long an api replica keeps its counts before adding them to the shared window in Redis. */
const FLUSH_MS = 50;

/**
 * A coarse per-address limit in front of every route (cart, checkout, search, forms...), far above what a shopper
 * sends, so one address cannot flood the api. Counted in Redis, so every api replica shares the window (counts are
 * batched, see createSharedWindowCounter: a round trip per request cost more than a cached catalog answer); the
 * address is clientNetwork(req), the same one the tighter per-route limits (sign-in, forms) use. Over it: 429,
 * Retry-After, problem+json, before the body is even read.
 */
export function registerAddressRateLimit(app: FastifyInstance, o: AddressRateLimitOptions): void {
  if (o.limit <= 0) return;
  const counter = createSharedWindowCounter({
    redis: o.redis,
    prefix: o.prefix,
    rule: { name: 'requests:address', limit: o.limit, windowSeconds: o.windowSeconds },
    flushMs: FLUSH_MS,
    onFlushError: (err) => app.log.warn({ err }, 'per-address request counts could not be added to Redis; kept for the next try'),
  });
  const exempt = new Set(o.exemptRoutes ?? []);
  const exemptPrefixes = o.exemptPrefixes ?? [];
  const probes = new Set(o.probeRoutes ?? []);
  const now = o.now ?? (() => new Date());
  app.addHook('onRequest', (req, reply, done) => {
    const route = req.routeOptions.url ?? '';
    if (exempt.has(route) || exemptPrefixes.some((p) => route.startsWith(p))) return done();
    if (probes.has(route) && req.headers['x-forwarded-for'] === undefined) return done();
    const verdict = counter.count(clientNetwork(req), now().getTime());
    done(verdict.allowed ? undefined : refusal(reply, verdict.retryAfterSeconds, 'requests'));
  });
  app.addHook('onClose', async () => counter.flush().catch(() => undefined));
}
