import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../platform/http/client-address.ts';
import { countAttempt } from '../../platform/http/rate-limit.ts';
import { octoUnauthorized, OctoError } from '../octo-error.ts';
import type { Reseller } from '../reserve-octo-booking.ts';
import { capsInForce, seatUsage } from '../reseller-caps.ts';
import { resellerOfKey } from '../reseller-keys.ts';
import { capabilitiesOf, localeOf, type OctoRouteContext } from './octo-route-context.ts';

/**
 * Every request's reseller from its key (keyless requests are limited per address, then refused), its first unit of
 * the rate limit, and the headers every answer carries.
 */
export function authenticateReseller(ctx: OctoRouteContext) {
  const { deps } = ctx;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const m = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
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
    ctx.authenticated(req, reseller);
    await ctx.charge(req, reply, 1);
    const caps = capabilitiesOf(req);
    reply.header('octo-capabilities', [caps.content ? 'octo/content' : null, caps.pricing ? 'octo/pricing' : null, caps.pickups ? 'octo/pickups' : null].filter(Boolean).join(', '));
    if (caps.content) reply.header('content-language', localeOf(req));
    reply.header('cache-control', 'no-store');
  };
}
