import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../connect-redis.ts';
import { testRedisUrl, uniquePrefix } from '../testing/fixtures.ts';
import { rateLimitKey } from './rate-limit.ts';
import { createSharedWindowCounter } from './shared-window-counter.ts';

const rule = { name: 'requests:address', limit: 5, windowSeconds: 60 };
// A moment well inside one window, so the test never straddles two.
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % 60_000) + 1_000;
let redis: Redis;

beforeAll(() => {
  redis = connectRedis(testRedisUrl(), { maxRetriesPerRequest: null });
});
afterAll(() => redis?.disconnect());

// Two counters on one Redis stand for two api replicas.
const replica = (prefix: string) => createSharedWindowCounter({ redis, prefix, rule, flushMs: 10_000 });

describe('shared window counter (per-address limit without a round trip per request)', () => {
  it('answers from the process at once, exactly at the limit, and adds its counts to the same Redis key countAttempt uses', async () => {
    const prefix = uniquePrefix('swc');
    const a = replica(prefix);
    const answers = Array.from({ length: 7 }, (_, i) => a.count('198.51.100.7', T0 + i).allowed);
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    expect(a.count('198.51.100.8', T0).allowed).toBe(true);
    const refused = a.count('198.51.100.7', T0 + 10);
    expect(refused.retryAfterSeconds).toBe(59);

    await a.flush();
    const key = rateLimitKey(prefix, rule.name, '198.51.100.7', Math.floor(T0 / 60_000));
    expect(await redis.get(key)).toBe('8');
    expect(await redis.ttl(key)).toBeGreaterThan(60);
  });

  it("sees the other replicas' counts after a flush, and starts again in the next window", async () => {
    const prefix = uniquePrefix('swc');
    const a = replica(prefix);
    const b = replica(prefix);
    for (let i = 0; i < 3; i++) expect(a.count('203.0.113.1', T0).allowed).toBe(true);
    await a.flush();
    expect(b.count('203.0.113.1', T0).allowed).toBe(true);
    // b learns a's three on its flush: 4 counted so far, one more fits, then it refuses.
    await b.flush();
    expect(b.count('203.0.113.1', T0).allowed).toBe(true);
    expect(b.count('203.0.113.1', T0).allowed).toBe(false);
    expect(b.count('203.0.113.1', T0 + 60_000).allowed).toBe(true);
  });

  it('keeps its counts while Redis cannot take them and adds them on the next flush', async () => {
    const prefix = uniquePrefix('swc');
    const broken = connectRedis(testRedisUrl(), { maxRetriesPerRequest: 0, enableOfflineQueue: false });
    const c = createSharedWindowCounter({ redis: broken, prefix, rule, flushMs: 10_000 });
    for (let i = 0; i < 6; i++) c.count('192.0.2.9', T0);
    expect(c.count('192.0.2.9', T0).allowed).toBe(false);
    await expect(c.flush()).rejects.toThrow();
    if (broken.status !== 'ready') await new Promise((ready) => broken.once('ready', ready));
    await c.flush();
    expect(await redis.get(rateLimitKey(prefix, rule.name, '192.0.2.9', Math.floor(T0 / 60_000)))).toBe('7');
    broken.disconnect();
  });
});
