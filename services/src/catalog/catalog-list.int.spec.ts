import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from './query/list-experiences.ts';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-list');
});
afterAll(async () => t?.close());

async function list(query: string): Promise<ListResult> {
  const res = await t.app.inject({ method: 'GET', url: `/experiences${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as ListResult;
}
const ids = (r: ListResult) => r.items.map((i) => i.id);

describe('GET /experiences', () => {
  it('lists every published experience in recommended order, leaving withdrawn ones out', async () => {
    const r = await list('');
    expect(r.total).toBe(6);
    expect(ids(r)).toEqual(['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht', 'exp-camp', 'exp-dive']);
    expect(r).toMatchObject({ page: 1, limit: 12, hasMore: false, nextPage: null, sort: 'recommended', locale: 'en' });
  });

  it('returns localized summary cards', async () => {
    const en = (await list('city=riyadh')).items.find((i) => i.id === 'exp-safari')!;
    expect(en).toEqual({
      id: 'exp-safari',
      slug: 'riyadh-red-sand-desert-safari',
      title: 'Riyadh Red Sand Desert Safari',
      city: { id: 'riyadh', name: 'Riyadh' },
      countryCode: 'SA',
      categoryIds: ['desert-safaris'],
      imageIds: ['img-exp-safari-1', 'img-exp-safari-2'],
      rating: 4.7,
      reviewCount: 320,
      fromPrice: { amount: 25000, currency: 'SAR', per: 'person' },
      duration: { unit: 'hours', value: 4, totalMinutes: 240 },
      durationBand: '1-4-hours',
      labels: ['bestseller', 'free-cancellation'],
      freeCancellation: true,
      confirmationMode: 'instant',
    });
    const ar = (await list('city=riyadh&locale=ar')).items.find((i) => i.id === 'exp-safari')!;
    expect(ar).toMatchObject({
      slug: 'سفاري-الرمال-الحمراء-الرياض',
      title: 'رحلة سفاري إلى الكثبان الحمراء في الرياض',
      city: { id: 'riyadh', name: 'الرياض' },
      labels: ['bestseller', 'free-cancellation'],
    });
  });

  it.each([
    ['city=riyadh', ['exp-museum', 'exp-safari']],
    ['city=riyadh,dubai', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht']],
    ['city=riyadh&city=dubai', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht']],
    ['category=desert-safaris', ['exp-safari']],
    ['category=city-tours,yachts', ['exp-museum', 'exp-yacht']],
    ['theme=adventure', ['exp-safari', 'exp-camp', 'exp-dive']],
    ['label=bestseller', ['exp-safari']],
    ['label=top-rated,new', ['exp-dhow', 'exp-camp']],
    ['occasion=birthday', ['exp-safari', 'exp-yacht']],
    ['recipient=couples', ['exp-dhow', 'exp-camp']],
    ['bestFor=photographers', ['exp-safari', 'exp-camp']],
    ['language=fr', ['exp-museum']],
    ['language=de,ru', ['exp-yacht', 'exp-dive']],
    ['timeOfDay=night', ['exp-yacht', 'exp-camp']],
    ['timeOfDay=morning', ['exp-museum', 'exp-yacht', 'exp-dive']],
    ['timeOfDay=evening', ['exp-dhow', 'exp-camp']],
    ['timeOfDay=afternoon', ['exp-museum', 'exp-safari', 'exp-yacht']],
    ['duration=up-to-1-hour', ['exp-yacht']],
    ['duration=1-4-hours', ['exp-museum', 'exp-safari', 'exp-dhow']],
    ['duration=4-hours-to-1-day', ['exp-camp']],
    ['duration=multi-day', ['exp-dive']],
    ['rating=4.5', ['exp-safari', 'exp-dhow', 'exp-camp']],
    ['rating=4', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-camp', 'exp-dive']],
    ['age=4', ['exp-museum', 'exp-yacht']],
    ['age=70', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht']],
    // SAR prices: museum 8000, safari 25000, dhow 30000 AED = 30633 SAR, camp 95000, yacht 120000 AED = 122532 SAR, dive 180000.
    ['priceMin=20000&priceMax=50000', ['exp-safari', 'exp-dhow']],
    ['priceMin=100000', ['exp-yacht', 'exp-dive']],
    ['priceMax=10000&currency=AED', ['exp-museum']],
    ['priceMin=30000&priceMax=30000&currency=AED', ['exp-dhow']],
    ['city=riyadh&theme=adventure', ['exp-safari']],
    ['city=dubai&rating=4.5&recipient=couples', ['exp-dhow']],
    ['city=jeddah&label=bestseller', []],
  ])('filters %s', async (query, expected) => {
    const r = await list(query);
    expect(ids(r)).toEqual(expected);
    expect(r.total).toBe(expected.length);
  });

  it.each([
    ['price-asc', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-camp', 'exp-yacht', 'exp-dive']],
    ['price-desc', ['exp-dive', 'exp-yacht', 'exp-camp', 'exp-dhow', 'exp-safari', 'exp-museum']],
    ['rating', ['exp-dhow', 'exp-safari', 'exp-camp', 'exp-museum', 'exp-dive', 'exp-yacht']],
    ['recommended', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht', 'exp-camp', 'exp-dive']],
  ])('sorts by %s', async (sort, expected) => {
    expect(ids(await list(`sort=${sort}`))).toEqual(expected);
  });

  it('pages for "Load More" with a total', async () => {
    const p1 = await list('limit=2&sort=price-asc');
    expect(ids(p1)).toEqual(['exp-museum', 'exp-safari']);
    expect(p1).toMatchObject({ total: 6, page: 1, limit: 2, hasMore: true, nextPage: 2 });
    const p3 = await list('limit=2&sort=price-asc&page=3');
    expect(ids(p3)).toEqual(['exp-yacht', 'exp-dive']);
    expect(p3).toMatchObject({ total: 6, hasMore: false, nextPage: null });
    const beyond = await list('limit=2&page=4');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(6);
  });

  it('counts each facet against the other active filters', async () => {
    const r = await list('city=riyadh&theme=adventure');
    // The city facet ignores the city filter but applies the theme filter (camel ride is withdrawn).
    expect(r.facets.city).toEqual({ dubai: 0, riyadh: 1, alula: 1, jeddah: 1 });
    // The theme facet applies only the city filter.
    expect(r.facets.theme).toEqual({ adventure: 1, culture: 1, luxury: 0, romance: 0, stargazing: 0 });
    // Other facets apply both filters.
    expect(r.facets.category).toMatchObject({ 'desert-safaris': 1, 'museums-attractions': 0 });
    expect(r.facets.label).toMatchObject({ bestseller: 1, new: 0 });
  });

  it('gives counts for every filter of the unfiltered catalog', async () => {
    const r = await list('');
    expect(r.facets.city).toEqual({ dubai: 2, riyadh: 2, alula: 1, jeddah: 1 });
    expect(r.facets.timeOfDay).toEqual({ morning: 3, afternoon: 3, evening: 2, night: 2 });
    expect(r.facets.duration).toEqual({ 'up-to-1-hour': 1, '1-4-hours': 3, '4-hours-to-1-day': 1, 'multi-day': 1 });
    expect(r.facets.language).toEqual({ en: 5, ar: 4, fr: 1, de: 1, es: 0, ru: 1, zh: 0, hi: 0, ur: 0, it: 0 });
    expect(r.facets.label).toEqual({ bestseller: 1, new: 1, 'likely-to-sell-out': 1, 'free-cancellation': 1, 'skip-the-line': 1, 'private-tour': 1, 'top-rated': 1 });
    expect(r.facets.rating).toEqual({ '3': 6, '3.5': 6, '4': 5, '4.5': 3 });
    expect(r.facets.ageGroup).toEqual({ infant: 2, child: 4, teen: 5, adult: 6, senior: 5 });
    expect(r.facets.price).toEqual({ min: 8000, max: 180000, currency: 'SAR' });
    expect(r.facets.occasion).toMatchObject({ birthday: 2, honeymoon: 1, eid: 0 });
    expect(r.facets.recipient).toMatchObject({ couples: 2, families: 2, kids: 0 });
    expect(r.facets.bestFor).toMatchObject({ photographers: 2, foodies: 1, 'thrill-seekers': 0 });
  });

  it('computes the price facet without the price filter, in the requested currency', async () => {
    const r = await list('priceMax=10000&currency=AED');
    expect(r.facets.price).toEqual({ min: 7835, max: 176280, currency: 'AED' });
    expect(r.facets.rating['4']).toBe(1);
  });

  it('answers in Arabic with locale=ar', async () => {
    const r = await list('locale=ar');
    expect(r.items[0]!.title).toBe('جولة مصحوبة بمرشد في المتحف الوطني');
    expect(r.items[0]!.city.name).toBe('الرياض');
  });

  it('answers the same query twice byte for byte (served from the cache the second time)', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/experiences?city=dubai&sort=rating' });
    const b = await t.app.inject({ method: 'GET', url: '/experiences?city=dubai&sort=rating' });
    const c = await t.app.inject({ method: 'GET', url: '/experiences?sort=rating&city=dubai' });
    expect(b.body).toBe(a.body);
    expect(c.body).toBe(a.body);
  });
});

describe('GET /vocabulary', () => {
  it('names every facet value and sort in the requested language', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/vocabulary' })).json() as Record<string, { id?: string; value?: number; name: string }[]>;
    expect(en.city!.map((c) => c.id)).toEqual(['dubai', 'riyadh', 'jeddah', 'alula']);
    expect(en.label).toContainEqual({ id: 'bestseller', name: 'Bestseller' });
    expect(en.duration).toContainEqual({ id: 'multi-day', name: 'Multi-day' });
    expect(en.sort).toContainEqual({ id: 'price-asc', name: 'Price: low to high' });
    expect(en.rating).toContainEqual({ value: 4.5, name: '4.5+ stars' });
    expect(en.ageGroup).toContainEqual({ id: 'child', name: 'Children (3-11)', min: 3, max: 11 });
    const ar = (await t.app.inject({ method: 'GET', url: '/vocabulary?locale=ar' })).json() as Record<string, { id: string; name: string }[]>;
    expect(ar.city).toContainEqual({ id: 'riyadh', name: 'الرياض' });
    expect(ar.timeOfDay!.find((v) => v.id === 'night')?.name).toContain('ليلاً');
    expect(ar.label).toContainEqual({ id: 'free-cancellation', name: 'إلغاء مجاني' });
  });
});

describe('taxonomy', () => {
  it('lists cities by popularity with counts of bookable experiences', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cities?locale=ar' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: string; name: string; experienceCount: number; image: { id: string } }[] };
    expect(body.items.map((c) => c.id)).toEqual(['dubai', 'riyadh', 'jeddah', 'alula']);
    expect(body.items[1]).toMatchObject({ id: 'riyadh', name: 'الرياض', experienceCount: 2, countryCode: 'SA', image: { id: 'city-riyadh' } });
  });

  it('lists categories and themes with counts', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/categories' })).json() as { items: { id: string; name: string; experienceCount: number }[] };
    expect(categories.items.find((c) => c.id === 'desert-safaris')).toEqual({
      id: 'desert-safaris',
      name: 'Desert safaris',
      description: 'All about Desert safaris',
      experienceCount: 1,
    });
    const themes = (await t.app.inject({ method: 'GET', url: '/themes?locale=ar' })).json() as { items: { id: string; name: string; experienceCount: number }[] };
    expect(themes.items.find((c) => c.id === 'adventure')).toMatchObject({ name: 'مغامرة', experienceCount: 3 });
  });
});
