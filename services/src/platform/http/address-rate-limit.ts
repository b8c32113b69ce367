import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { clientAddress } from './client-address.ts';
import { enforceRateLimit, type RateRule } from './rate-limit.ts';

export interface AddressRateLimitOptions {
  redis: Redis;
  prefix: string;
  /** Requests per address per window; 0 turns the limit off. */
  limit: number;
  windowSeconds: number;
  /** Route patterns never counted: probes and callers that prove who they are by signature. */
  exemptRoutes?: readonly string[];
  /** Route pattern prefixes never counted: apis for keyed partners that carry their own per-key limit. */
  exemptPrefixes?: readonly string[];
  /** Wall time: the window is about traffic, not about the booking clock tests move. */
  now?: () => Date;
}

/**
 * A coarse per-address limit in front of every route (cart, checkout, search, forms...), far above what a shopper
 * sends, so one address cannot flood the api. Counted in Redis, so every api replica shares the window; the address
 * is clientAddress(req), the same one the tighter per-route limits (sign-in, forms) use. Over it: 429, Retry-After,
 * problem+json, before the body is even read.
 */
export function registerAddressRateLimit(app: FastifyInstance, o: AddressRateLimitOptions): void {
  if (o.limit <= 0) return;
  const rule: RateRule = { name: 'requests:address', limit: o.limit, windowSeconds: o.windowSeconds };
  const exempt = new Set(o.exemptRoutes ?? []);
  const exemptPrefixes = o.exemptPrefixes ?? [];
  const now = o.now ?? (() => new Date());
  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url ?? '';
    if (exempt.has(route) || exemptPrefixes.some((p) => route.startsWith(p))) return;
    await enforceRateLimit(o.redis, o.prefix, reply, [{ rule, subject: clientAddress(req) }], now(), 'requests');
  });
}
