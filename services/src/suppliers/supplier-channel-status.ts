import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { EventStore } from '../platform/eventstore/port.ts';
import { streamPrefixLag } from '../platform/health/stream-prefix-lag.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { supplierChannelKeys } from './supplier-channel-keys.ts';

/** What ops read of the supplier channel (GET /ops/supplier-channel), for the OpenAPI document and this module. */
export const supplierChannelStatus = z.object({
  relay: z.object({
    /** Global position the relay has published up to (-1: none yet). */
    checkpoint: z.number().int(),
    /** Booking events after the checkpoint, not yet acknowledged by the broker (counted up to 1000). */
    pending: z.number().int(),
    /** Event appended -> acknowledged by the broker, over the latest samples. */
    lagMs: z.object({ samples: z.number().int(), p50: z.number().nullable(), p99: z.number().nullable(), max: z.number().nullable() }),
  }),
  dlq: z.object({
    count: z.number().int(),
    recent: z.array(z.object({ at: z.string(), reason: z.string(), detail: z.string(), supplierId: z.string().nullable(), source: z.string() })),
  }),
});
export type SupplierChannelStatus = z.infer<typeof supplierChannelStatus>;

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
