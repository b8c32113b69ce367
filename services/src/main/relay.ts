// The supplier channel process: the outbound relay (event log -> supplier.booking-events.v1) and the consumer group
// of suppliers' answers (supplier.booking-responses.v1 -> the supplier answer command). Both resume by themselves:
// the relay from its checkpoint (written after the broker's ack), the answers from the group's committed offsets.
import { Redis } from 'ioredis';
import { redisOffsetClock, systemClock } from '../booking/clock.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';
import { startAnswerConsumer } from '../suppliers/answer-consumer.ts';
import { createKafkajsMessageBus } from '../suppliers/kafkajs-message-bus.ts';
import { supplierChannelKeys } from '../suppliers/supplier-channel-keys.ts';
import { supplierKeyOf } from '../suppliers/supplier-keys.ts';
import { startSupplierRelay } from '../suppliers/supplier-relay.ts';
import { closeGracefullyOnSignal } from './shutdown.ts';
import { startTelemetryExport } from './telemetry-export.ts';

async function runRelay(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('relay', config.LOG_LEVEL);
  if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set: the relay has no broker to publish to');
  const stopTelemetry = await startTelemetryExport(config, 'relay', log);
  const store = await openEventStore(config);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const clock = config.CLOCK_SOURCE === 'redis' ? await redisOffsetClock(redis, config.REDIS_PREFIX) : systemClock();
  const bus = createKafkajsMessageBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'rihla-relay', log });
  const checkpoints = redisCheckpointStore(redis, supplierChannelKeys(config.REDIS_PREFIX).relayCheckpoint);

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
  const relay = await started('relay', () => startSupplierRelay({ store, bus, checkpoints, redis, prefix: config.REDIS_PREFIX, log }));
  relay.done.catch(() => process.exit(1));
  const answers = await started('answer consumer', () =>
    startAnswerConsumer({ bus, store, now: () => clock.now(), keyOf: supplierKeyOf(config), redis, prefix: config.REDIS_PREFIX, log }),
  );
  log.info({ brokers: config.KAFKA_BROKERS, checkpoint: relay.position() }, 'relay ready');
  process.send?.({ type: 'ready' });

  closeGracefullyOnSignal(log, async () => {
    await relay.stop();
    await answers.stop();
    await bus.close();
    clock.close();
    await store.close();
    await redis.quit();
    await stopTelemetry();
  });
}

runRelay().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
