import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from '../../../../scripts/lib/redis.mjs';
import { startEngineStack, type EngineStack } from '../../../../storefront/tests/engine-stack.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked against OCTO's own schemas
export type Json = any;

export const STOREFRONT = 'http://localhost:3999';
const OPS = { email: 'ops@octo-test.local', password: 'ops-octo-test-password' };
export const contact = { fullName: 'Layla Haddad', emailAddress: 'layla@reseller.example', phoneNumber: '+966 50 123 4567', locales: ['en'] };

export interface Departure {
  product: Json;
  option: Json;
  availability: Json;
}

/**
 * The live engine (api, projector, saga worker; its own Redis prefix) an OCTO spec file talks to, with resellers
 * `atlas` and `bayt` registered by ops, and the calls a reseller's software makes. Registers the file's beforeAll/afterAll.
 */
export function octoStack(label: string, redisPrefix: string, extraEnv: Record<string, string> = {}) {
  let stack: EngineStack;
  let api = '';
  let redis: Redis;
  let opsCookie = '';
  const keys: Record<string, string> = {};
  const used = new Set<string>();

  async function call(method: string, path: string, o: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Json; headers: Headers }> {
    const headers: Record<string, string> = { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers };
    if (o.key !== null) headers.authorization = `Bearer ${o.key ?? keys.atlas}`;
    const res = await fetch(`${api}${path}`, { method, headers, ...(o.body !== undefined ? { body: typeof o.body === 'string' ? o.body : JSON.stringify(o.body) } : {}) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }
  const octo = (method: string, path: string, o: Parameters<typeof call>[2] = {}) => call(method, `/octo/v1${path}`, o);
  const asOps = (method: string, path: string, body?: unknown) => call(method, path, { key: null, body, headers: { cookie: opsCookie, origin: STOREFRONT } });

  /** A product of the wanted kind with a departure 3 to 9 days ahead that has `minSeats` free, not used by another test. */
  async function departure(o: { instant: boolean; minSeats: number; free?: boolean; productId?: string; notProductId?: string }): Promise<Departure> {
    const products = (await octo('GET', '/products', { headers: { 'octo-capabilities': 'octo/pricing' } })).body as Json[];
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    for (const product of products) {
      if ((o.productId !== undefined && product.id !== o.productId) || product.id === o.notProductId) continue;
      if (product.instantConfirmation !== o.instant) continue;
      // Free to cancel 3 days ahead: a cutoff of at most 2 days (0 is the non-refundable policy).
      const cutoffMinutes = product.options[0].cancellationCutoffAmount * ({ day: 1440, hour: 60, minute: 1 } as Record<string, number>)[product.options[0].cancellationCutoffUnit]!;
      if (o.free && (cutoffMinutes === 0 || cutoffMinutes > 2 * 1440)) continue;
      const option = product.options.find((x: Json) => x.units.some((u: Json) => u.id === 'adult'));
      if (!option) continue;
      const list = (await octo('POST', '/availability', { body: { productId: product.id, optionId: option.id, localDateStart: start, localDateEnd: end } })).body as Json[];
      // Each test takes a departure of its own, so one test's holds never show in another's seat counts.
      const availability = list.find((a) => a.available && a.vacancies >= o.minSeats && !used.has(`${product.id}/${a.id}`));
      if (availability) {
        used.add(`${product.id}/${availability.id}`);
        return { product, option, availability };
      }
    }
    throw new Error('no departure found for the test');
  }

  const reservation = (d: Departure, units: string[], extra: Record<string, unknown> = {}) => ({
    uuid: randomUUID(),
    productId: d.product.id,
    optionId: d.option.id,
    availabilityId: d.availability.id,
    unitItems: units.map((unitId) => ({ unitId })),
    ...extra,
  });

  async function vacancies(d: Departure): Promise<number> {
    const r = await octo('POST', '/availability', { body: { productId: d.product.id, optionId: d.option.id, availabilityIds: [d.availability.id] } });
    return r.body[0].vacancies;
  }

  /** Polls until `check` holds (the saga and projector run in their own processes). */
  async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (check(v) || Date.now() > deadline) return v;
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  beforeAll(async () => {
    stack = await startEngineStack({
      label,
      apiPort: await freePort(),
      storefrontUrl: STOREFRONT,
      output: 'ignore',
      extraEnv: { CLOCK_SOURCE: 'redis', OPS_EMAIL: OPS.email, OPS_PASSWORD: OPS.password, REDIS_PREFIX: redisPrefix, ...extraEnv },
    });
    api = stack.api;
    redis = new Redis(stack.redisUrl);
    const signIn = await fetch(`${api}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT }, body: JSON.stringify(OPS) });
    expect(signIn.status).toBe(200);
    opsCookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    for (const [id, name] of [
      ['atlas', 'Atlas Travel'],
      ['bayt', 'Bayt Tours'],
    ] as const) {
      const created = await asOps('POST', '/ops/resellers', { resellerId: id, name });
      expect(created.status).toBe(201);
      keys[id] = created.body.key;
    }
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  return { call, octo, asOps, departure, reservation, vacancies, eventually, keys, api: () => api, redis: () => redis, prefix: redisPrefix, restart: (name: 'api' | 'projector' | 'worker') => stack.restart(name), signal: (name: 'api' | 'projector' | 'worker', sig: NodeJS.Signals) => stack.signal(name, sig) };
}
