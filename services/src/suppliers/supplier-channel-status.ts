import type { Redis } from 'ioredis';
import type { EventStore } from '../platform/eventstore/port.ts';
import { streamPrefixLag } from '../platform/health/stream-prefix-lag.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { supplierChannelKeys } from './supplier-channel-keys.ts';

export interface SupplierChannelStatus {
  relay: {
    /** Global position the relay has published up to (-1: none yet). */
    checkpoint: number;
    /** Booking events after the checkpoint, not yet acknowledged by the broker (counted up to 1000). */
    pending: number;
    /** Event appended -> acknowledged by the broker, over the latest samples. */
    lagMs: { samples: number; p50: number | null; p99: number | null; max: number | null };
  };
  dlq: { count: number; recent: { at: string; reason: string; detail: string; supplierId: string | null; source: string }[] };
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : null);

/** What ops and /health see of the supplier channel: the relay's position and lag, and the answers parked in the DLQ. */
export async function readSupplierChannelStatus(store: EventStore, redis: Redis, prefix: string, recent = 20): Promise<SupplierChannelStatus> {
  const keys = supplierChannelKeys(prefix);
  const [position, lagRaw, count, recentRaw] = await Promise.all([
    streamPrefixLag({ store, read: redisCheckpointStore(redis, keys.relayCheckpoint).read, prefixes: ['booking-'], window: 1000 })(-1),
    redis.lrange(keys.relayLagMs, 0, 999),
    redis.get(keys.dlqCount),
    recent > 0 ? redis.lrange(keys.dlqRecent, 0, recent - 1) : Promise.resolve([]),
  ]);
  const lags = lagRaw.map(Number).sort((a, b) => a - b);
  return {
    relay: {
      checkpoint: position.checkpoint,
      pending: position.behind,
      lagMs: { samples: lags.length, p50: quantile(lags, 0.5), p99: quantile(lags, 0.99), max: lags.at(-1) ?? null },
    },
    dlq: { count: Number(count ?? 0), recent: recentRaw.map((r) => JSON.parse(r) as SupplierChannelStatus['dlq']['recent'][number]) },
  };
}
