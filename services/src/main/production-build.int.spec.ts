// The production build, run the way a container runs it: `node dist/main/<role>.js` (no tsx), NODE_ENV=production.
// It refuses to start with the published development secrets; started with real ones, it books, and it refuses a
// payment webhook forged with the published development secret (issue 12, point 5, from the attacker's side).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream } from '@rihla/events/booking';
import { buyer, bookingExperiences, CARDS } from '../booking/testing/index.ts';
import { publishExperiences } from '../cart/testing/index.ts';
import { signWebhook, SIGNATURE_HEADER, verifyWebhookSignature, freePort } from '../payments/testing/index.ts';
import { DEV_WEBHOOK_SECRET, loadConfig } from '../platform/config.ts';
import { createTestContext, type TestContext } from '../platform/testing/fixtures.ts';

const root = resolve(import.meta.dirname, '../../..');
/** Production runs on the wall clock (the Redis test clock is refused): a departure ten days from now. */
const departureDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const dist = mkdtempSync(join(root, '.data', 'prod-build-'));
let ctx: TestContext;
const children: ChildProcess[] = [];

/** What production requires, random per run (never the published development values). */
const secrets = {
  PAYMENTS_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
  BOOKING_LINK_SECRET: randomBytes(24).toString('hex'),
  OCTO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  SUPPLIER_KEYS: `sup-onRequest=${randomBytes(18).toString('hex')}`,
  PAYMENTS_SANDBOX_ENABLED: 'true',
  PUBLIC_STOREFRONT_URL: 'https://shop.rihla.test',
};

function run(role: string, env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [join(dist, 'main', `${role}.js`)], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const built = spawnSync(process.execPath, [resolve(root, 'services/scripts/build.mjs'), `--outdir=${dist}`], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  ctx = await createTestContext('prod-build');
  await publishExperiences(ctx.store, bookingExperiences);
}, 60_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await ctx?.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

describe('production build (node dist/main/*.js, NODE_ENV=production)', () => {
  it('refuses to start with the published webhook secret and missing settings, naming each, and never listens', async () => {
    const port = await freePort();
    const api = run('api', { ...ctx.env, NODE_ENV: 'production', API_PORT: String(port), PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET, DEV_ROUTES: 'true' });
    expect(await api.exited).toBe(1);
    const text = api.output();
    expect(text).toMatch(/invalid configuration: Rihla refuses to start with \d+ problems/);
    for (const setting of ['PAYMENTS_WEBHOOK_SECRET is the published development secret', 'BOOKING_LINK_SECRET is missing', 'SUPPLIER_KEYS is missing', 'PAYMENTS_SANDBOX_ENABLED is not true', 'DEV_ROUTES is on', 'COOKIE_SECURE is off']) {
      expect(text).toContain(setting);
    }
    await expect(fetch(`http://127.0.0.1:${port}/health/live`)).rejects.toThrow();
    // Every process refuses the same way: the worker too.
    const worker = run('worker', { ...ctx.env, NODE_ENV: 'production' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('PAYMENTS_WEBHOOK_SECRET is missing');
  });

  it('with real settings: ready, books (pay later and card), refuses a webhook forged with the development secret, /dev is gone, SIGTERM exits 0', { timeout: 120_000 }, async () => {
    const [apiPort, apiHealth, workerHealth, projectorHealth] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const api = `http://127.0.0.1:${apiPort}`;
    const env = {
      ...ctx.env,
      ...secrets,
      NODE_ENV: 'production',
      API_PORT: String(apiPort),
      PUBLIC_API_URL: api,
      PAYMENTS_LEDGER_FILE: join(ctx.dir, 'psp-ledger.sqlite'),
      OUTBOX_DIR: join(ctx.dir, 'outbox'),
      LOG_LEVEL: 'warn',
    };
    const processes = {
      projector: run('projector', { ...env, HEALTH_PORT: String(projectorHealth) }),
      worker: run('worker', { ...env, HEALTH_PORT: String(workerHealth) }),
      api: run('api', { ...env, HEALTH_PORT: String(apiHealth) }),
    };
    for (const port of [apiPort, apiHealth, workerHealth, projectorHealth]) {
      await until(`ready on ${port}`, async () => ((await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200 ? true : undefined));
    }
    expect((await fetch(`${api}/health/live`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${workerHealth}/metrics`)).text()).toMatch(/rihla_queue_jobs\{state="waiting",role="worker"\}/);

    const json = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${api}${path}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    const checkout = async (paymentMethod: 'card' | 'payLater', key: string) => {
      const cart = await json('POST', '/carts', {});
      expect(cart.status).toBe(201);
      const added = await json('POST', `/carts/${cart.body.cartId}/items`, { experienceId: 'exp-instant', optionId: 'std', date: departureDate, startTime: '09:00', participants: { adult: 1 } });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const res = await json(
        'POST',
        '/checkout',
        { cartId: cart.body.cartId, buyer, paymentMethod, locale: 'en', ...(paymentMethod === 'card' ? { returnUrl: `${secrets.PUBLIC_STOREFRONT_URL}/checkout/result` } : {}) },
        { 'idempotency-key': key },
      );
      expect([200, 202], JSON.stringify(res.body)).toContain(res.status);
      return res.body;
    };
    const events = async (bookingId: string) => (await ctx.store.readStream(bookingStream(bookingId))).map((r) => bookingEvents.parse(r).type);

    // Pay later: confirmed by the instant supplier through the production worker.
    const payLater = await checkout('payLater', 'prod-build-pay-later');
    await until('pay-later confirmed', async () => ((await events(payLater.bookingId!)).includes('BookingConfirmed') ? true : undefined));

    // Card: the attacker forges the provider's webhook with the secret published in the repository.
    const card = await checkout('card', 'prod-build-card');
    const sessionId = new URL(card.redirectUrl!).pathname.split('/').pop()!;
    const forged = JSON.stringify({
      eventId: `evt_forged_${randomBytes(4).toString('hex')}`,
      type: 'payment.authorized',
      sessionId,
      bookingId: card.bookingId,
      paymentId: 'pay_forged',
      amount: { amount: 25_000, currency: 'SAR' },
      occurredAt: new Date().toISOString(),
    });
    const forgedHeaders = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(DEV_WEBHOOK_SECRET, forged, new Date()) };
    // The same forgery passes the signature check of a development configuration: that is the attack being refused below.
    expect(() => verifyWebhookSignature(loadConfig({}).PAYMENTS_WEBHOOK_SECRET, forged, forgedHeaders, new Date())).not.toThrow();
    const attack = await fetch(`${api}/payments/webhook/sandbox`, { method: 'POST', headers: forgedHeaders, body: forged });
    expect(attack.status).toBe(401);
    expect(((await attack.json()) as { detail: string }).detail).toMatch(/signature does not match/);
    expect(await events(card.bookingId!)).not.toContain('PaymentAuthorized');

    // The real buyer pays on the hosted page; the provider's genuinely signed webhook authorizes, the booking confirms.
    const paid = await fetch(card.redirectUrl!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: CARDS.success, expiry: '12/35', cvc: '123', name: 'Sara Ali' }).toString(),
    });
    expect(paid.status).toBe(303);
    await until('card booking confirmed', async () => ((await events(card.bookingId!)).includes('BookingConfirmed') ? true : undefined));
    expect(await events(card.bookingId!)).toContain('PaymentAuthorized');

    // Development routes are not mounted in production.
    expect((await fetch(`${api}/dev/outbox/email?to=${encodeURIComponent(buyer.email)}`)).status).toBe(404);

    // SIGTERM: each process drains and exits 0.
    for (const p of Object.values(processes)) p.child.kill('SIGTERM');
    for (const [role, p] of Object.entries(processes)) expect(await p.exited, `${role}: ${p.output()}`).toBe(0);
  });
});
