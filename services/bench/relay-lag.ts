/**
 * The supplier relay next to the bookings benchmark: a real Kafka broker (free ports, data in the bench's temp dir)
 * and KAFKA_BROKERS for the stack, which then runs the relay process too; afterwards the relay's lag (event appended
 * -> acknowledged by the broker, acks=all) from the samples it keeps in Redis. Goal: p99 <= 100 ms.
 */
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { portAnswers, startKafka } from '../../scripts/lib/kafka.mjs';
import { freePort } from '../../scripts/lib/redis.mjs';
import { readSupplierChannelStatus } from '../src/suppliers/supplier-channel-status.ts';
import { supplierChannelKeys } from '../src/suppliers/supplier-channel-keys.ts';
import type { EventStore } from '../src/platform/eventstore/port.ts';

export const RELAY_LAG_TARGET_P99_MS = 100;

export async function startBenchBroker(dir: string): Promise<{ brokers: string; stop: () => Promise<void> }> {
  let port = await freePort();
  while (await portAnswers(port + 1)) port = await freePort();
  return startKafka({ port, dir: join(dir, 'kafka'), quiet: true });
}

export interface RelayLag {
  samples: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  pending: number;
}

/** Waits (up to 30 s) until the relay has published everything appended so far; resolves with what is still pending. */
async function caughtUp(store: EventStore, redis: Redis, prefix: string): Promise<number> {
  let status = await readSupplierChannelStatus(store, redis, prefix, 0);
  for (let i = 0; i < 300 && status.relay.pending > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = await readSupplierChannelStatus(store, redis, prefix, 0);
  }
  return status.relay.pending;
}

/**
 * Once the relay has published the warm-up's messages, forgets their lags: like every other figure of the bench, the
 * relay's is measured after the warm-up (its first publish after start carries the JIT and the first produce request,
 * 0.3-0.6 s on a loaded machine, and every message behind it waited that long).
 */
export async function forgetRelayLagOfWarmUp(store: EventStore, redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    await caughtUp(store, redis, prefix);
    await redis.del(supplierChannelKeys(prefix).relayLagMs);
  } finally {
    redis.disconnect();
  }
}

/** The relay's lag over every message it published after the warm-up (up to the samples kept), once it has caught up. */
export async function relayLag(store: EventStore, redisUrl: string, prefix: string): Promise<RelayLag> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    const pending = await caughtUp(store, redis, prefix);
    const all = (await redis.lrange(supplierChannelKeys(prefix).relayLagMs, 0, -1)).map(Number).sort((a, b) => a - b);
    const q = (p: number) => (all.length ? all[Math.min(all.length - 1, Math.ceil(p * all.length) - 1)]! : null);
    return { samples: all.length, p50Ms: q(0.5), p99Ms: q(0.99), maxMs: all.at(-1) ?? null, pending };
  } finally {
    redis.disconnect();
  }
}
