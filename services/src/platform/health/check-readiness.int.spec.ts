import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/fixtures.ts';
import { checkReadiness, positionLag } from './check-readiness.ts';

describe('readiness: stores reachable and checkpoints within the bound', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('ready');
    await ctx.store.appendToStream('thing-1', Array.from({ length: 5 }, (_, i) => ({ id: `e${i}-${ctx.prefix}`, type: 'ThingHappened', data: { i } })));
  });
  afterAll(async () => ctx?.cleanup());

  const checkpointKey = () => `${ctx.prefix}cp`;
  const lag = () => positionLag(async () => Number((await ctx.redis.get(checkpointKey())) ?? -1));

  it('is ready and ok when the checkpoint is at the head', async () => {
    await ctx.redis.set(checkpointKey(), String(await ctx.store.headPosition()));
    const r = await checkReadiness({ store: ctx.store, redis: ctx.redis, checkpoints: { model: lag() }, maxLag: 0 });
    expect(r).toMatchObject({ ready: true, status: 'ok', checkpoints: { model: { behind: 0 } } });
  });

  it('stays ready while catching up within the bound, and is not ready beyond it', async () => {
    const head = await ctx.store.headPosition();
    await ctx.redis.set(checkpointKey(), String(head - 3));
    expect(await checkReadiness({ store: ctx.store, redis: ctx.redis, checkpoints: { model: lag() }, maxLag: 3 })).toMatchObject({ ready: true, status: 'catching-up' });
    const far = await checkReadiness({ store: ctx.store, redis: ctx.redis, checkpoints: { model: lag() }, maxLag: 2 });
    expect(far).toMatchObject({ ready: false, status: 'catching-up', checkpoints: { model: { behind: 3 } } });
    expect(far.problems?.[0]).toMatch(/trails the event store by 3 positions \(more than 2\)/);
  });

  it('is not ready (degraded) when Redis does not answer, and says so within the timeout', async () => {
    // A port nobody listens on: ioredis keeps reconnecting and queues the commands, which is what a hang looks like.
    const dead = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: null, lazyConnect: false });
    dead.on('error', () => {});
    const started = Date.now();
    const r = await checkReadiness({ store: ctx.store, redis: dead, checkpoints: { model: lag() }, maxLag: 10, timeoutMs: 300 });
    dead.disconnect();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r).toMatchObject({ ready: false, status: 'degraded' });
    expect(r.problems?.join()).toMatch(/redis/);
  });
});
