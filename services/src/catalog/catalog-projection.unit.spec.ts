import { describe, expect, it } from 'vitest';
import type { CatalogEvent, Experience } from '@rihla/events/catalog';
import { projectionSpecFor } from '../platform/testing/projection-spec.ts';
import { catalogProjection, type CatalogVersionDocument, type ExperienceDocument } from './catalog-projection.ts';
import { deriveExperienceFacts } from './experience-facts.ts';
import { fixtureExperiences, fixtureTaxonomy } from './testing/catalog-fixtures.ts';

const safari = fixtureExperiences.find((e) => e.experienceId === 'exp-safari')!;

const spec = projectionSpecFor(catalogProjection);
/** Every document after the given events, keyed `collection/id`, as the projector stores them. */
const documentsAfter = (events: CatalogEvent[]): Map<string, unknown> => new Map(Object.entries(spec.given(events).documents()));

describe('catalogProjection', () => {
  it('stores a published experience with its status and derived listing facts', () => {
    const doc = documentsAfter([{ type: 'ExperiencePublished', data: safari }]).get('experiences/exp-safari') as ExperienceDocument;
    expect(doc.status).toBe('published');
    expect(doc.title).toEqual(safari.title);
    expect(doc.slug).toEqual(safari.slug);
    expect(doc.fromPrice).toEqual({ amount: 25000, currency: 'SAR', per: 'person' });
    expect(doc.timeOfDay).toEqual(['afternoon']);
    expect(doc.durationBand).toBe('1-4-hours');
    expect(doc.freeCancellation).toBe(true);
    expect(doc.position).toBe(0);
  });

  it('applies updates, added options and price changes, recomputing the facts', () => {
    const docs = documentsAfter([
      { type: 'ExperiencePublished', data: safari },
      { type: 'ExperienceUpdated', data: { experienceId: 'exp-safari', changes: { title: { en: 'Sunset Safari', ar: 'سفاري الغروب' }, duration: { unit: 'minutes', value: 45, totalMinutes: 45 } } } },
      {
        type: 'OptionAdded',
        data: {
          experienceId: 'exp-safari',
          option: { ...safari.options[0]!, optionId: 'night', startTimes: ['21:30'], pricing: { mode: 'perItem', currency: 'SAR', amount: 90000, maxPeoplePerItem: 6 } },
        },
      },
      { type: 'PriceChanged', data: { experienceId: 'exp-safari', optionId: 'std', pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: 19900, ageMin: 12, ageMax: 99 }] } } },
    ]);
    const doc = docs.get('experiences/exp-safari') as ExperienceDocument;
    expect(doc.title.en).toBe('Sunset Safari');
    expect(doc.categoryIds).toEqual(safari.categoryIds);
    expect(doc.options.map((o) => o.optionId)).toEqual(['std', 'night']);
    expect(doc.fromPrice).toEqual({ amount: 19900, currency: 'SAR', per: 'person' });
    expect(doc.timeOfDay).toEqual(['afternoon', 'night']);
    expect(doc.durationBand).toBe('up-to-1-hour');
    expect(doc.position).toBe(3);
  });

  it('marks a withdrawn experience and keeps its content', () => {
    const doc = documentsAfter([
      { type: 'ExperiencePublished', data: safari },
      { type: 'ExperienceWithdrawn', data: { experienceId: 'exp-safari', reason: { en: 'Season over', ar: 'انتهى الموسم' } } },
    ]).get('experiences/exp-safari') as ExperienceDocument;
    expect(doc.status).toBe('withdrawn');
    expect(doc.withdrawnReason).toEqual({ en: 'Season over', ar: 'انتهى الموسم' });
    expect(doc.title).toEqual(safari.title);
  });

  it('puts a restored experience back on sale, without the reason', () => {
    const doc = documentsAfter([
      { type: 'ExperiencePublished', data: safari },
      { type: 'ExperienceWithdrawn', data: { experienceId: 'exp-safari', reason: { en: 'Season over', ar: 'انتهى الموسم' } } },
      { type: 'ExperienceRestored', data: { experienceId: 'exp-safari' } },
    ]).get('experiences/exp-safari') as ExperienceDocument;
    expect(doc.status).toBe('published');
    expect(doc.withdrawnReason).toBeNull();
    expect(doc.title).toEqual(safari.title);
  });

  it('ignores changes to an experience it never saw published', () => {
    const docs = documentsAfter([{ type: 'ExperienceWithdrawn', data: { experienceId: 'ghost', reason: { en: 'x', ar: 'س' } } }]);
    expect(docs.get('experiences/ghost')).toBeUndefined();
  });

  it('stores taxonomy by id and counts every change in the version marker', () => {
    const docs = documentsAfter([...fixtureTaxonomy, { type: 'ExperiencePublished', data: safari }]);
    expect(docs.get('cities/riyadh')).toMatchObject({ name: { en: 'Riyadh', ar: 'الرياض' } });
    expect(docs.get('categories/desert-safaris')).toMatchObject({ name: { en: 'Desert safaris' } });
    expect(docs.get('themes/stargazing')).toMatchObject({ name: { en: 'Stargazing' } });
    expect(docs.get('meta/version') as CatalogVersionDocument).toEqual({ position: fixtureTaxonomy.length, changes: fixtureTaxonomy.length + 1 });
  });
});

describe('deriveExperienceFacts', () => {
  const withTimes = (startTimes: string[], duration: Experience['duration'] = { unit: 'hours', value: 2, totalMinutes: 120 }) =>
    deriveExperienceFacts({ ...safari, duration, options: [{ ...safari.options[0]!, startTimes }] });

  it.each([
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'evening'],
    ['20:59', 'evening'],
    ['21:00', 'night'],
    ['00:30', 'morning'],
  ])('a start at %s is %s', (time, bucket) => {
    expect(withTimes([time]).timeOfDay).toEqual([bucket]);
  });

  it('counts an overnight experience as night whatever its start', () => {
    expect(withTimes(['17:30'], { unit: 'overnight', value: 1, totalMinutes: 900 }).timeOfDay).toEqual(['evening', 'night']);
  });

  it.each([
    [{ unit: 'minutes', value: 60, totalMinutes: 60 }, 'up-to-1-hour'],
    [{ unit: 'minutes', value: 61, totalMinutes: 61 }, '1-4-hours'],
    [{ unit: 'hours', value: 4, totalMinutes: 240 }, '1-4-hours'],
    [{ unit: 'hours', value: 5, totalMinutes: 300 }, '4-hours-to-1-day'],
    [{ unit: 'overnight', value: 1, totalMinutes: 960 }, '4-hours-to-1-day'],
    [{ unit: 'days', value: 1, totalMinutes: 1440 }, '4-hours-to-1-day'],
    [{ unit: 'days', value: 2, totalMinutes: 2880 }, 'multi-day'],
    [{ unit: 'nights', value: 1, totalMinutes: 1200 }, 'multi-day'],
  ] as const)('duration %o is in band %s', (duration, band) => {
    expect(withTimes(['09:00'], duration).durationBand).toBe(band);
  });

  it('takes the cheapest option, adult price for per-person and the item price for per-item', () => {
    const facts = deriveExperienceFacts({
      ...safari,
      options: [
        { ...safari.options[0]!, pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: 30000, ageMin: 12, ageMax: 99 }, { unit: 'child', amount: 1000, ageMin: 3, ageMax: 11 }] } },
        { ...safari.options[0]!, optionId: 'boat', pricing: { mode: 'perItem', currency: 'SAR', amount: 20000, maxPeoplePerItem: 4 } },
      ],
    });
    expect(facts.fromPrice).toEqual({ amount: 20000, currency: 'SAR', per: 'item' });
  });
});
