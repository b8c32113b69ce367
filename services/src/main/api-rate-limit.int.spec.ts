import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { createTestContext, type TestContext } from '../platform/testing/fixtures.ts';

const LIMIT = 12;
let ctx: TestContext;
let api: ChildProcess;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext('api-rate-limit');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The real api process, with a limit small enough to reach; the test is its loopback proxy naming each client.
  api = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'api.ts')], {
    env: { ...process.env, ...ctx.env, API_PORT: String(port), API_HOST: '127.0.0.1', PUBLIC_API_URL: base, TRUST_PROXY: 'loopback', RATE_LIMIT_PER_ADDRESS: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: '60', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) return;
    await sleep(100);
  }
  throw new Error('the api never became healthy');
}, 60_000);
afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  await ctx?.cleanup();
});

const from = (address: string, path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address } });
const newCart = (address: string) => from(address, '/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

describe('per-address rate limit on every public route', () => {
  it('lets an address browse, search and open carts up to the limit, then answers 429 with Retry-After as problem+json and changes nothing', async () => {
    const shopper = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < LIMIT / 2; i++) answers.push((await from(shopper, '/experiences?limit=1')).status);
    for (let i = 0; i < LIMIT / 2; i++) answers.push((await newCart(shopper)).status);
    expect(answers).toEqual([...Array<number>(LIMIT / 2).fill(200), ...Array<number>(LIMIT / 2).fill(201)]);

    const events = (await ctx.store.readAll()).length;
    const refused = await newCart(shopper);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await refused.json()) as { status: number; title: string; detail: string };
    expect(problem).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(problem.detail).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await from(shopper, '/experiences?limit=1')).status).toBe(429);
    expect((await ctx.store.readAll()).length).toBe(events);

    // Another address is counted on its own. A probe asking directly is never limited; the same health routes
    // relayed for the shopper (by the storefront, which names the visitor in X-Forwarded-For) count like any route.
    expect((await from('198.51.100.8', '/experiences?limit=1')).status).toBe(200);
    for (const path of ['/health', '/health/ready', '/health/live']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
      expect((await from(shopper, path)).status, path).toBe(429);
    }
  });

  it('answers health publicly with nothing but up or not; the detail (event store head, read models, DLQ) is for ops only', async () => {
    const visitor = '198.51.100.30';
    const health = await from(visitor, '/health');
    // (No projector runs here, so the read models trail: catching-up, not ready.)
    expect(await health.json()).toEqual({ status: expect.stringMatching(/^(ok|catching-up)$/) });
    const ready = await from(visitor, '/health/ready');
    expect(await ready.json()).toEqual({ ready: expect.any(Boolean), status: expect.stringMatching(/^(ok|catching-up)$/) });
    const detail = await from(visitor, '/ops/health');
    expect([detail.status, detail.headers.get('content-type')]).toEqual([401, expect.stringMatching(/^application\/problem\+json/)]);
  });

  it('counts IPv6 clients per /64: fresh addresses of one /64 share one allowance, another /64 has its own', async () => {
    const answers: number[] = [];
    // Every request from a different address of 2001:db8:77:1::/64, as one host or line can pick them at will.
    for (let i = 1; i <= LIMIT + 1; i++) answers.push((await from(`2001:db8:77:1:${i.toString(16)}::${i.toString(16)}`, '/experiences?limit=1')).status);
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect((await from('2001:db8:77:1:abcd:ef01:2345:6789', '/experiences?limit=1')).status).toBe(429);
    expect((await from('2001:db8:77:2::1', '/experiences?limit=1')).status).toBe(200);
  });
});
