// The worker process: the booking saga's reactor (event store -> BullMQ jobs), the reconciler that re-enqueues what
// unfinished bookings still need (at start and on a schedule), the BullMQ workers running the steps, and the mail
// worker (verification, password-reset and enquiry e-mails). SIGTERM closes it gracefully.
import { reactorKeys, startSagaReactor } from '../booking/saga/reactor.ts';
import { reactorLag } from '../booking/saga/reactor-lag.ts';
import { reconcileAndRecord, startReconcileSchedule } from '../booking/saga/reconcile-schedule.ts';
import { SAGA_QUEUE } from '../booking/saga/saga-jobs.ts';
import { startSagaWorker } from '../booking/saga/saga-worker.ts';
import { identitySettingsOf } from '../identity/identity-settings.ts';
import { linkSecretOf } from '../identity/link-secret.ts';
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';
import { createQueueFactory } from '../platform/queues.ts';
import { createBookingServices } from './booking-services.ts';
import { createMetricsRegistry, scrapedGauge } from '../platform/metrics.ts';
import { startProcessHealth } from './process-health.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { startMailWorker } from './mail-worker.ts';
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
  const queue = queues.queue(SAGA_QUEUE);
  const { clock, settings } = services;

  const registry = createMetricsRegistry('worker');
  scrapedGauge(registry, {
    name: 'rihla_queue_jobs',
    help: 'Saga jobs per state (waiting, active, delayed, failed)',
    label: 'state',
    read: async () => queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
  });
  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const health = await startProcessHealth(config, {
    store,
    redis,
    checkpoints: { reactor: reactorLag({ store, redis, prefix: config.REDIS_PREFIX, window: config.READY_MAX_LAG_EVENTS + 1 }) },
    registry,
    draining: () => shutdown.draining(),
    log,
    lagMetric: { name: 'rihla_saga_reactor_lag_positions', help: 'Event store positions the saga reactor trails the head' },
  });

  // Every worker copy runs a reactor, without a lease: copies compete safely (a step's job id is stable, so BullMQ
  // keeps one job however many copies enqueue it; the active-set changes are idempotent). See docs/scaling.md.
  const reactor = await startSagaReactor({ store, redis, prefix: config.REDIS_PREFIX, queue, clock, settings, log });
  // A reactor that stopped on an error feeds no more steps: exit so the supervisor restarts the worker from its checkpoint.
  reactor.done.catch(() => process.exit(1));
  const reconcileDeps = { store, redis, prefix: config.REDIS_PREFIX, queue, clock, settings, log };
  await reconcileAndRecord(reconcileDeps, 'start');
  startSagaWorker({ store, provider: services.provider, suppliers: services.suppliers, notifier: services.notifier, clock, settings, log }, queues, settings.workerConcurrency);
  await startReconcileSchedule(reconcileDeps, queues, config.BOOKING_RECONCILE_EVERY_MS);
  const linkSecret = await linkSecretOf(config.LINK_TOKEN_SECRET, redis, config.REDIS_PREFIX);
  startMailWorker({ store, notifier: services.notifier, settings: identitySettingsOf(config), linkSecret, log }, queues);
  log.info({ eventStore: store.kind, concurrency: settings.workerConcurrency, reconcileEveryMs: config.BOOKING_RECONCILE_EVERY_MS, checkpoint: await redis.get(reactorKeys(config.REDIS_PREFIX).checkpoint) }, 'worker ready');
  // A supervising parent (tests, all-in-one) learns that the worker is consuming.
  process.send?.({ type: 'ready' });

  closeAll = async () => {
    // Stop feeding new jobs first, then let running steps finish, then close the adapters they use.
    await reactor.stop();
    await queues.close();
    await services.close();
    await store.close();
    await health.close();
    await redis.quit();
    await stopTelemetry();
  };
}

runWorker().catch(exitOnStartupFailure);
