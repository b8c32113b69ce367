import type { Redis } from 'ioredis';
import { startCheckpointedConsumer, type CheckpointedConsumer } from '../platform/checkpointed-consumer.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { completeOctoSale } from './complete-octo-sale.ts';
import { octoBookings } from './octo-booking-stream.ts';
import { OctoError } from './octo-error.ts';
import { resellers } from './reseller-keys.ts';

export const OCTO_BOOKING_PREFIX = 'octo-booking-';
export const octoSaleCompleterKeys = (prefix: string) => ({ checkpoint: `${prefix}octo:sale-completer:checkpoint` });

export interface OctoSaleCompleterDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  holdTtlMs: number;
  log: Logger;
}

/**
 * The worker's half of a confirmation: for every recorded OctoBookingConfirmed, the sale it promises (idempotent on
 * reseller and uuid). The confirm request does the same at once; this finishes it when that process died between the
 * two, so a recorded confirmation always ends as an engine booking (or, the sale refused, as a cancellation).
 */
export async function startOctoSaleCompleter(deps: OctoSaleCompleterDeps): Promise<CheckpointedConsumer> {
  const { store, log } = deps;
  return startCheckpointedConsumer({
    name: 'octo sale completer',
    store,
    checkpoints: redisCheckpointStore(deps.redis, octoSaleCompleterKeys(deps.prefix).checkpoint),
    streamPrefixes: [OCTO_BOOKING_PREFIX],
    batchSize: 50,
    retryFailedBatches: true,
    log,
    async handle(batch) {
      for (const recorded of batch) {
        if (recorded.type !== 'OctoBookingConfirmed') continue;
        const { state } = await octoBookings.load(store, recorded.streamName.slice(OCTO_BOOKING_PREFIX.length));
        if (state.status !== 'confirmed') continue;
        const reseller = await resellers.state(store, state.resellerId);
        try {
          await completeOctoSale({ store, holdTtlMs: deps.holdTtlMs }, reseller.status === 'registered' ? reseller.name : state.resellerId, state, deps.now());
        } catch (err) {
          // A refused sale was taken back whole (the booking cancelled): there is nothing left to finish.
          if (err instanceof OctoError) log.warn({ uuid: state.uuid, resellerId: state.resellerId, err: err.message }, 'octo sale refused after confirmation');
          else throw err;
        }
      }
    },
  });
}
