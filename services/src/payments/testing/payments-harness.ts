import { join } from 'node:path';
import { freePort } from '../../../../scripts/lib/redis.mjs';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { createHttpServer } from '../../platform/http/server.ts';
import { createLogger } from '../../platform/log.ts';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../platform/connect-redis.ts';
import { tempDir, testRedisUrl, uniquePrefix } from '../../platform/testing/fixtures.ts';
import { redisWebhookReceipts } from '../redis-webhook-receipts.ts';
import type { WebhookReceipts } from '../webhook-receipts.ts';
import type { PaymentWebhookEvent } from '../payment-provider.ts';
import { registerSandboxPspRoutes } from '../sandbox/psp-routes.ts';
import { createSandboxProvider, type SandboxProvider, type SandboxProviderOptions } from '../sandbox/sandbox-provider.ts';
import { registerPaymentWebhookRoute, webhookPathOf } from '../webhook-route.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const quietLog = createLogger('test', 'silent');

// A port nobody listens on right now, so a test can point the PSP at a receiver that starts later.
export { freePort };

/** A clock the test moves by hand. */
export function manualClock(startIso = '2026-03-01T10:00:00.000Z') {
  let ms = Date.parse(startIso);
  return { now: () => new Date(ms), advance: (deltaMs: number) => (ms += deltaMs) };
}

export interface Receiver {
  app: FastifyInstance;
  events: PaymentWebhookEvent[];
  /** Calls of onEvent, including failed ones. */
  calls: () => number;
  /** Makes the next n onEvent calls throw. */
  failNext: (n: number) => void;
  close: () => Promise<void>;
}

/** The merchant side: a real fastify app with the webhook route (and its receipts), listening on the given port. */
export async function startReceiver(provider: SandboxProvider, port: number, receipts: WebhookReceipts): Promise<Receiver> {
  const app = createHttpServer({ log: quietLog });
  const events: PaymentWebhookEvent[] = [];
  let calls = 0;
  let failures = 0;
  registerPaymentWebhookRoute(app, {
    provider,
    providerName: 'sandbox',
    receipts,
    onEvent: async (e) => {
      calls++;
      if (failures > 0) {
        failures--;
        throw new Error('booking store unavailable');
      }
      events.push(e);
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, events, calls: () => calls, failNext: (n) => (failures = n), close: () => app.close() };
}

export interface PspHarness {
  dir: string;
  file: string;
  provider: SandboxProvider;
  psp: FastifyInstance;
  pspUrl: string;
  receiverPort: number;
  webhookUrl: string;
  clock: ReturnType<typeof manualClock>;
  open: (overrides?: Partial<SandboxProviderOptions>) => SandboxProvider;
  /** The merchant's webhook receipts, in the test Redis: they outlive a receiver restart. */
  receipts: WebhookReceipts;
  cleanup: () => Promise<void>;
}

/** A sandbox provider on a fresh ledger file, its hosted page served by a listening app; the receiver is started by the test. */
export async function startPspHarness(overrides: Partial<SandboxProviderOptions> = {}): Promise<PspHarness> {
  const { dir, remove } = tempDir('rihla-psp');
  const file = join(dir, 'psp-ledger.sqlite');
  const clock = manualClock();
  const receiverPort = await freePort();
  const webhookUrl = `http://127.0.0.1:${receiverPort}${webhookPathOf('sandbox')}`;
  const pspPort = await freePort();
  const pspUrl = `http://127.0.0.1:${pspPort}`;
  const opened: SandboxProvider[] = [];
  const open = (o: Partial<SandboxProviderOptions> = {}) => {
    const p = createSandboxProvider({
      file,
      publicBaseUrl: pspUrl,
      webhookUrl,
      webhookSecret: WEBHOOK_SECRET,
      now: clock.now,
      runDeliveryLoop: false,
      log: quietLog,
      ...overrides,
      ...o,
    });
    opened.push(p);
    return p;
  };
  const provider = open();
  const redis: Redis = connectRedis(testRedisUrl());
  const receipts = redisWebhookReceipts(redis, uniquePrefix('psp'));
  const psp = createHttpServer({ log: quietLog });
  registerSandboxPspRoutes(psp, provider);
  await psp.listen({ port: pspPort, host: '127.0.0.1' });
  return {
    dir,
    file,
    provider,
    psp,
    pspUrl,
    receiverPort,
    webhookUrl,
    clock,
    open,
    receipts,
    cleanup: async () => {
      await psp.close();
      redis.disconnect();
      for (const p of opened) await p.close().catch(() => {});
      remove();
    },
  };
}

/**
 * The harnesses and receivers a describe block's tests start, closed after each test, receivers first (a receiver a
 * test closed and replaced by hand is closed once).
 */
export function pspPerTest(): {
  start: (overrides?: Partial<SandboxProviderOptions>) => Promise<PspHarness>;
  receiver: (h: PspHarness, provider?: SandboxProvider) => Promise<Receiver>;
} {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  return {
    async start(overrides) {
      const h = await startPspHarness(overrides);
      closers.push(h.cleanup);
      return h;
    },
    async receiver(h, provider = h.provider) {
      const r = await startReceiver(provider, h.receiverPort, h.receipts);
      let closing: Promise<void> | undefined;
      const close = () => (closing ??= r.close());
      closers.push(close);
      return { ...r, close };
    },
  };
}

export async function waitUntil(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
