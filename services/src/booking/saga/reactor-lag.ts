import type { Redis } from 'ioredis';
import { bookingStream } from '@rihla/events/booking';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { CheckpointLag } from '../../platform/health/check-readiness.ts';
import { streamPrefixLag } from '../../platform/health/stream-prefix-lag.ts';
import { redisCheckpointStore } from '../../platform/redis-checkpoint-store.ts';
import { reactorKeys } from './reactor.ts';

/** How many booking events the saga reactor has still to react to (see streamPrefixLag). */
export function reactorLag(deps: { store: EventStore; redis: Redis; prefix: string; window: number }): CheckpointLag {
  return streamPrefixLag({ store: deps.store, read: redisCheckpointStore(deps.redis, reactorKeys(deps.prefix).checkpoint).read, prefixes: [bookingStream('')], window: deps.window });
}
