import { createHash } from 'node:crypto';
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

  const timed = experiences.filter((e) => e.availabilityType !== 'OPENING_HOURS');
  const dayTickets = experiences.filter((e) => e.availabilityType === 'OPENING_HOURS');

  it('makes exactly `size` timed experiences, plus the day tickets, whose events the registry accepts', () => {
    expect(timed).toHaveLength(540);
    expect(experiences).toHaveLength(540 + dayTickets.length);
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
    expect(new Set(experiences.map((e) => e.experienceId)).size).toBe(experiences.length);
    expect(new Set(experiences.map((e) => e.slug.en)).size).toBe(experiences.length);
    expect(new Set(experiences.map((e) => e.slug.ar)).size).toBe(experiences.length);
    for (const e of experiences) expect(e.slug.en).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('includes every supplier behaviour, both pricing modes, every duration unit and both policy kinds', () => {
    expect(new Set(experiences.map((e) => e.supplier.behaviour))).toEqual(new Set(['instant', 'onRequest', 'failing', 'declining']));
    expect(new Set(experiences.flatMap((e) => e.options.map((o) => o.pricing.mode)))).toEqual(new Set(['perPerson', 'perItem']));
    expect(new Set(experiences.map((e) => e.duration.unit))).toEqual(new Set(['minutes', 'hours', 'days', 'nights', 'overnight']));
    expect(new Set(experiences.map((e) => e.cancellationPolicy.kind))).toEqual(new Set(['freeCancellation', 'nonRefundable']));
    expect(experiences.some((e) => e.options.some((o) => o.pickup.included && o.pickup.points.length > 0))).toBe(true);
  });

  it('adds the attractions as open-dated day tickets, with opening hours and hundreds of visitors a day, and changes no timed experience', () => {
    // The timed catalog's events, byte for byte, as they were before day tickets existed (seeded ids and tests rely on them).
    const timedStreams = streams.filter((s) => !s.events.some((e) => e.type === 'ExperiencePublished' && e.data.availabilityType === 'OPENING_HOURS'));
    expect(createHash('sha256').update(JSON.stringify(timedStreams)).digest('hex')).toBe('f1e2e8492977053eaedf3151dda092186fbb59b6956b556e95d799e1f4c43dfd');
    const attractions = experiences.filter((e) => e.categoryIds.some((c) => c === 'theme-parks' || c === 'museums-and-attractions'));
    // A realistic share: about a third of the attractions sell day tickets, in both countries.
    expect(dayTickets.length).toBeGreaterThanOrEqual(20);
    expect(dayTickets.length / attractions.length).toBeGreaterThan(0.2);
    expect(new Set(dayTickets.map((e) => e.countryCode))).toEqual(new Set(['SA', 'AE']));
    expect(new Set(dayTickets.map((e) => e.timeZone))).toEqual(new Set(['Asia/Riyadh', 'Asia/Dubai']));
    for (const e of dayTickets) {
      expect(e.openingHours.length).toBeGreaterThan(0);
      for (const o of e.options) {
        expect(o.capacityPerSlot).toBeGreaterThanOrEqual(100);
        expect(o.startTimes).toEqual([e.openingHours[0]!.opens]);
        expect(o.daysOfWeek).toEqual(e.openingHours.map((h) => h.day));
      }
      expect(Math.min(...dayTickets.map((d) => d.recommendedRank))).toBeGreaterThanOrEqual(540);
    }
    // Museums close one day a week: that day is not sold.
    const museum = dayTickets.find((e) => e.experienceId.includes('museum-day-ticket'))!;
    expect(museum.openingHours.map((h) => h.day)).not.toContain(1);
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
