import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { storefrontDir } from '../engine-stack';
import { api } from './helpers';
import { WEB_PORT } from './stack';

/**
 * Issue 25: the storefront's own server (scripts/server.mjs) answers brotli to a browser that accepts it: Next's build
 * files at quality 11, compressed once, with their immutable cache headers and a per-encoding ETag; pages as they
 * stream; gzip for a client without br; the plain bytes for a byte range or a client that accepts neither.
 * The raw bytes on the wire are read with node:http (fetch would decompress them out of sight).
 */
const DIST = resolve(storefrontDir, process.env.E2E_NEXT_DIST_DIR ?? '.next-e2e');

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port: WEB_PORT, path, method, headers: { host: `localhost:${WEB_PORT}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const decoded = (r: Raw) => (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body);

/** The pages `npm run bench:web` measures. */
async function benchPages(): Promise<[string, string][]> {
  const pages: [string, string][] = [];
  for (const [locale, prefix] of [['en', ''], ['ar', '/ar']] as const) {
    const list = await api<{ items: { slug: string }[] }>(`/experiences?limit=1&locale=${locale}`);
    pages.push([`home ${locale}`, prefix || '/'], [`city ${locale}`, `${prefix}/things-to-do-in-riyadh`], [`product ${locale}`, `${prefix}/experiences/${encodeURIComponent(list.items[0]!.slug)}`]);
  }
  return pages;
}

/** The first script of the home page: one of Next's build files. */
async function aChunk(): Promise<string> {
  const html = decoded(await get('/', { 'accept-encoding': 'identity' })).toString('utf8');
  const src = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'a script of the home page').toBeTruthy();
  return src!;
}

test('pages answer brotli to a browser that accepts it, gzip to one that does not, each decoding to the same page', async () => {
  const sizes: string[] = [];
  for (const [name, path] of await benchPages()) {
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status, name).toBe(200);
    expect.soft(br.headers['content-encoding'], name).toBe('br');
    expect.soft(String(br.headers.vary).toLowerCase(), name).toContain('accept-encoding');
    const html = decoded(br).toString('utf8');
    expect(html, name).toMatch(/^<!DOCTYPE html>/i);
    expect(html, name).toContain('</html>');
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect.soft(gz.headers['content-encoding'], name).toBe('gzip');
    expect(decoded(gz).toString('utf8'), name).toContain('</html>');
    sizes.push(`${name.padEnd(11)} HTML ${(html.length / 1024).toFixed(1)} KB raw, ${(gz.body.length / 1024).toFixed(1)} KB gzip, ${(br.body.length / 1024).toFixed(1)} KB br`);
  }
  console.log(sizes.join('\n'));
});

test("a build file comes brotli (quality 11, the file's exact bytes), gzip without br, plain without either", async () => {
  const src = await aChunk();
  const onDisk = readFileSync(resolve(DIST, src.replace('/_next/', '')));
  const br = await get(src, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
  expect(br.headers['x-content-type-options']).toBe('nosniff');
  // A document's policies (framing, referrer, permissions) are not repeated on a script (lib/security-headers.ts).
  expect(br.headers['x-frame-options']).toBeUndefined();
  expect(br.headers['permissions-policy']).toBeUndefined();
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(decoded(br).equals(onDisk)).toBe(true);
  // Quality 11, not the fast level pages stream at: smaller than quality 4 would make it.
  const { brotliCompressSync, constants } = await import('node:zlib');
  expect(br.body.length).toBeLessThan(brotliCompressSync(onDisk, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length);

  const gz = await get(src, { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(decoded(gz).equals(onDisk)).toBe(true);
  expect(gz.headers.etag).not.toBe(br.headers.etag);

  const plain = await get(src, { 'accept-encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(onDisk)).toBe(true);
});

test('a build file answers 304 to its ETag, HEAD with headers only, and a byte range with the plain bytes', async () => {
  const src = await aChunk();
  const onDisk = readFileSync(resolve(DIST, src.replace('/_next/', '')));
  const br = await get(src, { 'accept-encoding': 'br' });
  const again = await get(src, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(br.headers.etag);
  // Another encoding's ETag does not match: the client gets the bytes it can read.
  const gzipEtag = (await get(src, { 'accept-encoding': 'gzip' })).headers.etag;
  expect((await get(src, { 'accept-encoding': 'br', 'if-none-match': String(gzipEtag) })).status).toBe(200);

  const head = await get(src, { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-encoding']).toBe('br');
  expect(Number(head.headers['content-length'])).toBe(br.body.length);

  const range = await get(src, { 'accept-encoding': 'gzip, br', range: 'bytes=10-99' });
  expect(range.status).toBe(206);
  expect(range.headers['content-encoding']).toBeUndefined();
  expect(range.body.equals(onDisk.subarray(10, 100))).toBe(true);
});

test('Chromium receives every script of the product page brotli-compressed', async ({ page }) => {
  const list = await api<{ items: { slug: string }[] }>('/experiences?limit=1&locale=en');
  const encodings: { url: string; encoding: Promise<string | undefined> }[] = [];
  page.on('response', (res) => {
    if (['script', 'stylesheet', 'document'].includes(res.request().resourceType())) encodings.push({ url: res.url(), encoding: res.allHeaders().then((h) => h['content-encoding']) });
  });
  await page.goto(`/experiences/${encodeURIComponent(list.items[0]!.slug)}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await Promise.all(encodings.map(async (e) => ({ url: new URL(e.url).pathname, encoding: await e.encoding })));
  expect(seen.length).toBeGreaterThan(2);
  expect(seen.filter((s) => s.encoding !== 'br')).toEqual([]);
});
