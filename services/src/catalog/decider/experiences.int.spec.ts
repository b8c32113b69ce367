import { describe, expect, it } from 'vitest';
import { experienceStream } from '@rihla/events/catalog';
import { testContextPerFile } from '../../platform/testing/test-context-per-file.ts';
import { publishExperiences, safari } from '../../cart/testing/index.ts';
import { experiences } from './experiences.ts';

const ctx = testContextPerFile('experiences');

describe('experiences', () => {
  it('folds the experience stream: unknown, published, repriced, withdrawn; publishing twice appends once', async () => {
    expect(await experiences.state(ctx.store, 'exp-safari')).toEqual({ status: 'none' });
    await publishExperiences(ctx.store, [safari]);
    await publishExperiences(ctx.store, [safari]);
    expect(await ctx.store.readStream(experienceStream('exp-safari'))).toHaveLength(1);
    expect(await experiences.state(ctx.store, 'exp-safari')).toEqual({ status: 'published', experience: safari });

    const pricing = { mode: 'perPerson' as const, currency: 'SAR' as const, units: [{ unit: 'adult' as const, amount: 27_500, ageMin: 12, ageMax: 99 }] };
    await experiences.handle(ctx.store, 'exp-safari', { type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId: 'std', pricing } });
    const repriced = await experiences.state(ctx.store, 'exp-safari');
    expect(repriced.status === 'published' && repriced.experience.options[0]!.pricing).toEqual(pricing);

    await experiences.handle(ctx.store, 'exp-safari', { type: 'WithdrawExperience', data: { experienceId: 'exp-safari', reason: { en: 'Closed', ar: 'مغلق' } } });
    expect(await experiences.state(ctx.store, 'exp-safari')).toMatchObject({ status: 'withdrawn', reason: { en: 'Closed' } });
  });
});
