import type { FastifyInstance } from 'fastify';
import { registerWebhookRoutes } from '../webhooks/webhook-routes.ts';
import { answerOctoError } from './answer-octo-error.ts';
import { authenticateReseller } from './authenticate-reseller.ts';
import { registerAvailabilityRoutes } from './availability-routes.ts';
import { registerBookingRoutes } from './booking-routes.ts';
import { octoRouteContext, type OctoRouteDeps } from './octo-route-context.ts';
import { registerProductRoutes } from './product-routes.ts';

/**
 * The OCTO supplier api under /octo/v1 for resellers: products, availability and bookings through the same engine
 * as the storefront. Its own error shape (OCTO's), its own authentication (reseller keys, no cookies, so no CSRF
 * check), and its own contract: the published OCTO specification, which is why these routes stay out of /openapi.json.
 */
export function registerOctoRoutes(app: FastifyInstance, deps: OctoRouteDeps): void {
  const ctx = octoRouteContext(deps);
  app.register(
    async (octo) => {
      octo.setErrorHandler(answerOctoError);
      octo.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'NOT_FOUND', errorMessage: `There is nothing at ${req.method} ${req.url.split('?')[0]}.` }));
      octo.addHook('preHandler', authenticateReseller(ctx));
      registerWebhookRoutes(octo, { store: deps.store, now: deps.now, ...deps.webhooks }, ctx.resellerOf, ctx.opts);
      registerProductRoutes(octo, ctx);
      registerAvailabilityRoutes(octo, ctx);
      registerBookingRoutes(octo, ctx);
    },
    { prefix: '/octo/v1' },
  );
}
