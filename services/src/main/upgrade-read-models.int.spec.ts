import { describe, expect, it } from 'vitest';
import { testContextPerTest } from '../platform/testing/test-context-per-test.ts';
import { readModelKeys, startProjection } from '../platform/projection-runner.ts';
import { appendTallyHistory, foldTally, readEverything, snapshotReadModel, tallyProjection } from '../platform/testing/tally-projection.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { upgradeReadModels } from './upgrade-read-models.ts';

const context = testContextPerTest();

describe('upgradeReadModels', () => {
  it('rebuilds a read model stored by an older projection version, once, and leaves current ones alone', async () => {
    const ctx = await context('upgrade-read-models');
    const deps = { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix };
    const keys = readModelKeys(ctx.prefix, tallyProjection.name);

    // A fresh read model starts at the current version without a rebuild.
    expect(await upgradeReadModels(deps, [registerProjection(tallyProjection)])).toEqual([]);
    expect(await ctx.redis.get(keys.version)).toBe('1');

    await appendTallyHistory(ctx.store, { count: 400, docs: 30, seed: 5 });
    const runner = await startProjection({ ...deps, projection: tallyProjection });
    await runner.waitFor();
    await runner.stop();
    // What an old projection version left behind: documents of another shape.
    await ctx.redis.hset(keys.collection('tallies'), 't1', JSON.stringify({ oldShape: true }), 'stray', '{}');

    const v2 = registerProjection({ ...tallyProjection, version: 2 });
    expect(await upgradeReadModels(deps, [v2])).toEqual([{ name: 'tally', from: 1, to: 2 }]);
    const after = await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);
    expect(after.docs).toEqual(foldTally(await readEverything(ctx.store)));
    expect(await ctx.redis.get(keys.version)).toBe('2');

    // Already upgraded: nothing happens, the read model stays as it is.
    await ctx.redis.hset(keys.collection('tallies'), 'marker', '{}');
    expect(await upgradeReadModels(deps, [v2])).toEqual([]);
    expect(await ctx.redis.hexists(keys.collection('tallies'), 'marker')).toBe(1);
  });
});
