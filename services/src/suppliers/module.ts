import { catalogSupplierIds } from '../catalog/index.ts';
import { kafkaSecurityOf } from './kafka-security.ts';
import type { SupplierKeyCheck } from '../platform/http/authorize.ts';
import type { ModuleDefinition, ProcessContext } from '../platform/module.ts';
import { streamPrefixLag } from '../platform/health/stream-prefix-lag.ts';
import { runUnderLease } from '../platform/lease.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { startAnswerConsumer } from './answer-consumer.ts';
import { registerSupplierAnswerRoute } from './answer-route.ts';
import { createKafkajsMessageBus } from './kafkajs-message-bus.ts';
import { registerSupplierRoutes } from './routes.ts';
import { supplierChannelKeys } from './supplier-channel-keys.ts';
import { supplierBookingReferences } from './supplier-booking-reference.ts';
import { supplierKeyOf } from './supplier-keys.ts';
import { startSupplierRelay } from './supplier-relay.ts';

const relayCheckpoints = ({ redis, prefix }: ProcessContext) => redisCheckpointStore(redis, supplierChannelKeys(prefix).relayCheckpoint);

/**
 * The supplier channel: the outbound relay (event log -> supplier.{supplierId}.booking-events.v2) and the consumer
 * group of suppliers' answers (supplier.booking-responses.v2 -> the supplier answer command), run by the relay process;
 * the same answers over HTTP, its AsyncAPI document and ops status page on the api.
 */
export const suppliersModule: ModuleDefinition<{ supplierKeys: SupplierKeyCheck }> = {
  name: 'suppliers',
  routes(app, { config, store, redis, prefix, now, access, services }) {
    registerSupplierAnswerRoute(app, { store, now, supplierKeys: services.supplierKeys });
    registerSupplierRoutes(app, { brokers: config.KAFKA_BROKERS ?? '127.0.0.1:9092', store, redis, prefix, authorizer: access.authorizer });
  },
  consumers: {
    checkpoints: (ctx) => ({ relay: streamPrefixLag({ store: ctx.store, read: relayCheckpoints(ctx).read, prefixes: ['booking-'], window: ctx.config.READY_MAX_LAG_EVENTS + 1 }) }),
    async start(ctx) {
      const { config, store, redis, prefix, now, log } = ctx;
      if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set: the relay has no broker to publish to');
      const bus = createKafkajsMessageBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'rihla-relay', log, ...kafkaSecurityOf(config) });
      const checkpoints = relayCheckpoints(ctx);
      // Rihla-only (BOOKING_LINK_SECRET, required in production), under a key of its own derived from it.
      const references = supplierBookingReferences(config.bookingLinkSecret);
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
      const relay = runUnderLease({ redis, key: supplierChannelKeys(prefix).relayLease, name: 'supplier relay', log }, () =>
        started('relay', () => startSupplierRelay({ store, bus, checkpoints, redis, prefix, references, log, supplierIds: () => catalogSupplierIds(redis, prefix) })),
      );
      const answers = await started('answer consumer', () => startAnswerConsumer({ bus, store, now, keyOf: supplierKeyOf(config), references, redis, prefix, log }));
      log.info({ brokers: config.KAFKA_BROKERS, leading: relay.holding() }, 'supplier channel running');
      return {
        done: relay.done,
        async stop() {
          // The relay finishes the batch it is publishing (and its checkpoint), then the answers stop.
          await relay.stop();
          await answers.stop();
          await bus.close();
        },
      };
    },
  },
};
