import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-encoding');
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalog answers: compressed once, validated by ETag', () => {
  it('sends brotli or gzip when the client takes it, the same JSON as identity, and says it varies by Accept-Encoding', async () => {
    const plain = await get('/experiences?locale=ar');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/experiences?locale=ar', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await get('/experiences?locale=ar', { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await get('/experiences?locale=ar', { 'accept-encoding': 'identity, *;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('answers 304 with no body to a client that holds the answer, whatever its encoding, and 200 to a stale tag', async () => {
    const first = await get('/experiences?city=riyadh', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get('/experiences?city=riyadh', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another spelling of the same query shares the answer, so its validator too.
    const respelled = await get('/experiences?city=riyadh&page=1', { 'if-none-match': `"stale", ${etag}` });
    expect(respelled.statusCode).toBe(304);
    const stale = await get('/experiences?city=riyadh', { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    const other = await get('/experiences?city=dubai', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('keeps refusals uncached and unencoded: bad input is still a problem+json 422', async () => {
    const res = await get('/experiences?city=atlantis', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });
});
