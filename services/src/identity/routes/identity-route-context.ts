import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/http/problem.ts';
import { enforceRateLimit, type RateCheck } from '../../platform/http/rate-limit.ts';
import type { Session } from '../../platform/http/sessions.ts';
import type { RegisteredCustomer } from '../customer-state.ts';
import type { IdentityContext } from '../identity-context.ts';
import { resolveSignedIn, type SignedIn } from '../resolve-principal.ts';

/** What identity's route files share: the identity context, who is signed in (read once per request), and the rate limits. */
export interface IdentityRouteContext {
  ctx: IdentityContext;
  signedIn: (req: FastifyRequest) => Promise<SignedIn | null>;
  /** The signed-in customer, or a 401. */
  requireSignedIn: (req: FastifyRequest) => Promise<SignedIn>;
  limits: IdentityContext['settings']['rateLimits'];
  rule: (name: string, limit: number) => RateCheck['rule'];
  limit: (reply: FastifyReply, checks: RateCheck[]) => Promise<void>;
}

export function identityRouteContext(ctx: IdentityContext): IdentityRouteContext {
  const signedInCache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();
  const signedIn = (req: FastifyRequest) => {
    let p = signedInCache.get(req);
    if (!p) {
      p = resolveSignedIn(ctx.store, ctx.sessions, req);
      signedInCache.set(req, p);
    }
    return p;
  };
  const limits = ctx.settings.rateLimits;
  return {
    ctx,
    signedIn,
    async requireSignedIn(req) {
      const s = await signedIn(req);
      if (!s) throw unauthorized('Please sign in to continue.');
      return s;
    },
    limits,
    rule: (name, limit) => ({ name, limit, windowSeconds: limits.windowSeconds }),
    limit: (reply, checks) => enforceRateLimit(ctx.redis, ctx.prefix, reply, checks, ctx.now()),
  };
}

/** The signed-in account as /me and sign-in answer it (with the session's CSRF token). */
export function meOf(c: RegisteredCustomer, session: Session) {
  return {
    customerId: c.customerId,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    roles: c.roles,
    emailVerified: c.emailVerified,
    csrfToken: session.csrfToken,
  };
}

