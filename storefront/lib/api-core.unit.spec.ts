import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFinalURL, defaultPathSerializer } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiUrl, get, querySerializer, type GetInit, type GetPath } from './api-core';

/** The url openapi-fetch builds for the same call (what `lib/api.ts`'s client sends). */
const openapiUrl = (path: string, init?: { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } }) =>
  createFinalURL(path, { baseUrl: '', params: init?.params ?? {}, querySerializer, pathSerializer: defaultPathSerializer });

describe("the browser's typed GET without openapi-fetch (lib/api-core.ts)", () => {
  const calls: { url: string; headers: IncomingMessage['headers'] }[] = [];
  let server: Server;
  const saved = process.env.RIHLA_API_URL;

  beforeAll(async () => {
    server = createServer((req, res) => {
      calls.push({ url: req.url ?? '', headers: req.headers });
      if (req.url?.startsWith('/experiences/missing')) {
        res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such experience' }));
      } else if (req.url === '/me') {
        res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ seen: req.url }));
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    process.env.RIHLA_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    process.env.RIHLA_API_URL = saved;
    await new Promise((done) => server.close(done));
  });

  it('builds the same url as the openapi-fetch client: path parameters encoded, lists comma-joined, empty values left out', () => {
    const cases: [GetPath, object | undefined][] = [
      ['/experiences/{slug}', { params: { path: { slug: 'جولة الصحراء/ليلة 1' }, query: { locale: 'ar' } } }],
      ['/experiences', { params: { query: { city: 'riyadh', categories: ['food', 'boat trips'], q: '', page: 2, date: undefined } } }],
      ['/experiences/{id}/reviews', { params: { path: { id: 'e 1?x=#' }, query: { page: 1 } } }],
      ['/me', undefined],
    ];
    for (const [path, init] of cases) {
      expect(apiUrl(path, init as GetInit<typeof path>)).toBe(openapiUrl(path, init as Parameters<typeof openapiUrl>[1]));
    }
  });

  it('asks the api for JSON with the headers given and answers its body', async () => {
    const answer = await get('/experiences/{slug}', { params: { path: { slug: 'a b' }, query: { locale: 'en' } }, headers: { 'accept-language': 'ar' } });
    expect(answer).toEqual({ seen: '/experiences/a%20b?locale=en' });
    const call = calls.at(-1)!;
    expect(call.headers.accept).toBe('application/json');
    expect(call.headers['accept-language']).toBe('ar');
  });

  it("throws ApiError with the api's problem+json, or with none when the answer is not JSON", async () => {
    const missing = await get('/experiences/{slug}', { params: { path: { slug: 'missing' }, query: { locale: 'en' } } }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: 'No such experience', problem: { detail: 'No such experience' } });
    const gateway = await get('/me').catch((e: unknown) => e);
    expect(gateway).toBeInstanceOf(ApiError);
    expect(gateway).toMatchObject({ status: 502, problem: null, message: 'Request failed (502)' });
  });
});
