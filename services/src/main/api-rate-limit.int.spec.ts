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

    // Another address is counted on its own; health probes are never limited.
    expect((await from('198.51.100.8', '/experiences?limit=1')).status).toBe(200);
    expect((await from(shopper, '/health')).status).toBe(200);
  });
});
