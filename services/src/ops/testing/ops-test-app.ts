import type { FastifyInstance } from 'fastify';
import { bookingOpsActions } from '../../booking/index.ts';
import { startBookingHarness, type BookingHarness, type Json } from '../../booking/testing/index.ts';
import { identitySettingsOf, registerIdentityRoutes, ensureConfiguredStaffAccounts, signUpBody } from '../../identity/testing/index.ts';
import { MAIL_QUEUE } from '../../notifications/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { createQueueFactory } from '../../platform/queues.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { createLogger } from '../../platform/log.ts';
import { randomUUID } from 'node:crypto';
import { registerQueueDashboard } from '../queue-dashboard.ts';
import { registerOpsRoutes } from '../routes.ts';

export const STOREFRONT = 'https://shop.rihla.example';
export const OPS = { email: 'ops@rihla.example', password: 'ops-password-123' };
export const FINANCE = { email: 'finance@rihla.example', password: 'finance-password-123' };

export interface OpsTestApp {
  h: BookingHarness;
  app: FastifyInstance;
  /** A request to the staff app (identity + ops routes) as the storefront's browser would send it. */
  request(method: string, url: string, body?: unknown, o?: { cookie?: string | null; key?: string | null; origin?: string }): Promise<{ status: number; body: Json; headers: Record<string, unknown> }>;
  signIn(email: string, password: string): Promise<string>;
  /** A fresh customer account's session cookie. */
  customer(): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The booking harness (real SQLite, Redis, worker process, sandbox PSP) plus a second app on the same store and
 * Redis with what staff use: identity (sessions, CSRF, roles; staff accounts from config) and the ops routes.
 */
export async function startOpsTestApp(label: string): Promise<OpsTestApp> {
  const h = await startBookingHarness(label);
  const config = loadConfig({
    ...h.env,
    PUBLIC_STOREFRONT_URL: STOREFRONT,
    PASSWORD_HASH_PROFILE: 'fast-test',
    COOKIE_SECURE: 'false',
    OPS_EMAIL: OPS.email,
    OPS_PASSWORD: OPS.password,
    FINANCE_EMAIL: FINANCE.email,
    FINANCE_PASSWORD: FINANCE.password,
  });
  const log = createLogger('ops-test', 'silent');
  const now = () => h.services.clock.now();
  const app = createHttpServer({ log });
  // Mail jobs land on the queue the harness's worker process consumes.
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: h.ctx.prefix, log });
  const identity = registerIdentityRoutes(app, { store: h.ctx.store, redis: h.ctx.redis, prefix: h.ctx.prefix, mailQueue: queues.queue(MAIL_QUEUE), now, settings: identitySettingsOf(config), log });
  const bookings = bookingOpsActions({ store: h.ctx.store, redis: h.ctx.redis, prefix: h.ctx.prefix, queues });
  registerOpsRoutes(app, { redis: h.ctx.redis, prefix: h.ctx.prefix, now, authorizer: identity.authorizer, bookings, log });
  await registerQueueDashboard(app, { queues: [h.queue, queues.queue(MAIL_QUEUE)], authorizer: identity.authorizer, store: h.ctx.store, now, newId: () => randomUUID(), publicPath: '/api/ops/jobs' });
  await app.ready();
  await ensureConfiguredStaffAccounts({ store: h.ctx.store, config, now });
  const cookieName = identity.sessions.cookieName;

  const request: OpsTestApp['request'] = async (method, url, body, o = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': `192.0.2.${(counter % 200) + 1}` };
    if (method !== 'GET') headers.origin = o.origin ?? STOREFRONT;
    if (o.cookie) headers.cookie = o.cookie;
    if (o.key) headers['idempotency-key'] = o.key;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const raw = await app.inject({ method: method as 'POST', url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
    let parsed: Json = null;
    try {
      parsed = raw.body ? JSON.parse(raw.body) : null;
    } catch {
      parsed = raw.body;
    }
    return { status: raw.statusCode, body: parsed, headers: raw.headers };
  };
  const sessionOf = (headers: Record<string, unknown>) => {
    const set = headers['set-cookie'];
    const list = (Array.isArray(set) ? set : set === undefined ? [] : [set]).map(String);
    const c = list.find((x) => x.startsWith(`${cookieName}=`) && !/Max-Age=0/.test(x));
    if (!c) throw new Error('no session cookie');
    return c.split(';')[0]!;
  };
  return {
    h,
    app,
    request,
    async signIn(email, password) {
      const res = await request('POST', '/auth/sign-in', { email, password });
      if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return sessionOf(res.headers);
    },
    async customer() {
      const email = `customer.${process.pid}.${++counter}@example.com`;
      const res = await request('POST', '/auth/sign-up', signUpBody(email));
      if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
      return sessionOf(res.headers);
    },
    async close() {
      await app.close();
      await queues.close();
      await h.close();
    },
  };
}
