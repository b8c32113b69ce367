import { describe, expect, it } from 'vitest';
import type { CatalogCommand, CatalogEvent } from '@rihla/events/catalog';
import { fixtureOption, museumDay, safari } from '../../cart/testing/index.ts';
import { deciderSpecFor } from '../../platform/testing/decider-spec.ts';
import { CatalogRuleError, experienceDecider } from './experience-decider.ts';

const spec = deciderSpecFor(experienceDecider);
const published: CatalogEvent = { type: 'ExperiencePublished', data: safari };
const sarPrice = (adult: number) => ({ mode: 'perPerson' as const, currency: 'SAR' as const, units: [{ unit: 'adult' as const, amount: adult, ageMin: 12, ageMax: 99 }] });

const code = (c: string) => expect.objectContaining({ code: c });
const changePrice = (optionId: string, adult: number): CatalogCommand => ({ type: 'ChangePrice', data: { experienceId: 'exp-safari', optionId, pricing: sarPrice(adult) } });

describe('experience decider', () => {
  it('publishes once; the same content again is a no-op, different content is refused', () => {
    spec.given([]).when({ type: 'PublishExperience', data: safari }).then([published]);
    spec.given([published]).when({ type: 'PublishExperience', data: { ...safari } }).thenNothing();
    expect(spec.given([published]).state()).toEqual({ status: 'published', experience: safari });
    spec.given([published]).when({ type: 'PublishExperience', data: { ...safari, rating: 1 } }).thenThrows(CatalogRuleError);
  });

  it('changes a price; the folded state carries it; the same price again changes nothing', () => {
    const { events, state } = spec.given([published]).when(changePrice('weekend', 35_000)).result();
    expect(events.map((e) => e.type)).toEqual(['PriceChanged']);
    spec.given([published, ...events]).when(changePrice('weekend', 35_000)).thenNothing();
    expect(state.status === 'published' && state.experience.options.find((o) => o.optionId === 'weekend')!.pricing).toEqual(sarPrice(35_000));
    expect(() => experienceDecider.decide(changePrice('nope', 1), spec.given([published]).state())).toThrow(code('unknownOption'));
  });

  it('updates fields, adds options, and withdraws once; a withdrawn experience no longer changes', () => {
    const extra = fixtureOption({ optionId: 'vip', pricing: sarPrice(90_000) });
    // Only the fields that really change are recorded.
    spec.given([published]).when({ type: 'UpdateExperience', data: { experienceId: 'exp-safari', changes: { rating: 4.9, title: safari.title } } }).then([
      { type: 'ExperienceUpdated', data: { experienceId: 'exp-safari', changes: { rating: 4.9 } } },
    ]);
    const updated: CatalogEvent = { type: 'ExperienceUpdated', data: { experienceId: 'exp-safari', changes: { rating: 4.9 } } };
    const added = spec.given([published, updated]).when({ type: 'AddOption', data: { experienceId: 'exp-safari', option: extra } }).result().events;
    expect(added.map((e) => e.type)).toEqual(['OptionAdded']);
    spec.given([published, updated, ...added]).when({ type: 'AddOption', data: { experienceId: 'exp-safari', option: extra } }).thenNothing();
    const withdraw = (en: string, ar: string): CatalogCommand => ({ type: 'WithdrawExperience', data: { experienceId: 'exp-safari', reason: { en, ar } } });
    const { events: withdrawn, state } = spec.given([published, updated, ...added]).when(withdraw('Season over', 'انتهى الموسم')).result();
    expect(withdrawn.map((e) => e.type)).toEqual(['ExperienceWithdrawn']);
    spec.given([published, updated, ...added, ...withdrawn]).when(withdraw('Again', 'مرة أخرى')).thenNothing();
    expect(state.status).toBe('withdrawn');
    expect(state.status === 'withdrawn' && state.experience.rating).toBe(4.9);
    expect(state.status === 'withdrawn' && state.experience.options.map((o) => o.optionId)).toEqual(['std', 'weekend', 'vip']);
    expect(() => experienceDecider.decide(changePrice('std', 1), state)).toThrow(code('withdrawn'));
  });

  it('publishes a day ticket (OPENING_HOURS) only when its options sell the open days at the opening time', () => {
    spec.given([]).when({ type: 'PublishExperience', data: museumDay }).then([{ type: 'ExperiencePublished', data: museumDay }]);
    const [day] = museumDay.options;
    const refused = (data: typeof museumDay) => expect(() => experienceDecider.decide({ type: 'PublishExperience', data }, spec.given([]).state())).toThrow(code('invalidDayTicket'));
    refused({ ...museumDay, openingHours: [] });
    refused({ ...museumDay, options: [{ ...day!, startTimes: ['10:00', '14:00'] }] });
    // Sold on Monday, when the museum is closed.
    refused({ ...museumDay, options: [{ ...day!, daysOfWeek: [0, 1, 2, 3, 4, 5, 6] }] });
    refused({ ...museumDay, openingHours: museumDay.openingHours.map((h) => (h.day === 5 ? { ...h, opens: '14:00' } : h)) });
    refused({ ...museumDay, openingHours: museumDay.openingHours.map((h) => (h.day === 5 ? { ...h, closes: '09:00' } : h)) });
    // A later change cannot open a day the options do not sell either.
    const publishedDay: CatalogEvent = { type: 'ExperiencePublished', data: museumDay };
    const open7 = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day: d, opens: '10:00', closes: '22:00' }));
    expect(() => experienceDecider.decide({ type: 'UpdateExperience', data: { experienceId: museumDay.experienceId, changes: { openingHours: open7 } } }, spec.given([publishedDay]).state())).toThrow(
      code('invalidDayTicket'),
    );
    // A timed experience keeps whatever opening hours it lists.
    spec.given([]).when({ type: 'PublishExperience', data: { ...safari, openingHours: open7 } }).then([{ type: 'ExperiencePublished', data: { ...safari, openingHours: open7 } }]);
  });

  it('restores a withdrawn experience as it was, once; restoring one on sale changes nothing (ops, issue 28.15)', () => {
    const withdrawn: CatalogEvent = { type: 'ExperienceWithdrawn', data: { experienceId: 'exp-safari', reason: { en: 'Season over', ar: 'انتهى الموسم' } } };
    const restore: CatalogCommand = { type: 'RestoreExperience', data: { experienceId: 'exp-safari' } };
    spec.given([published, withdrawn]).when(restore).then([{ type: 'ExperienceRestored', data: { experienceId: 'exp-safari' } }]);
    const restored: CatalogEvent = { type: 'ExperienceRestored', data: { experienceId: 'exp-safari' } };
    expect(spec.given([published, withdrawn, restored]).state()).toEqual({ status: 'published', experience: safari });
    spec.given([published, withdrawn, restored]).when(restore).thenNothing();
    spec.given([published]).when(restore).thenNothing();
    // On sale again, it changes like any other.
    expect(spec.given([published, withdrawn, restored]).when(changePrice('std', 1)).result().events.map((e) => e.type)).toEqual(['PriceChanged']);
    expect(() => experienceDecider.decide(restore, spec.given([]).state())).toThrow(code('notPublished'));
  });

  it('refuses changes to an experience that was never published', () => {
    expect(() => experienceDecider.decide({ type: 'WithdrawExperience', data: { experienceId: 'x', reason: { en: 'a', ar: 'b' } } }, spec.given([]).state())).toThrow(code('notPublished'));
  });
});
