// The relay process: every module's consumers that reach the outside world (modules.ts; today the supplier channel:
// the outbound relay to Kafka, led by one lease holder, and the consumer group of suppliers' answers). Both resume by
// themselves: the relay from its checkpoint (written after the broker's ack), the answers from the group's offsets.
import { redisOffsetClock, systemClock } from '../booking/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';
import { createMetricsRegistry } from '../platform/metrics.ts';
import type { ProcessContext } from './module-context.ts';
import { startModuleParts } from './start-module-parts.ts';
import { modules } from './modules.ts';
import { startProcessHealth } from './process-health.ts';
import { closeGracefullyOnSignal } from './shutdown.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { startTelemetryExport } from './telemetry-export.ts';

async function runRelay(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('relay', config.LOG_LEVEL);
  if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set: the relay has no broker to publish to');
  const stopTelemetry = await startTelemetryExport(config, 'relay', log);
  const store = await openEventStore(config);
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const clock = config.CLOCK_SOURCE === 'redis' ? await redisOffsetClock(redis, config.REDIS_PREFIX) : systemClock();
  const ctx: ProcessContext = { config, store, redis, prefix: config.REDIS_PREFIX, now: () => clock.now(), log };

  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const health = await startProcessHealth(config, {
    store,
    redis,
    checkpoints: Object.fromEntries(modules.flatMap((m) => Object.entries(m.consumers?.checkpoints?.(ctx) ?? {}))),
    registry: createMetricsRegistry('relay'),
    draining: () => shutdown.draining(),
    log,
    lagMetric: { name: 'rihla_supplier_relay_lag_events', help: 'Booking events the supplier relay has not yet had acknowledged by Kafka' },
  });

  const stopModules = await startModuleParts(modules.map((m) => m.consumers), ctx);
  log.info({ brokers: config.KAFKA_BROKERS, modules: modules.filter((m) => m.consumers).map((m) => m.name) }, 'relay ready');
  // A supervising parent (tests, all-in-one) learns that the relay is publishing.
  process.send?.({ type: 'ready' });

  closeAll = async () => {
    await stopModules();
    await health.close();
    clock.close();
    await store.close();
    await redis.quit();
    await stopTelemetry();
  };
}

runRelay().catch(exitOnStartupFailure);
