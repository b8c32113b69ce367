import { describe, expect, it } from 'vitest';
import { catalogEvents, type CatalogEvent, type Experience } from '@rihla/events/catalog';
import { generateCatalog, MAX_CATALOG_SIZE, slugify } from './generate-catalog.ts';

const experiencesOf = (streams: { events: CatalogEvent[] }[]): Experience[] =>
  streams.flatMap((s) => s.events).flatMap((e) => (e.type === 'ExperiencePublished' ? [e.data] : []));
const ARABIC = /[\u0600-\u06FF]/;

describe('generateCatalog', () => {
  const streams = generateCatalog({ seed: 20260101, size: 540 });
  const experiences = experiencesOf(streams);

  it('is deterministic for a seed and differs for another seed', () => {
    expect(JSON.stringify(generateCatalog({ seed: 20260101, size: 540 }))).toBe(JSON.stringify(streams));
    expect(JSON.stringify(generateCatalog({ seed: 7, size: 540 }))).not.toBe(JSON.stringify(streams));
  });

  it('makes exactly `size` experiences whose events the registry accepts', () => {
    expect(experiences).toHaveLength(540);
    for (const s of streams) for (const e of s.events) expect(() => catalogEvents.parse({ ...catalogEvents.serialize(e), metadata: { schemaVersion: 1 } } as never)).not.toThrow();
  });

  it('covers every Saudi and UAE city and every category, with real Arabic in every text', () => {
    const cities = new Set(experiences.map((e) => e.cityId));
    for (const c of ['riyadh', 'jeddah', 'alula', 'abha', 'taif', 'al-khobar', 'dubai', 'abu-dhabi', 'sharjah', 'ras-al-khaimah', 'fujairah']) expect(cities).toContain(c);
    expect(new Set(experiences.flatMap((e) => e.categoryIds)).size).toBe(12);
    for (const e of experiences) {
      for (const text of [e.title, e.overview, ...e.highlights, ...e.includes]) {
        expect(text.ar).toMatch(ARABIC);
        expect(text.en + text.ar).not.toMatch(/[{}]/);
      }
    }
  });

  it('has unique ids and slugs per locale', () => {
    expect(new Set(experiences.map((e) => e.experienceId)).size).toBe(540);
    expect(new Set(experiences.map((e) => e.slug.en)).size).toBe(540);
    expect(new Set(experiences.map((e) => e.slug.ar)).size).toBe(540);
    for (const e of experiences) expect(e.slug.en).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('includes every supplier behaviour, both pricing modes, every duration unit and both policy kinds', () => {
    expect(new Set(experiences.map((e) => e.supplier.behaviour))).toEqual(new Set(['instant', 'onRequest', 'failing', 'declining']));
    expect(new Set(experiences.flatMap((e) => e.options.map((o) => o.pricing.mode)))).toEqual(new Set(['perPerson', 'perItem']));
    expect(new Set(experiences.map((e) => e.duration.unit))).toEqual(new Set(['minutes', 'hours', 'days', 'nights', 'overnight']));
    expect(new Set(experiences.map((e) => e.cancellationPolicy.kind))).toEqual(new Set(['freeCancellation', 'nonRefundable']));
    expect(experiences.some((e) => e.options.some((o) => o.pickup.included && o.pickup.points.length > 0))).toBe(true);
  });

  it('refuses a size it cannot fill', () => {
    expect(() => generateCatalog({ seed: 1, size: MAX_CATALOG_SIZE + 1 })).toThrow(/between 1 and/);
    expect(() => generateCatalog({ seed: 1, size: 0 })).toThrow(/between 1 and/);
  });

  it('slugifies English and Arabic', () => {
    expect(slugify('Dhow Dinner Cruise & More: Premium', 'en')).toBe('dhow-dinner-cruise-and-more-premium');
    expect(slugify('رحلة بحرية في جدة: تجربة خاصة', 'ar')).toBe('رحلة-بحرية-في-جدة-تجربة-خاصة');
  });
});
