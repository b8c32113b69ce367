import sharp from 'sharp';
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

  it('draws height, fit, background, quality and density 2 as asked (issue 28.15)', async () => {
    const get = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/images/img-exp-dhow-1?${query}` });
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
      return { res, meta: await sharp(res.rawPayload).metadata(), pixels: await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true }) };
    };
    // Density 2 doubles the breakpoint: the product hero at 1536 on a density-2 screen is 3072 wide.
    expect((await get('w=1536&dpr=2')).meta).toMatchObject({ format: 'webp', width: 3072, height: 2048 });
    // A square box: cover fills it, contain letterboxes the 3:2 artwork on the background colour.
    expect((await get('w=640&h=640')).meta).toMatchObject({ width: 640, height: 640 });
    const contained = await get('w=640&h=640&fit=contain&bg=ff0000');
    expect(contained.meta).toMatchObject({ width: 640, height: 640 });
    const { data, info } = contained.pixels;
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r, g, b] = at(320, 5);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(60);
    expect((await get('w=320&h=200&dpr=2&fit=fill')).meta).toMatchObject({ width: 640, height: 400 });
    // Quality changes the bytes (and the ETag).
    const low = await get('w=1024&q=30');
    const high = await get('w=1024&q=95');
    expect(low.res.rawPayload.length).toBeLessThan(high.res.rawPayload.length);
    expect(low.res.headers.etag).not.toBe(high.res.headers.etag);
  });

  it.each([
    ['w=1000', 'w'],
    ['w=640&h=0', 'h'],
    ['w=640&h=5000', 'h'],
    ['w=640&q=100', 'q'],
    ['w=640&q=high', 'q'],
    ['w=640&dpr=3', 'dpr'],
    ['w=2048&dpr=2', 'dpr'],
    ['w=1536&h=2000&dpr=2', 'h'],
    ['w=640&fit=stretch', 'fit'],
    ['w=640&bg=red', 'bg'],
    ['w=640&format=png', 'format'],
  ])('refuses %s with a problem naming %s', async (query, name) => {
    const res = await t.app.inject({ method: 'GET', url: `/images/img-exp-dhow-1?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toContain(name);
  });

  it('answers 404 problem+json for an unknown image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/nope?w=320' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((res.json() as { detail: string }).detail).toBe('There is no image "nope".');
  });
});
