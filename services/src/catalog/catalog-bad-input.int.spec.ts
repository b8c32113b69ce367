import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelKeys } from '../platform/projection-runner.ts';
import { catalogProjection } from './catalog-projection.ts';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-bad-input');
});
afterAll(async () => t?.close());

/**
 * url, the parameter the problem must name, words the detail must contain, and the status: 400 for a query the OpenAPI
 * document's schema refuses, 422 for a well-formed one the catalog cannot answer (ids it does not hold, a price range
 * that ends before it starts, a date outside the booking window).
 */
const cases: [string, string, string[], number?][] = [
  ['/experiences?city=atlantis', 'city', ['city: "atlantis" is not a known city; use one or more of', 'riyadh', 'dubai'], 422],
  ['/experiences?city=riyadh,atlantis,narnia', 'city', ['"atlantis", "narnia" are not known city values'], 422],
  ['/experiences?category=skiing', 'category', ['"skiing" is not a known category', 'desert-safaris'], 422],
  ['/experiences?theme=zombies', 'theme', ['"zombies"', 'stargazing'], 422],
  ['/experiences?label=cheap', 'label', ['"cheap" is not a known label', 'bestseller']],
  ['/experiences?occasion=wedding', 'occasion', ['"wedding"', 'honeymoon']],
  ['/experiences?recipient=pets', 'recipient', ['"pets"', 'families']],
  ['/experiences?bestFor=gamers', 'bestFor', ['"gamers"', 'foodies']],
  ['/experiences?language=klingon', 'language', ['"klingon"', 'en, ar']],
  ['/experiences?timeOfDay=noon', 'timeOfDay', ['"noon" is not a known time of day', 'morning, afternoon, evening, night']],
  ['/experiences?duration=week', 'duration', ['"week"', 'up-to-1-hour']],
  ['/experiences?priceMin=-5', 'priceMin', ['priceMin: must be', 'minor units', '0 or more', '"-5"']],
  ['/experiences?priceMax=-1', 'priceMax', ['priceMax: must be', '"-1"']],
  ['/experiences?priceMin=12.5', 'priceMin', ['whole number']],
  ['/experiences?priceMin=cheap', 'priceMin', ['"cheap"']],
  ['/experiences?priceMin=500&priceMax=100', 'priceMin', ['priceMin (500) must not be greater than priceMax (100)'], 422],
  ['/experiences?currency=GBP', 'currency', ['"GBP" is not a valid currency', 'SAR']],
  ['/experiences?rating=6', 'rating', ['rating: must be a minimum star rating from 0 to 5']],
  ['/experiences?rating=high', 'rating', ['"high"']],
  ['/experiences?age=-1', 'age', ["age: must be a traveller's age"]],
  ['/experiences?age=200', 'age', ['0 to 120']],
  ['/experiences?limit=1000', 'limit', ['limit: must be a page size from 1 to 50', '"1000"']],
  ['/experiences?limit=0', 'limit', ['from 1 to 50']],
  ['/experiences?page=0', 'page', ['page: must be a page number']],
  ['/experiences?page=1.5', 'page', ['page: must be']],
  ['/experiences?page=1&page=2', 'page', ['page: appears more than once; give it once']],
  ['/experiences?sort=cheapest', 'sort', ['"cheapest" is not a valid sort', 'recommended, price-asc, price-desc']],
  ['/experiences?locale=fr', 'locale', ['"fr" is not a valid locale', 'en, ar']],
  ['/experiences?colour=red', 'colour', ['"colour" is not a parameter of this endpoint', 'it accepts locale, city']],
  ['/experiences?date=2030-02-30', 'date', ['date: must be a calendar date', '"2030-02-30"']],
  ['/experiences?date=07/01/2030', 'date', ['YYYY-MM-DD']],
  ['/experiences?date=2029-12-31', 'date', ['date 2029-12-31 is in the past; choose today (2030-01-07) or a later day.'], 422],
  ['/experiences?date=2032-01-01', 'date', ['more than 365 days ahead'], 422],
  [`/experiences?q=${'x'.repeat(201)}`, 'q', ['q: must be at most 200 characters']],
  ['/search?date=tomorrow', 'date', ['date: must be a calendar date']],
  ['/search?destination=riyadh&where=jeddah', 'where', ['"where" is not a parameter']],
  ['/experiences/riyadh-red-sand-desert-safari?locale=de', 'locale', ['"de" is not a valid locale']],
  ['/experiences/riyadh-red-sand-desert-safari?city=riyadh', 'city', ['"city" is not a parameter of this endpoint', 'it accepts locale']],
  ['/experiences/exp-safari/availability', 'date', ['date: is required']],
  ['/experiences/exp-safari/availability?date=2030-13-01', 'date', ['date: must be a calendar date']],
  ['/experiences/exp-safari/availability?date=2030-01-01', 'date', ['in the past'], 422],
  ['/experiences/exp-safari/availability?date=2030-01-08&seats=2', 'seats', ['"seats" is not a parameter']],
  ['/cities?locale=es', 'locale', ['"es" is not a valid locale']],
  ['/categories?limit=5', 'limit', ['"limit" is not a parameter']],
  ['/images/img-exp-safari-1?w=500', 'w', ['w: must be one of the image breakpoints 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072', '"500"']],
];

describe('bad input gets a 400 (or 422) problem a person can read, and changes nothing', () => {
  let before: { checkpoint: string | null; experiences: Record<string, string>; head: number };
  beforeAll(async () => {
    const keys = readModelKeys(t.ctx.prefix, catalogProjection.name);
    before = { checkpoint: await t.ctx.redis.get(keys.checkpoint), experiences: await t.ctx.redis.hgetall(keys.collection('experiences')), head: await t.ctx.store.headPosition() };
  });

  it.each(cases)('%s', async (url, param, words, status = 400) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = res.json() as { status: number; title: string; detail: string; errors?: { path: string; message: string }[] };
    expect(problem.status).toBe(status);
    expect(problem.title).toBe(status === 400 ? 'Bad Request' : 'Unprocessable Content');
    for (const w of words) expect(problem.detail).toContain(w);
    expect(problem.detail).toMatch(/\.$/);
    // Every problem names the offending parameter, in the sentence and in errors[].
    expect(problem.detail).toContain(param);
    const paths = (problem.errors ?? []).map((e) => e.path);
    if (param === 'colour' || param === 'where' || param === 'seats' || (param === 'city' && url.includes('safari?')) || param === 'limit' && url.startsWith('/categories')) {
      expect(paths).toEqual(['(root)']);
    } else {
      expect(paths).toContain(param);
    }
  });

  it('the same request twice gets the same refusal (errors are not cached as successes)', async () => {
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url: '/experiences?city=atlantis' })).statusCode).toBe(422);
  });

  it('nothing was written by any of them', async () => {
    const keys = readModelKeys(t.ctx.prefix, catalogProjection.name);
    expect(await t.ctx.store.headPosition()).toBe(before.head);
    expect(await t.ctx.redis.get(keys.checkpoint)).toBe(before.checkpoint);
    expect(await t.ctx.redis.hgetall(keys.collection('experiences'))).toEqual(before.experiences);
    const ok = await t.app.inject({ method: 'GET', url: '/experiences' });
    expect(ok.json()).toMatchObject({ total: 6 });
  });

  it('unknown routes, slugs and images are 404 problems', async () => {
    for (const url of ['/experiences/no-such-trip', '/images/no-such-image?w=640', '/experiences/nope/availability?date=2030-01-08', '/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((res.json() as { detail: string }).detail.length).toBeGreaterThan(10);
    }
  });
});
