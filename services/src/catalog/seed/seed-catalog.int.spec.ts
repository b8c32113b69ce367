import { describe, expect, it } from 'vitest';
import { testContextPerFile } from '../../platform/testing/test-context-per-file.ts';
import { seedCatalog } from './seed-catalog.ts';

const ctx = testContextPerFile('seed-catalog');

describe('seedCatalog', () => {
  it('appends the taxonomy and one published experience per stream, and a second run appends nothing', async () => {
    const first = await seedCatalog(ctx.store, { seed: 11, size: 60 });
    // 60 timed experiences and the attractions' 24 day tickets.
    expect(first).toMatchObject({ alreadySeeded: false, experiences: 60 + 24 });
    const head = await ctx.store.headPosition();
    expect(first.appendedEvents).toBe(head);

    const again = await seedCatalog(ctx.store, { seed: 11, size: 60 });
    expect(again).toMatchObject({ alreadySeeded: true, appendedEvents: 0 });
    expect(await ctx.store.headPosition()).toBe(head);
  });

  it('finishes an interrupted seeding: a larger size adds only the missing (timed) experiences', async () => {
    const more = await seedCatalog(ctx.store, { seed: 11, size: 80 });
    expect(more).toMatchObject({ alreadySeeded: false, experiences: 20, appendedEvents: 20 });
  });
});
