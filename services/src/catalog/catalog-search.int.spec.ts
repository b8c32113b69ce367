import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from './query/list-experiences.ts';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-search');
});
afterAll(async () => t?.close());

async function search(params: Record<string, string>): Promise<ListResult> {
  const res = await t.app.inject({ method: 'GET', url: '/search', query: params });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListResult;
}
const ids = (r: ListResult) => r.items.map((i) => i.id);

describe('GET /search free text', () => {
  it.each([
    // Arabic query, diacritics in the title but not in the query (مُخَيَّم / العُلا).
    ['مخيم العلا', ['exp-camp']],
    // Query with diacritics, title without.
    ['يَخْت', ['exp-yacht']],
    // Taa marbuta typed as haa: جده finds جدة.
    ['جده', ['exp-dive']],
    // Alef maqsura typed for yaa: سفارى finds سفاري.
    ['سفارى', ['exp-safari']],
    // Hamza-less alef finds الأحمر.
    ['البحر الاحمر', ['exp-dive']],
    // Alef with hamza typed where the text has a bare alef finds it too.
    ['أليخت', ['exp-yacht']],
    // Tatweel in the query.
    ['مـتـحـف', ['exp-museum']],
    // English.
    ['desert safari', ['exp-safari']],
    ['DHOW', ['exp-dhow']],
    ['stargazing camp', ['exp-camp']],
    // Accent-folded Latin.
    ['Crúise', ['exp-dhow']],
    // Category names in either language.
    ['Yachts', ['exp-yacht']],
    ['الغوص', ['exp-dive']],
  ])('q=%s', async (q, expected) => {
    expect(ids(await search({ q }))).toEqual(expected);
  });

  it('finds the same experiences for an Arabic query whatever the locale, returning the requested language', async () => {
    const en = await search({ q: 'يخت', locale: 'en' });
    expect(en.items.map((i) => i.title)).toEqual(['Private Yacht Charter']);
    const ar = await search({ q: 'yacht', locale: 'ar' });
    expect(ar.items.map((i) => i.title)).toEqual(['تأجير يخت خاص']);
  });

  it('finds a city in either script: الرياض and riyadh give the same Riyadh experiences', async () => {
    const arabic = await search({ q: 'الرياض' });
    const latin = await search({ q: 'riyadh', locale: 'ar' });
    expect(ids(arabic)).toEqual(['exp-safari', 'exp-museum']);
    expect(ids(latin)).toEqual(['exp-safari', 'exp-museum']);
    expect(latin.items[0]!.title).toBe('رحلة سفاري إلى الكثبان الحمراء في الرياض');
  });

  it('ranks a title match above a city match, and a city match above a category or theme match', async () => {
    // The museum is first in recommended order, but only its city says Riyadh; the safari has Riyadh in its title.
    expect(ids(await search({ q: 'riyadh' }))).toEqual(['exp-safari', 'exp-museum']);
    // "Adventure" is in the diving title, and only a category/theme of the others.
    expect(ids(await search({ q: 'adventure' }))).toEqual(['exp-dive', 'exp-safari', 'exp-camp']);
    // "Dubai" is in the dhow title and the yacht's city; "Marina" only in the dhow title.
    expect(ids(await search({ q: 'dubai' }))).toEqual(['exp-dhow', 'exp-yacht']);
    expect((await search({ q: 'riyadh' })).sort).toBe('relevance');
  });

  it('requires every word of the query to match', async () => {
    expect(ids(await search({ q: 'riyadh museum' }))).toEqual(['exp-museum']);
    expect((await search({ q: 'riyadh yacht' })).total).toBe(0);
  });

  it('says nothing matched with an empty result, not an error', async () => {
    const r = await search({ q: 'snowboarding' });
    expect(r).toMatchObject({ total: 0, items: [], search: { q: 'snowboarding' } });
  });

  it('combines text search with filters and other sorts', async () => {
    expect(ids(await search({ q: 'riyadh', sort: 'price-desc' }))).toEqual(['exp-safari', 'exp-museum']);
    expect(ids(await search({ q: 'riyadh', sort: 'price-asc' }))).toEqual(['exp-museum', 'exp-safari']);
    expect(ids(await search({ q: 'riyadh', category: 'city-tours' }))).toEqual(['exp-museum']);
  });
});

describe('GET /search by destination', () => {
  it.each([
    ['Riyadh', ['riyadh']],
    ['الرياض', ['riyadh']],
    ['ar riyad', ['riyadh']],
    ['العُلا', ['alula']],
    ['al ula', ['alula']],
    ['جده', ['jeddah']],
    ['jiddah', ['jeddah']],
    ['dubai', ['dubai']],
    ['الإمارات', ['dubai']],
    ['UAE', ['dubai']],
    ['Saudi Arabia', ['riyadh', 'alula', 'jeddah']],
  ])('destination=%s', async (destination, cities) => {
    const r = await search({ destination });
    expect(r.search.destination?.matched).toBe(true);
    expect(r.search.destination?.cities.map((c) => c.id).sort()).toEqual([...cities].sort());
    expect(new Set(r.items.map((i) => i.city.id))).toEqual(new Set(cities));
  });

  it('gives no results for a destination it does not know', async () => {
    const r = await search({ destination: 'Atlantis' });
    expect(r.total).toBe(0);
    expect(r.search.destination).toEqual({ text: 'Atlantis', cities: [], matched: false });
  });

  it('names the matched cities in the requested language', async () => {
    const r = await search({ destination: 'riyadh', locale: 'ar' });
    expect(r.search.destination?.cities).toEqual([{ id: 'riyadh', name: 'الرياض' }]);
  });
});

describe('GET /search by date', () => {
  it.each([
    // Monday: the museum runs Sun-Thu, the camp Thu-Fri, the dive Fri-Sat.
    ['2030-01-07', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht']],
    ['2030-01-10', ['exp-museum', 'exp-safari', 'exp-dhow', 'exp-yacht', 'exp-camp']],
    ['2030-01-11', ['exp-safari', 'exp-dhow', 'exp-yacht', 'exp-camp', 'exp-dive']],
  ])('date=%s lists experiences with a departure that day', async (date, expected) => {
    expect(ids(await search({ date }))).toEqual(expected);
  });

  it('combines destination, date and text', async () => {
    expect(ids(await search({ destination: 'الرياض', date: '2030-01-12', q: 'safari' }))).toEqual(['exp-safari']);
    expect(ids(await search({ destination: 'riyadh', date: '2030-01-12' }))).toEqual(['exp-safari']);
  });
});
