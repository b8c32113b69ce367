import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from './connect-redis.ts';
import { runUnderLease, type LeaseRunner, type LeasedWork } from './lease.ts';
import { testRedisUrl, uniquePrefix } from './testing/fixtures.ts';

const connections: Redis[] = [];
const runners: LeaseRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  for (const c of connections.splice(0)) c.disconnect();
});

/** Work that only records whether it runs. */
function tracked() {
  const state = { running: 0, starts: 0 };
  const start = async (): Promise<LeasedWork> => {
    state.running += 1;
    state.starts += 1;
    let end!: () => void;
    const done = new Promise<void>((r) => (end = r));
    return {
      done,
      stop: async () => {
        state.running -= 1;
        end();
      },
    };
  };
  return { state, start };
}

function copy(key: string, ttlMs: number) {
  const redis = connectRedis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  connections.push(redis);
  const work = tracked();
  const runner = runUnderLease({ redis, key, name: 'test', ttlMs }, work.start);
  runners.push(runner);
  return { redis, work, runner };
}

describe('lease over one piece of work', () => {
  it('runs the work in one copy only; a copy that dies is replaced once its lease lapses', async () => {
    const key = `${uniquePrefix('lease')}lease:work`;
    const ttlMs = 600;
    const a = copy(key, ttlMs);
    await sleep(100);
    const b = copy(key, ttlMs);
    let both = 0;
    const watch = setInterval(() => {
      if (a.work.state.running + b.work.state.running > 1) both += 1;
    }, 5);
    try {
      await sleep(3 * ttlMs);
      expect(a.runner.holding()).toBe(true);
      expect(b.runner.holding()).toBe(false);
      expect(b.work.state.starts).toBe(0);

      // The holder loses Redis (as a killed or cut-off process would): it stops its work before its lease lapses,
      // and the other copy starts once the lease has lapsed.
      const cut = Date.now();
      a.redis.disconnect();
      while (b.work.state.running === 0 && Date.now() - cut < 10 * ttlMs) await sleep(5);
      expect(b.work.state.running).toBe(1);
      expect(a.work.state.running).toBe(0);
      expect(Date.now() - cut).toBeGreaterThanOrEqual(ttlMs - 250);
      expect(Date.now() - cut).toBeLessThan(3 * ttlMs);
      expect(both).toBe(0);
    } finally {
      clearInterval(watch);
    }
  });

  it('a copy that stops gives the lease back at once', async () => {
    const key = `${uniquePrefix('lease')}lease:work`;
    const a = copy(key, 5_000);
    await sleep(50);
    const b = copy(key, 5_000);
    await sleep(100);
    expect(a.runner.holding()).toBe(true);
    const t = Date.now();
    await a.runner.stop();
    while (!b.runner.holding() && Date.now() - t < 5_000) await sleep(5);
    expect(b.runner.holding()).toBe(true);
    expect(Date.now() - t).toBeLessThan(2_500);
  });
});
