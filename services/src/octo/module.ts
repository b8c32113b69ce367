import { createBookingWatch } from '../booking/index.ts';
import { openCatalogSnapshot } from '../catalog/index.ts';
import type { ModuleDefinition } from '../platform/module.ts';
import type { BookingServices } from '../booking/index.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { octoBookingsProjection } from './octo-bookings-projection.ts';
import { registerResellerAdminRoutes } from './reseller-admin-routes.ts';
import { resellersProjection } from './resellers-projection.ts';
import { startOctoSaleCompleter } from './octo-sale-completer.ts';
import { registerOctoRoutes } from './routes/register-octo-routes.ts';
import { startWebhookJobs } from './webhooks/webhook-jobs.ts';
import { OCTO_WEBHOOKS_QUEUE } from './webhooks/webhook-jobs-of.ts';
import { registerWebhookFailureRoutes } from './webhooks/webhook-failure-routes.ts';

/** Resellers sell through OCTO on the same engine (the same slots, the same saga); ops manage resellers and keys. */
export const octoModule: ModuleDefinition<BookingServices> = {
  name: 'octo',
  projections: [registerProjection(resellersProjection), registerProjection(octoBookingsProjection)],
  queues: [OCTO_WEBHOOKS_QUEUE],
  jobs: {
    async start({ store, redis, prefix, now, config, log, queues }) {
      const completer = await startOctoSaleCompleter({ store, redis, prefix, now, holdTtlMs: config.BOOKING_HOLD_TTL_MS, log });
      const catalog = await openCatalogSnapshot({ redis, prefix, redisUrl: config.REDIS_URL, log });
      const webhooks = await startWebhookJobs({
        store,
        redis,
        prefix,
        catalog,
        now,
        queues,
        log,
        secret: config.OCTO_WEBHOOK_SECRET,
        allowPrivate: config.OCTO_WEBHOOKS_ALLOW_PRIVATE,
        attempts: config.OCTO_WEBHOOK_ATTEMPTS,
        timeoutMs: 10_000,
      });
      return {
        stop: async () => {
          await webhooks.stop();
          await completer.stop();
          await catalog.close();
        },
        done: Promise.all([completer.done, webhooks.done]).then(() => undefined),
      };
    },
  },
  async routes(app, { config, store, redis, prefix, now, access, services, queues }) {
    const defaultCaps = { maxHeldSeats: config.OCTO_RESELLER_MAX_HELD_SEATS, maxDepartureShare: config.OCTO_RESELLER_MAX_DEPARTURE_SHARE };
    registerResellerAdminRoutes(app, { store, redis, prefix, now, authorizer: access.authorizer, defaultCaps, holdMaxLifeMinutes: config.OCTO_HOLD_MAX_LIFE_MINUTES });
    registerWebhookFailureRoutes(app, { redis, prefix, now, authorizer: access.authorizer, queue: queues.queue(OCTO_WEBHOOKS_QUEUE) });
    const catalog = await openCatalogSnapshot({ redis, prefix, redisUrl: config.REDIS_URL, log: app.log });
    const watch = createBookingWatch(store);
    app.addHook('onClose', async () => {
      await catalog.close();
      await watch.close();
    });
    registerOctoRoutes(app, {
      store,
      redis,
      prefix,
      catalog,
      watch,
      now,
      holdTtlMs: config.BOOKING_HOLD_TTL_MS,
      confirmWaitMs: services.settings.processingBudgetMs,
      requestsPerMinute: config.OCTO_REQUESTS_PER_MINUTE,
      keylessRequestsPerMinute: config.OCTO_KEYLESS_REQUESTS_PER_MINUTE,
      holdMaxLifeMinutes: config.OCTO_HOLD_MAX_LIFE_MINUTES,
      defaultCaps,
      publicApiUrl: config.PUBLIC_API_URL.replace(/\/+$/, ''),
      webhooks: { secret: config.OCTO_WEBHOOK_SECRET, allowPrivate: config.OCTO_WEBHOOKS_ALLOW_PRIVATE },
    });
  },
};
