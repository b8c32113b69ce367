import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-openapi');
});
afterAll(async () => t?.close());

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
}

describe('OpenAPI', () => {
  it('serves /openapi.json listing every catalog route with its parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json() as OpenApiDoc;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      ['/categories', '/cities', '/experiences', '/experiences/{id}/availability', '/experiences/{slug}', '/images/{imageId}', '/search', '/themes', '/vocabulary'].sort(),
    );
    const list = doc.paths['/experiences']!.get!;
    const params = list.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['city', 'category', 'priceMin', 'priceMax', 'duration', 'language', 'age', 'timeOfDay', 'rating', 'occasion', 'label', 'recipient', 'bestFor', 'theme', 'sort', 'page', 'limit', 'locale']));
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400']));
    expect(doc.paths['/experiences/{slug}']!.get!.parameters!.some((p) => p.in === 'path' && p.name === 'slug')).toBe(true);
    expect(doc.paths['/experiences/{id}/availability']!.get!.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'date', 'locale']));
  });

  it('serves a docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });

  it('does not let fastify validate before zod: documented parameters still get the readable zod message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/experiences?limit=abc' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain('limit: must be a page size from 1 to 50; got "abc"');
  });
});
