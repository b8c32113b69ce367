// The api process: the catalog read api, the cart, checkout and booking api (with the sandbox payment provider's
// hosted page under /psp, its webhook and the supplier answer endpoint), the booking read models, the OpenAPI
// document, and a health answer that says how far each read model trails the event store.
import { randomUUID } from 'node:crypto';
import { registerBookingReadRoutes } from '../booking/read-models/routes.ts';
import { registerBookingLinkRoutes } from '../booking/links/routes.ts';
import { registerBookingRoutes } from '../booking/routes.ts';
import { registerCartRoutes } from '../cart/routes.ts';
import { registerCatalogRoutes } from '../catalog/routes.ts';
import { identitySettingsOf } from '../identity/identity-settings.ts';
import { registerIdentityRoutes } from '../identity/routes.ts';
import { ensureConfiguredStaffAccounts } from '../identity/staff-accounts.ts';
import { registerPartnerRoutes } from '../partners/routes.ts';
import { registerEnquiryRoutes } from '../enquiries/routes.ts';
import { registerReviewRoutes } from '../reviews/routes.ts';
import { registerOutboxRoutes } from '../notifications/outbox-routes.ts';
import { registerQueueDashboard } from '../ops/queue-dashboard.ts';
import { registerOpsRoutes } from '../ops/routes.ts';
import { RECONCILER_QUEUE } from '../booking/saga/reconcile-schedule.ts';
import { SAGA_QUEUE } from '../booking/saga/saga-jobs.ts';
import { registerSandboxPspRoutes } from '../payments/sandbox/psp-routes.ts';
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { registerAddressRateLimit } from '../platform/http/address-rate-limit.ts';
import { ownOriginsOf } from '../platform/http/own-origins.ts';
import { registerOpenApi } from '../platform/http/openapi.ts';
import { registerHttpTracing } from '../platform/http/http-tracing.ts';
import { createHttpServer } from '../platform/http/server.ts';
import { createLogger } from '../platform/log.ts';
import { createMetricsRegistry, instrumentHttpMetrics } from '../platform/metrics.ts';
import { positionLag } from '../platform/health/check-readiness.ts';
import { readCheckpoint } from '../platform/projection-runner.ts';
import { MAIL_QUEUE } from '../notifications/mail-jobs.ts';
import { createQueueFactory } from '../platform/queues.ts';
import { createBookingServices } from './booking-services.ts';
import { registerHealthRoute } from './health.ts';
import { registerSupplierRoutes } from '../suppliers/routes.ts';
import { readSupplierChannelStatus } from '../suppliers/supplier-channel-status.ts';
import { projections } from './projections.ts';
import { startProcessHealth } from './process-health.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { closeGracefullyOnSignal } from './shutdown.ts';
import { startTelemetryExport } from './telemetry-export.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import { createBookingWatch } from '../booking/checkout/booking-watch.ts';
import { openCatalogSnapshot } from '../catalog/query/catalog-snapshot.ts';
import { registerOctoRoutes } from '../octo/routes.ts';
import { registerResellerAdminRoutes } from '../octo/reseller-admin-routes.ts';

async function runApi(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('api', config.LOG_LEVEL);
  const stopTelemetry = await startTelemetryExport(config, 'api', log);
  const store = await openEventStore(config);
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  // The api runs the sandbox's webhook delivery loop: its hosted page creates most webhooks.
  const booking = await createBookingServices(config, { role: 'api', redis, log });
  const now = () => booking.clock.now();
  const prefix = config.REDIS_PREFIX;
  // Identity and enquiry e-mails are jobs the worker sends: in Redis before the answer, so a crash loses none.
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix, log });
  const mailQueue = queues.queue(MAIL_QUEUE);
  const app = createHttpServer({ log, trustProxy: config.TRUST_PROXY });
  // Without an exporter no SDK runs and every span is a no-op, but the instrumentation's hooks and context switches
  // would still run on every request (~8 % of a cached catalog read's CPU): traced only when spans go somewhere.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await registerHttpTracing(app);
  // Before every route: one coarse per-address limit; probes, the PSP's signed webhook and OCTO resellers (keyed, with
  // their own per-key limit, often many buyers behind one server address) are not shoppers.
  registerAddressRateLimit(app, { redis, prefix, limit: config.RATE_LIMIT_PER_ADDRESS, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS, exemptRoutes: ['/health', '/health/live', '/health/ready', '/payments/webhook'], exemptPrefixes: ['/octo/'] });
  const registry = createMetricsRegistry('api');
  instrumentHttpMetrics(app, registry);
  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const draining = () => shutdown.draining();
  const health = await startProcessHealth(config, {
    store,
    redis,
    checkpoints: Object.fromEntries(projections.map((p) => [p.name, positionLag(() => readCheckpoint(redis, prefix, p.name))])),
    registry,
    draining,
    log,
    lagMetric: { name: 'rihla_read_model_lag_positions', help: 'Event store positions each read model the api answers from trails the head' },
  });
  await registerOpenApi(app);
  // Identity first: it adds the CSRF check and the sessions every later route's access checks read.
  const identity = registerIdentityRoutes(app, { store, redis, prefix, mailQueue, now, settings: identitySettingsOf(config), supplierKeys: booking.supplierKeys, log });
  await ensureConfiguredStaffAccounts({ store, config, now, log });
  registerPartnerRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer });
  registerEnquiryRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer, mailQueue, log, perAddressPerHour: config.ENQUIRIES_PER_ADDRESS_PER_HOUR });
  registerReviewRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer, claimedEmailsOf: identity.claimedEmailsOf, perCustomerPerHour: config.REVIEWS_PER_CUSTOMER_PER_HOUR });
  registerHealthRoute(app, {
    readiness: health.readiness,
    draining,
    ...(config.KAFKA_BROKERS ? { supplierChannel: () => readSupplierChannelStatus(store, redis, prefix, 0) } : {}),
  });
  await registerCatalogRoutes(app, { redis, prefix, redisUrl: config.REDIS_URL, now: () => new Date() });
  await registerCartRoutes(app, { store, redis, prefix, now, newId: () => randomUUID() });
  registerBookingRoutes(app, {
    store,
    now,
    provider: booking.provider,
    supplierKeys: booking.supplierKeys,
    processingBudgetMs: booking.settings.processingBudgetMs,
    returnOrigins: ownOriginsOf(config),
    log,
    customerOf: async (req) => (await identity.authorizer.principal(req))?.customerId ?? null,
    authorizeBooking: (req, b) => identity.bookingReadAccess(req, { kind: 'bookingStatus', ...b }),
  });
  registerBookingLinkRoutes(app, { secret: config.bookingLinkSecret, now });
  registerBookingReadRoutes(app, { redis, prefix, now, authorize: identity.bookingReadAccess, claimedEmailsOf: identity.claimedEmailsOf });
  // Ops actions (retry, answer for a supplier, re-run an overdue refund): role ops, on the saga's own queue.
  registerOpsRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer, sagaQueue: queues.queue(SAGA_QUEUE), reconcileEveryMs: config.BOOKING_RECONCILE_EVERY_MS, log });
  // Failed, stalled and delayed jobs of every queue: ops act (retry, promote; audited), finance look.
  await registerQueueDashboard(app, {
    queues: [SAGA_QUEUE, MAIL_QUEUE, RECONCILER_QUEUE].map((name) => queues.queue(name)),
    authorizer: identity.authorizer,
    store,
    now: () => new Date(),
    newId: () => randomUUID(),
    publicPath: config.QUEUE_DASHBOARD_PUBLIC_PATH,
  });
  registerSandboxPspRoutes(app, booking.provider);
  // Resellers sell through OCTO on the same engine (the same slots, the same saga).
  registerResellerAdminRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer });
  const octoCatalog = await openCatalogSnapshot({ redis, prefix, redisUrl: config.REDIS_URL, log: app.log });
  const octoWatch = createBookingWatch(store);
  app.addHook('onClose', async () => {
    await octoCatalog.close();
    await octoWatch.close();
  });
  registerOctoRoutes(app, {
    store,
    redis,
    prefix,
    catalog: octoCatalog,
    watch: octoWatch,
    now,
    holdTtlMs: config.BOOKING_HOLD_TTL_MS,
    confirmWaitMs: booking.settings.processingBudgetMs,
    requestsPerMinute: config.OCTO_REQUESTS_PER_MINUTE,
    publicApiUrl: config.PUBLIC_API_URL.replace(/\/+$/, ''),
  });
  registerSupplierRoutes(app, { brokers: config.KAFKA_BROKERS ?? '127.0.0.1:9092', store, redis, prefix, authorizer: identity.authorizer });
  if (config.devRoutes) registerOutboxRoutes(app, booking.notifier);
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  log.info({ port: config.API_PORT, publicUrl: config.PUBLIC_API_URL, eventStore: store.kind }, 'api listening');

  closeAll = async () => {
    // fastify stops accepting, finishes in-flight requests, then runs onClose hooks (the catalog snapshot).
    await app.close();
    await health.close();
    await queues.close();
    await booking.close();
    await store.close();
    await redis.quit();
    await stopTelemetry();
  };
}

runApi().catch(exitOnStartupFailure);
