import type { Redis } from 'ioredis';
import { bookingStream } from '@rihla/events/booking';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { CheckpointLag } from '../../platform/health/check-readiness.ts';
import { reactorKeys } from './reactor.ts';

/**
 * How many booking events the saga reactor has still to react to. Its checkpoint moves only on booking events, so
 * head - checkpoint would count every catalog or cart event after it; instead the probe reads at most `window`
 * events after the checkpoint and counts the booking ones (a lower bound when more than `window` events follow).
 */
export function reactorLag(deps: { store: EventStore; redis: Redis; prefix: string; window: number }): CheckpointLag {
  const bookingPrefix = bookingStream('');
  return async () => {
    const stored = await deps.redis.get(reactorKeys(deps.prefix).checkpoint);
    const checkpoint = stored === null ? -1 : Number(stored);
    const after = await deps.store.readAll({ ...(checkpoint >= 0 ? { after: checkpoint } : {}), maxCount: deps.window });
    return { checkpoint, behind: after.filter((e) => e.streamName.startsWith(bookingPrefix)).length };
  };
}
