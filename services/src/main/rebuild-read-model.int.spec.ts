import { describe, expect, it } from 'vitest';
import { testContextPerTest } from '../platform/testing/test-context-per-test.ts';
import { readModelKeys, startProjection } from '../platform/projection-runner.ts';
import { appendTallyHistory, foldTally, readEverything, snapshotReadModel, tallyProjection } from '../platform/testing/tally-projection.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { rebuildReadModel } from './rebuild-read-model.ts';

const context = testContextPerTest();

describe('rebuildReadModel', () => {
  it('replaces a corrupted read model with a replay, while a live projector keeps running and events keep arriving', async () => {
    const ctx = await context('rebuild-main');
    await appendTallyHistory(ctx.store, { count: 3000, docs: 120, seed: 11 });
    const live = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, batchSize: 30 });
    await live.waitFor();
    // Damage the read model the way a bug would: a wrong document and a stray one.
    const keys = readModelKeys(ctx.prefix, tallyProjection.name);
    await ctx.redis.hset(keys.collection('tallies'), 't1', JSON.stringify({ wrong: true }), 'ghost', '{}');

    const appending = (async () => {
      for (let i = 0; i < 10; i++) await appendTallyHistory(ctx.store, { count: 60, docs: 120, seed: 200 + i, perAppend: 6, label: `live${i}` });
    })();
    const result = await rebuildReadModel({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix }, registerProjection(tallyProjection), { batchSize: 100 });
    await appending;
    const head = await ctx.store.headPosition();
    await live.waitFor(head);
    await live.stop();

    expect(result.name).toBe('tally');
    expect(result.checkpoint).toBeGreaterThanOrEqual(3000);
    expect(result.documents.tallies).toBeGreaterThan(100);
    const after = await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);
    expect(after.checkpoint).toBe(head);
    expect(after.docs).toEqual(foldTally(await readEverything(ctx.store)));
    expect(await ctx.redis.keys(`${ctx.prefix}rebuild:*`)).toEqual([]);
  });

  it('rebuilds into an empty Redis from the first event', async () => {
    const ctx = await context('rebuild-empty');
    const head = await appendTallyHistory(ctx.store, { count: 500, docs: 40, seed: 12 });
    const result = await rebuildReadModel({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix }, registerProjection(tallyProjection));
    expect(result.checkpoint).toBe(head);
    const snap = await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);
    expect(snap.docs).toEqual(foldTally(await readEverything(ctx.store)));
  });
});
