import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEvents, experienceStream } from '@rihla/events/catalog';
import { handleCommand } from '../../platform/command-handling.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { publishExperiences, safari } from '../../cart/testing/cart-fixtures.ts';
import { experienceDecider } from './experience-decider.ts';
import { loadExperience } from './load-experience.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext('load-experience');
});
afterAll(async () => ctx?.cleanup());

describe('loadExperience', () => {
  it('folds the experience stream: unknown, published, repriced, withdrawn; publishing twice appends once', async () => {
    expect(await loadExperience(ctx.store, 'exp-safari')).toEqual({ status: 'none' });
    await publishExperiences(ctx.store, [safari]);
    await publishExperiences(ctx.store, [safari]);
    expect(await ctx.store.readStream(experienceStream('exp-safari'))).toHaveLength(1);
    expect(await loadExperience(ctx.store, 'exp-safari')).toEqual({ status: 'published', experience: safari });

    const pricing = { mode: 'perPerson' as const, currency: 'SAR' as const, units: [{ unit: 'adult' as const, amount: 27_500, ageMin: 12, ageMax: 99 }] };
    const run = (command: Parameters<typeof experienceDecider.decide>[0]) =>
      handleCommand({ store: ctx.store, registry: catalogEvents, decider: experienceDecider, streamName: experienceStream('exp-safari'), command });
    await run({ type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId: 'std', pricing } });
    const repriced = await loadExperience(ctx.store, 'exp-safari');
    expect(repriced.status === 'published' && repriced.experience.options[0]!.pricing).toEqual(pricing);

    await run({ type: 'WithdrawExperience', data: { experienceId: 'exp-safari', reason: { en: 'Closed', ar: 'مغلق' } } });
    expect(await loadExperience(ctx.store, 'exp-safari')).toMatchObject({ status: 'withdrawn', reason: { en: 'Closed' } });
  });
});
