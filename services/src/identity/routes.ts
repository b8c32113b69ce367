import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { createAuthorizer, type SupplierKeyCheck } from '../platform/http/authorize.ts';
import { registerCsrfProtection } from '../platform/http/csrf.ts';
import { createSessionStore } from '../platform/http/sessions.ts';
import type { AccessPort, GuestBookingLinks } from '../platform/http/access-port.ts';
import { bookingReadAccess } from './booking-read-access.ts';
import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { principalOf } from './resolve-principal.ts';
import { registerSupplierStaffRoutes } from './supplier-staff-routes.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { identityRouteContext } from './routes/identity-route-context.ts';
import { registerPasswordResetRoutes } from './routes/password-reset-routes.ts';
import { registerSessionRoutes } from './routes/session-routes.ts';

/** The identity context's parts the routes are given (they build the password hasher and the sessions themselves). */
export interface IdentityRouteDeps extends Pick<IdentityContext, 'store' | 'redis' | 'prefix' | 'mailQueue' | 'now' | 'settings' | 'log'> {
  /** Supplier endpoints authenticate with the supplier key (x-supplier-key). */
  supplierKeys?: SupplierKeyCheck;
  /** Guest bookings' signed links (manage tokens); without them, guest bookings are their owner's and staff's only. */
  guestBookingLinks?: GuestBookingLinks;
  newId?: () => string;
}

/** What identity's routes provide every other route: the api's access port. */
export type IdentityAccess = AccessPort;

async function mailQueueDrained(queue: Queue): Promise<void> {
  for (;;) {
    const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(c).every((n) => n === 0)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Accounts and access: sign up, sign in / out, the signed-in customer (/me), password change and reset, e-mail
 * verification, and the CSRF check on every state-changing request of the whole app. Register it before the other
 * routes so the CSRF hook sees all of them.
 */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps): IdentityAccess {
  const { settings, redis, prefix } = deps;
  const sessions = createSessionStore(redis, prefix, { secure: settings.cookieSecure, ttlSeconds: settings.sessionTtlSeconds });
  const ctx: IdentityContext = {
    store: deps.store,
    redis,
    prefix,
    mailQueue: deps.mailQueue,
    now: deps.now,
    settings,
    hasher: createPasswordHasher(settings.passwordHashProfile, settings.nodeEnv),
    sessions,
    newId: deps.newId ?? (() => randomUUID()),
    ...(deps.log ? { log: deps.log } : {}),
  };
  const r = identityRouteContext(ctx);
  const { signedIn } = r;
  const authorizer = createAuthorizer(async (req) => {
    const s = await signedIn(req);
    return s ? principalOf(s.customer) : null;
  }, deps.supplierKeys);

  registerCsrfProtection(app, {
    allowedOrigins: settings.allowedOrigins,
    carriesSession: (req) => sessions.hasCookie(req),
    csrfTokenOf: async (req) => (await sessions.fromRequest(req))?.csrfToken ?? null,
  });

  registerSupplierStaffRoutes(app, ctx, authorizer);

  registerSessionRoutes(app, r);
  registerAccountRoutes(app, r);
  registerPasswordResetRoutes(app, r);

  return {
    authorizer,
    sessions,
    bookingReadAccess: bookingReadAccess(authorizer, deps.guestBookingLinks?.vouches),
    ...(deps.guestBookingLinks ? { guestBookingLinks: deps.guestBookingLinks } : {}),
    async claimedEmailsOf(customerId) {
      const c = await customers.state(deps.store, customerId);
      return c.status === 'registered' && c.emailVerified ? [c.email] : [];
    },
    settled: () => mailQueueDrained(deps.mailQueue),
  };
}

