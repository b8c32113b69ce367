// The projector process: one runner per read model in projections.ts, each following the event store from its
// Redis checkpoint. Crash-safe by construction (documents and checkpoint commit together), so a supervisor may
// simply restart it.
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';
import { projections } from './projections.ts';
import { createMetricsRegistry } from '../platform/metrics.ts';
import { positionLag } from '../platform/health/check-readiness.ts';
import { readCheckpoint } from '../platform/projection-runner.ts';
import { startProcessHealth } from './process-health.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { closeGracefullyOnSignal } from './shutdown.ts';
import { upgradeReadModels } from './upgrade-read-models.ts';
import { startTelemetryExport } from './telemetry-export.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import { runUnderLease } from '../platform/lease.ts';

async function runProjector(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('projector', config.LOG_LEVEL);
  const stopTelemetry = await startTelemetryExport(config, 'projector', log);
  const store = await openEventStore(config);
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  // Read models written by an older projection version are rebuilt before anything folds new events into them.
  const upgraded = await upgradeReadModels({ store, redis, prefix: config.REDIS_PREFIX, log }, projections);
  if (upgraded.length) log.info({ upgraded }, 'read models rebuilt for their new projection version');
  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const health = await startProcessHealth(config, {
    store,
    redis,
    checkpoints: Object.fromEntries(projections.map((p) => [p.name, positionLag(() => readCheckpoint(redis, config.REDIS_PREFIX, p.name))])),
    registry: createMetricsRegistry('projector'),
    draining: () => shutdown.draining(),
    log,
    lagMetric: { name: 'rihla_projection_lag_positions', help: 'Event store positions each read model trails the head' },
  });
  const head = await store.headPosition();
  const started = performance.now();
  // Each read model is folded by one projector at a time: the copy holding its lease. Another copy takes over
  // from the checkpoint when the holder dies (see runUnderLease), so projectors may run in several replicas.
  const runners = projections.map((p) => {
    const leased = runUnderLease({ redis, key: `${config.REDIS_PREFIX}lease:projection:${p.name}`, name: `projection ${p.name}`, log }, async () => {
      const runner = await p.start({ store, redis, prefix: config.REDIS_PREFIX, log });
      void runner.waitFor(head).then(() => log.info({ projection: p.name, position: head, ms: Math.round(performance.now() - started) }, 'read model caught up'));
      return runner;
    });
    leased.done.catch((err: unknown) => {
      // A read model that cannot advance is stale for everyone: exit so the supervisor restarts from the checkpoint.
      log.fatal({ err, projection: p.name }, 'projection failed; exiting');
      process.exit(1);
    });
    return leased;
  });
  log.info({ projections: projections.map((p) => p.name), eventStore: store.kind, head }, 'projector running');

  closeAll = async () => {
    // Each runner commits the batch it is applying (documents and checkpoint in one MULTI), then stops.
    await Promise.all(runners.map((r) => r.stop()));
    await health.close();
    await store.close();
    await redis.quit();
    await stopTelemetry();
  };
}

runProjector().catch(exitOnStartupFailure);
