// The supplier channel process: the outbound relay (event log -> supplier.booking-events.v1) and the consumer group
// of suppliers' answers (supplier.booking-responses.v1 -> the supplier answer command). Both resume by themselves:
// the relay from its checkpoint (written after the broker's ack), the answers from the group's committed offsets.
// Several copies may run: the relay is led by one lease holder, the answers are a consumer group.
import { redisOffsetClock, systemClock } from '../booking/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { streamPrefixLag } from '../platform/health/stream-prefix-lag.ts';
import { createLogger } from '../platform/log.ts';
import { createMetricsRegistry } from '../platform/metrics.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { runUnderLease } from '../platform/lease.ts';
import { startAnswerConsumer } from '../suppliers/answer-consumer.ts';
import { createKafkajsMessageBus } from '../suppliers/kafkajs-message-bus.ts';
import { supplierChannelKeys } from '../suppliers/supplier-channel-keys.ts';
import { supplierKeyOf } from '../suppliers/supplier-keys.ts';
import { startSupplierRelay } from '../suppliers/supplier-relay.ts';
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
  const bus = createKafkajsMessageBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'rihla-relay', log });
  const checkpoints = redisCheckpointStore(redis, supplierChannelKeys(config.REDIS_PREFIX).relayCheckpoint);

  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const health = await startProcessHealth(config, {
    store,
    redis,
    checkpoints: { relay: streamPrefixLag({ store, read: checkpoints.read, prefixes: ['booking-'], window: config.READY_MAX_LAG_EVENTS + 1 }) },
    registry: createMetricsRegistry('relay'),
    draining: () => shutdown.draining(),
    log,
    lagMetric: { name: 'rihla_supplier_relay_lag_events', help: 'Booking events the supplier relay has not yet had acknowledged by Kafka' },
  });

  // The broker may still be starting (or away): keep trying instead of crash-looping under the supervisor.
  const started = async <T>(what: string, start: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await start();
      } catch (err) {
        log.warn({ err, attempt }, `${what}: broker not reachable yet; retrying`);
        await new Promise((r) => setTimeout(r, Math.min(5000, 250 * attempt)));
      }
    }
  };
  // One relay publishes at a time: the copy holding the lease. Another copy takes over from the checkpoint when the
  // holder dies, so relays may run in several replicas without publishing every event once per copy.
  const relay = runUnderLease({ redis, key: `${config.REDIS_PREFIX}lease:supplier-relay`, name: 'supplier relay', log }, () =>
    started('relay', () => startSupplierRelay({ store, bus, checkpoints, redis, prefix: config.REDIS_PREFIX, log })),
  );
  relay.done.catch(() => process.exit(1));
  const answers = await started('answer consumer', () =>
    startAnswerConsumer({ bus, store, now: () => clock.now(), keyOf: supplierKeyOf(config), redis, prefix: config.REDIS_PREFIX, log }),
  );
  log.info({ brokers: config.KAFKA_BROKERS, leading: relay.holding() }, 'relay ready');
  // A supervising parent (tests, all-in-one) learns that the relay is publishing.
  process.send?.({ type: 'ready' });

  closeAll = async () => {
    // The relay finishes the batch it is publishing (and its checkpoint), then the answers stop.
    await relay.stop();
    await answers.stop();
    await bus.close();
    await health.close();
    clock.close();
    await store.close();
    await redis.quit();
    await stopTelemetry();
  };
}

runRelay().catch(exitOnStartupFailure);
