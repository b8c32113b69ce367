import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEvent } from '@rihla/events/catalog';
import type { Availability } from './query/experience-availability.ts';
import type { ExperienceDetail } from './query/experience-detail.ts';
import type { ListResult } from './query/list-experiences.ts';
import { generateCatalog } from './seed/generate-catalog.ts';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

/** The api over the full generated catalog (the one `npm start` seeds). */
let t: CatalogTestApp;
beforeAll(async () => {
  const streams = generateCatalog({ seed: 20260101, size: 540 }) as { streamName: string; events: CatalogEvent[] }[];
  t = await startCatalogTestApp('catalog-generated', streams);
}, 120_000);
afterAll(async () => t?.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as T;
}
const ARABIC = /[\u0600-\u06FF]/;
const ids = (r: ListResult) => r.items.map((i) => i.id);

async function allIds(query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const r = await get<ListResult>(`${query}${query.includes('?') ? '&' : '?'}limit=50&page=${page}`);
    out.push(...ids(r));
    if (!r.hasMore) return out;
  }
}

describe('the generated catalog through the api', () => {
  it('lists at least 500 experiences, and the facets add up', async () => {
    const r = await get<ListResult>('/experiences');
    expect(r.total).toBeGreaterThanOrEqual(500);
    const cityTotal = Object.values(r.facets.city).reduce((a, b) => a + b, 0);
    expect(cityTotal).toBe(r.total);
    expect(Object.values(r.facets.duration).reduce((a, b) => a + b, 0)).toBe(r.total);
    expect(r.facets.price).not.toBeNull();
  });

  it('?city=riyadh&locale=ar returns Riyadh experiences with Arabic titles', async () => {
    const r = await get<ListResult>('/experiences?city=riyadh&locale=ar');
    expect(r.total).toBeGreaterThan(0);
    for (const card of r.items) {
      expect(card.city.id).toBe('riyadh');
      expect(card.title).toMatch(ARABIC);
      expect(card.city.name).toMatch(ARABIC);
    }
  });

  it('every facet count is what applying that filter returns', async () => {
    const r = await get<ListResult>('/experiences?limit=1');
    for (const dim of ['city', 'category', 'theme', 'label', 'timeOfDay', 'duration', 'language'] as const) {
      const [value, count] = Object.entries(r.facets[dim]).find(([, c]) => c > 0)!;
      expect((await get<ListResult>(`/experiences?${dim}=${encodeURIComponent(value)}&limit=1`)).total, `${dim}=${value}`).toBe(count);
    }
  });

  it('pages through the whole listing without repeats or gaps', async () => {
    const total = (await get<ListResult>('/experiences?limit=1')).total;
    const seen = await allIds('/experiences?sort=price-asc');
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('an Arabic free-text query finds results, and a city works across scripts', async () => {
    const sample = (await get<ListResult>('/experiences?locale=ar&limit=1')).items[0]!;
    const word = sample.title.split(/\s+/).find((w) => w.length >= 4)!;
    const found = await get<ListResult>(`/search?q=${encodeURIComponent(word)}&limit=50`);
    expect(found.total).toBeGreaterThan(0);
    expect(await allIds(`/search?q=${encodeURIComponent(word)}`)).toContain(sample.id);

    const riyadh = await allIds('/experiences?city=riyadh');
    const arabic = await allIds(`/search?q=${encodeURIComponent('الرياض')}`);
    const latin = await allIds('/search?q=riyadh&locale=ar');
    expect(riyadh.length).toBeGreaterThan(0);
    expect(arabic).toEqual(expect.arrayContaining(riyadh));
    expect(latin).toEqual(expect.arrayContaining(riyadh));
    const byDestination = await allIds(`/search?destination=${encodeURIComponent('الرياض')}`);
    expect(byDestination.sort()).toEqual([...riyadh].sort());
  });

  it('every listed experience has a detail page in both languages and a calendar answer', async () => {
    const r = await get<ListResult>('/experiences?limit=25&sort=rating');
    for (const card of r.items) {
      const en = await get<ExperienceDetail>(`/experiences/${encodeURIComponent(card.slug)}`);
      const ar = await get<ExperienceDetail>(`/experiences/${encodeURIComponent(en.slugs.ar)}?locale=ar`);
      expect(ar.id).toBe(en.id);
      expect(ar.title).toMatch(ARABIC);
      expect(en.options.length).toBeGreaterThan(0);
      const a = await get<Availability>(`/experiences/${en.id}/availability?date=2030-01-09`);
      expect(a.reason === null || a.reason === 'noOptionOnDate' || a.reason === 'soldOut').toBe(true);
    }
  });

  it('serves the generated images', async () => {
    const card = (await get<ListResult>('/experiences?limit=1')).items[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/images/${card.imageIds[0]}?w=320` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const cities = await get<{ items: { image: { id: string } }[] }>('/cities');
    expect((await t.app.inject({ method: 'GET', url: `/images/${cities.items[0]!.image.id}?w=640` })).statusCode).toBe(200);
  });
});
