import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix } from './testing/fixtures.ts';
import { cappedExponentialBackoff, createQueueFactory, type QueueFactory } from './queues.ts';
import { connectRedis, keysOnEveryNode } from './connect-redis.ts';

const factories: QueueFactory[] = [];
const prefixes: string[] = [];
const factory = (prefix: string) => {
  const f = createQueueFactory({ redisUrl: testRedisUrl(), prefix });
  factories.push(f);
  prefixes.push(prefix);
  return f;
};
afterEach(async () => {
  for (const f of factories.splice(0)) await f.close();
  const redis = connectRedis(testRedisUrl());
  for (const p of prefixes.splice(0)) {
    const keys = await keysOnEveryNode(redis, `${p}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

describe('queue factory', () => {
  it('keeps queues of different key prefixes apart and dedupes jobs by id', async () => {
    const a = factory(uniquePrefix('qa'));
    const b = factory(uniquePrefix('qb'));
    await a.queue('jobs').add('x', { n: 1 }, { jobId: 'same-id' });
    await a.queue('jobs').add('x', { n: 2 }, { jobId: 'same-id' });
    expect(await a.queue('jobs').getWaitingCount()).toBe(1);
    expect((await a.queue('jobs').getJob('same-id'))?.data).toEqual({ n: 1 });
    expect(await b.queue('jobs').getWaitingCount()).toBe(0);
  });

  it('lets a running job finish when it closes', async () => {
    const f = factory(uniquePrefix('qc'));
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    f.worker('slow', async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    await f.queue('slow').add('s', {});
    await running;
    await f.close();
    expect(finished).toBe(true);
  });

  it('backs off exponentially from 1 s up to 10 min', () => {
    expect([1, 2, 3, 11, 30].map(cappedExponentialBackoff)).toEqual([1000, 2000, 4000, 600_000, 600_000]);
  });
});
