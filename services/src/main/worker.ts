// The worker process: every module's jobs (modules.ts; today the booking saga: its reactor (event store -> BullMQ
// jobs), the reconciler that re-enqueues what unfinished bookings still need, the BullMQ workers running the steps)
// and the mail worker (verification, password-reset and enquiry e-mails). SIGTERM closes it gracefully.
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';
import { createQueueFactory } from '../platform/queues.ts';
import { createBookingServices } from './booking-services.ts';
import { createMetricsRegistry } from '../platform/metrics.ts';
import { modules } from './modules.ts';
import type { WorkerContext } from './module-context.ts';
import { startModuleParts } from './start-module-parts.ts';
import { startProcessHealth } from './process-health.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { startMailWorker } from '../notifications/mail-worker.ts';
import { closeGracefullyOnSignal } from './shutdown.ts';
import { startTelemetryExport } from './telemetry-export.ts';
import { connectRedis } from '../platform/connect-redis.ts';

async function runWorker(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('worker', config.LOG_LEVEL);
  const stopTelemetry = await startTelemetryExport(config, 'worker', log);
  const store = await openEventStore(config);
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const services = await createBookingServices(config, { role: 'worker', redis, log });
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log });
  const { clock } = services;
  const prefix = config.REDIS_PREFIX;
  const ctx: WorkerContext = { config, store, redis, prefix, now: () => clock.now(), log, queues, services, registry: createMetricsRegistry('worker') };
  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const health = await startProcessHealth(config, {
    store,
    redis,
    checkpoints: Object.fromEntries(modules.flatMap((m) => Object.entries(m.jobs?.checkpoints?.(ctx) ?? {}))),
    registry: ctx.registry,
    draining: () => shutdown.draining(),
    log,
    lagMetric: { name: 'rihla_saga_reactor_lag_positions', help: 'Event store positions the saga reactor trails the head' },
  });

  const stopModules = await startModuleParts(modules.map((m) => m.jobs), ctx);
  // One mail queue for every module's e-mails (identity's links, enquiries' acknowledgements): each declares its senders.
  startMailWorker(Object.assign({}, ...(await Promise.all(modules.map((m) => m.mailSenders?.(ctx) ?? {})))), queues, log);
  log.info({ eventStore: store.kind, modules: modules.filter((m) => m.jobs).map((m) => m.name) }, 'worker ready');
  // A supervising parent (tests, all-in-one) learns that the worker is consuming.
  process.send?.({ type: 'ready' });

  closeAll = async () => {
    // Stop feeding new jobs first, then let running steps finish, then close the adapters they use.
    await stopModules();
    await queues.close();
    await services.close();
    await store.close();
    await health.close();
    await redis.quit();
    await stopTelemetry();
  };
}

runWorker().catch(exitOnStartupFailure);
