import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-images');
});
afterAll(async () => t?.close());

const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

describe('GET /images/:imageId', () => {
  it.each(['img-exp-safari-1', 'city-riyadh', 'theme-stargazing'])('renders %s as WebP with long cache headers', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}?w=320` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(isWebp(res.rawPayload)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, and differs per width', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/images/img-exp-dhow-1?w=640' });
    const again = await t.app.inject({ method: 'GET', url: '/images/img-exp-dhow-1?w=640', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const wider = await t.app.inject({ method: 'GET', url: '/images/img-exp-dhow-1?w=1280' });
    expect(wider.headers.etag).not.toBe(first.headers.etag);
    expect(wider.rawPayload.length).toBeGreaterThan(0);
  });

  it('accepts every breakpoint at densities 1 and 2, defaulting to 640', async () => {
    for (const w of [320, 640, 768, 1024, 1280, 1536, 2048]) {
      expect((await t.app.inject({ method: 'GET', url: `/images/city-dubai?w=${w}` })).statusCode, String(w)).toBe(200);
    }
    const byDefault = await t.app.inject({ method: 'GET', url: '/images/city-dubai' });
    const at640 = await t.app.inject({ method: 'GET', url: '/images/city-dubai?w=640' });
    expect(byDefault.headers.etag).toBe(at640.headers.etag);
  });

  it('answers 404 problem+json for an unknown image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/nope?w=320' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((res.json() as { detail: string }).detail).toBe('There is no image "nope".');
  });
});
