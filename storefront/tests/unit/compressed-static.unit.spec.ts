import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script (scripts/server.mjs uses it), no type declarations
import { chooseEncoding, compressedStatic } from '../../scripts/compressed-static.mjs';

/** A response that keeps what the handler wrote (the e2e spec checks the real server over HTTP). */
function fakeResponse() {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 0,
    body: undefined as Buffer | undefined,
    setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v),
    end: (b?: Buffer) => void (res.body = b),
    headers,
  };
  return res;
}

describe('compressed build files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rihla-static-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers br, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('warm() compresses the build ahead: the first request is answered from what it compressed', async () => {
    mkdirSync(join(dir, 'chunks'), { recursive: true });
    const file = join(dir, 'chunks/a.js');
    const first = `console.log(${JSON.stringify('a'.repeat(5000))});`;
    writeFileSync(file, first);
    const mtime = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, mtime, mtime);
    const serve = compressedStatic({ staticDir: dir });
    await serve.warm();
    // Same size and time, other bytes: only a file compressed before this point can still answer the first text.
    writeFileSync(file, first.replace('console', 'consolf'));
    utimesSync(file, mtime, mtime);
    const res = fakeResponse();
    expect(await serve({ method: 'GET', url: '/_next/static/chunks/a.js', headers: { 'accept-encoding': 'br' } }, res)).toBe(true);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(res.body!).toString()).toBe(first);
  });

  it('leaves paths outside the build folder, unknown files and byte ranges to Next', async () => {
    const serve = compressedStatic({ staticDir: dir });
    for (const [url, headers] of [
      ['/_next/static/../../etc/passwd.js', {}],
      ['/_next/static/%2e%2e/%2e%2e/x.js', {}],
      ['/_next/static/chunks/missing.js', {}],
      ['/_next/static/chunks/a.js', { range: 'bytes=0-9' }],
      ['/about', {}],
    ] as const) {
      expect(await serve({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } }, fakeResponse()), url).toBe(false);
    }
  });
});
