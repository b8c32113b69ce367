import { describe, expect, it } from 'vitest';
import type { CatalogCommand, CatalogEvent } from '@rihla/events/catalog';
import { fixtureOption, safari } from '../../cart/testing/cart-fixtures.ts';
import { CatalogRuleError, experienceDecider, type ExperienceState } from './experience-decider.ts';

function run(commands: CatalogCommand[], start: ExperienceState = experienceDecider.initialState()) {
  let state = start;
  const events: CatalogEvent[][] = [];
  for (const c of commands) {
    const e = experienceDecider.decide(c, state);
    events.push(e);
    state = e.reduce(experienceDecider.evolve, state);
  }
  return { state, events };
}

const published = run([{ type: 'PublishExperience', data: safari }]).state;
const sarPrice = (adult: number) => ({ mode: 'perPerson' as const, currency: 'SAR' as const, units: [{ unit: 'adult' as const, amount: adult, ageMin: 12, ageMax: 99 }] });

describe('experience decider', () => {
  it('publishes once; the same content again is a no-op, different content is refused', () => {
    const { state, events } = run([
      { type: 'PublishExperience', data: safari },
      { type: 'PublishExperience', data: { ...safari } },
    ]);
    expect(events[0]).toEqual([{ type: 'ExperiencePublished', data: safari }]);
    expect(events[1]).toEqual([]);
    expect(state).toEqual({ status: 'published', experience: safari });
    expect(() => experienceDecider.decide({ type: 'PublishExperience', data: { ...safari, rating: 1 } }, state)).toThrow(CatalogRuleError);
  });

  it('changes a price; the folded state carries it; the same price again changes nothing', () => {
    const { state, events } = run(
      [
        { type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId: 'weekend', pricing: sarPrice(35_000) } },
        { type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId: 'weekend', pricing: sarPrice(35_000) } },
      ],
      published,
    );
    expect(events[0]!.map((e) => e.type)).toEqual(['PriceChanged']);
    expect(events[1]).toEqual([]);
    expect(state.status === 'published' && state.experience.options.find((o) => o.optionId === 'weekend')!.pricing).toEqual(sarPrice(35_000));
    expect(() =>
      experienceDecider.decide({ type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId: 'nope', pricing: sarPrice(1) } }, published),
    ).toThrow(expect.objectContaining({ code: 'unknownOption' }));
  });

  it('updates fields, adds options, and withdraws once; a withdrawn experience no longer changes', () => {
    const extra = fixtureOption({ optionId: 'vip', pricing: sarPrice(90_000) });
    const { state, events } = run(
      [
        { type: 'UpdateExperience', data: { experienceId: 'exp-safari', changes: { rating: 4.9, title: safari.title } } },
        { type: 'AddOption', data: { experienceId: 'exp-safari', option: extra } },
        { type: 'AddOption', data: { experienceId: 'exp-safari', option: extra } },
        { type: 'WithdrawExperience', data: { experienceId: 'exp-safari', reason: { en: 'Season over', ar: 'انتهى الموسم' } } },
        { type: 'WithdrawExperience', data: { experienceId: 'exp-safari', reason: { en: 'Again', ar: 'مرة أخرى' } } },
      ],
      published,
    );
    // Only the fields that really change are recorded.
    expect(events[0]).toEqual([{ type: 'ExperienceUpdated', data: { experienceId: 'exp-safari', changes: { rating: 4.9 } } }]);
    expect(events[1]!.map((e) => e.type)).toEqual(['OptionAdded']);
    expect(events[2]).toEqual([]);
    expect(events[3]!.map((e) => e.type)).toEqual(['ExperienceWithdrawn']);
    expect(events[4]).toEqual([]);
    expect(state.status).toBe('withdrawn');
    expect(state.status === 'withdrawn' && state.experience.rating).toBe(4.9);
    expect(state.status === 'withdrawn' && state.experience.options.map((o) => o.optionId)).toEqual(['std', 'weekend', 'vip']);
    expect(() => experienceDecider.decide({ type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId: 'std', pricing: sarPrice(1) } }, state)).toThrow(
      expect.objectContaining({ code: 'withdrawn' }),
    );
  });

  it('refuses changes to an experience that was never published', () => {
    expect(() => experienceDecider.decide({ type: 'WithdrawExperience', data: { experienceId: 'x', reason: { en: 'a', ar: 'b' } } }, experienceDecider.initialState())).toThrow(
      expect.objectContaining({ code: 'notPublished' }),
    );
  });
});
