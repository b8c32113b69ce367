// The relay process: every module's consumers that reach the outside world (modules.ts; today the supplier channel:
// the outbound relay to Kafka, led by one lease holder, and the consumer group of suppliers' answers). Both resume by
// themselves: the relay from its checkpoint (written after the broker's ack), the answers from the group's offsets.
import { redisOffsetClock, systemClock } from '../booking/index.ts';
import type { ProcessContext } from '../platform/module.ts';
import { startModuleParts } from './start-module-parts.ts';
import { modules } from './modules.ts';
import { runProcess } from './run-process.ts';

runProcess('relay', async ({ config, log, store, redis }) => {
  if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set: the relay has no broker to publish to');
  const clock = config.CLOCK_SOURCE === 'redis' ? await redisOffsetClock(redis, config.REDIS_PREFIX) : systemClock();
  const ctx: ProcessContext = { config, store, redis, prefix: config.REDIS_PREFIX, now: () => clock.now(), log };
  return {
    checkpoints: Object.fromEntries(modules.flatMap((m) => Object.entries(m.consumers?.checkpoints?.(ctx) ?? {}))),
    lagMetric: { name: 'rihla_supplier_relay_lag_events', help: 'Booking events the supplier relay has not yet had acknowledged by Kafka' },
    async start() {
      const stopModules = await startModuleParts(modules.map((m) => m.consumers), ctx);
      log.info({ brokers: config.KAFKA_BROKERS, modules: modules.filter((m) => m.consumers).map((m) => m.name) }, 'relay ready');
      // A supervising parent (tests, all-in-one) learns that the relay is publishing.
      process.send?.({ type: 'ready' });
      return async () => {
        await stopModules();
        clock.close();
      };
    },
  };
});
