// The api process: the access module's routes (identity), then every module's routes (modules.ts: catalog, cart,
// checkout and booking, the payment provider's hosted page and webhook, ops, OCTO, ...), the OpenAPI document, and a
// health answer that says how far each read model trails the event store.
import { registerAddressRateLimit } from '../platform/http/address-rate-limit.ts';
import { registerOpenApi } from '../platform/http/openapi.ts';
import { registerHttpTracing } from '../platform/http/http-tracing.ts';
import { createHttpServer } from '../platform/http/server.ts';
import { instrumentHttpMetrics } from '../platform/metrics.ts';
import { positionLag } from '../platform/health/check-readiness.ts';
import { readCheckpoint } from '../platform/projection-runner.ts';
import { createQueueFactory } from '../platform/queues.ts';
import { createBookingServices } from './booking-services.ts';
import { PUBLIC_HEALTH_ROUTES, registerHealthRoute } from './health.ts';
import { readSupplierChannelStatus } from '../suppliers/index.ts';
import { projections } from './projections.ts';
import { accessModule, jobQueues, modules } from './modules.ts';
import { runProcess } from './run-process.ts';

runProcess('api', async ({ config, log, store, redis, registry }) => {
  // The api runs the sandbox's webhook delivery loop: its hosted page creates most webhooks.
  const booking = await createBookingServices(config, { role: 'api', store, redis, log });
  const now = () => booking.clock.now();
  const prefix = config.REDIS_PREFIX;
  // Identity and enquiry e-mails are jobs the worker sends: in Redis before the answer, so a crash loses none.
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix, log });
  const app = createHttpServer({ log, trustProxy: config.TRUST_PROXY });
  // Without an exporter no SDK runs and every span is a no-op, but the instrumentation's hooks and context switches
  // would still run on every request (~8 % of a cached catalog read's CPU): traced only when spans go somewhere.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await registerHttpTracing(app);
  // Before every route: one coarse per-address limit; the PSP's signed webhook and OCTO resellers (keyed, with their own
  // per-key limit, often many buyers behind one server address) are not shoppers, nor is a probe asking directly; the
  // same health routes relayed by the storefront (or any proxy) count like every other request.
  registerAddressRateLimit(app, {
    redis,
    prefix,
    limit: config.RATE_LIMIT_PER_ADDRESS,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    exemptPrefixes: ['/octo/', '/payments/webhook/'],
    probeRoutes: PUBLIC_HEALTH_ROUTES,
  });
  instrumentHttpMetrics(app, registry);
  return {
    checkpoints: Object.fromEntries(projections.map((p) => [p.name, positionLag(() => readCheckpoint(redis, prefix, p.name))])),
    lagMetric: { name: 'rihla_read_model_lag_positions', help: 'Event store positions each read model the api answers from trails the head' },
    async start({ health, draining }) {
      await registerOpenApi(app);
      const engine = { config, store, redis, prefix, now, log, queues, services: booking };
      // The access module (identity) first: it adds the CSRF check and the sessions every later route's checks read.
      const access = await accessModule(modules).access(app, engine);
      registerHealthRoute(app, {
        readiness: health.readiness,
        draining,
        authorizer: access.authorizer,
        ...(config.KAFKA_BROKERS ? { supplierChannel: () => readSupplierChannelStatus(store, redis, prefix, 0) } : {}),
      });
      for (const m of modules) await m.routes?.(app, { ...engine, access, jobQueues });
      await app.listen({ port: config.API_PORT, host: config.API_HOST });
      log.info({ port: config.API_PORT, publicUrl: config.PUBLIC_API_URL, eventStore: store.kind }, 'api listening');
      return async () => {
        // fastify stops accepting, finishes in-flight requests, then runs onClose hooks (the catalog snapshot).
        await app.close();
        await queues.close();
        await booking.close();
      };
    },
  };
});
