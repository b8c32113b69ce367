import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queue } from 'bullmq';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { registerCartRoutes, publishExperiences } from '../../cart/testing/index.ts';
import { isSandboxProvider, type SandboxProvider, freePort } from '../../payments/testing/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { ownOriginsOf } from '../../platform/http/own-origins.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { createLogger } from '../../platform/log.ts';
import { startProjection, type ProjectionRunner } from '../../platform/projection-runner.ts';
import { createQueueFactory, type QueueFactory } from '../../platform/queues.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { seedPromos } from '../../promo/index.ts';
import { createBookingServices } from '../../main/booking-services.ts';
import type { BookingServices } from '../booking-services.ts';
import { setSharedClock } from '../clock.ts';
import { bookingStatusProjection, getBookingStatus, type BookingStatusDoc } from '../read-models/booking-status-projection.ts';
import { customerBookingsProjection } from '../read-models/customer-bookings-projection.ts';
import { financeRefundLedgerProjection } from '../read-models/finance-refunds-projection.ts';
import { opsQueuesProjection } from '../read-models/ops-queues-projection.ts';
import { registerBookingReadRoutes } from '../read-models/routes.ts';
import { registerBookingRoutes } from '../routes.ts';
import { registerSupplierAnswerRoute } from '../../suppliers/testing/index.ts';
import { SAGA_QUEUE } from '../saga/saga-jobs.ts';
import { bookingExperiences, buyer, FIXED_NOW } from './booking-fixtures.ts';

const WORKER = resolve(import.meta.dirname, '../../main/worker.ts');

/** Response bodies as the scenarios read them: JSON whose shape each assertion checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-side view of arbitrary JSON answers
export type Json = any;

/** Scenarios read the sandbox's ledger (captured - refunded == confirmed revenue): the configured provider must be it. */
export function withSandboxProvider(services: BookingServices): BookingServices<SandboxProvider> {
  const { provider } = services;
  if (!isSandboxProvider(provider)) throw new Error('booking scenarios need PAYMENT_PROVIDER=sandbox: they read its ledger');
  return { ...services, provider };
}

/** Harness-only header naming the signed-in customer of a request. */
export const TEST_CUSTOMER_HEADER = 'x-test-customer';

export interface BookingHarness {
  ctx: TestContext;
  baseUrl: string;
  app: FastifyInstance;
  services: BookingServices<SandboxProvider>;
  queue: Queue;
  env: Record<string, string>;
  /** Starts (or restarts) the worker process with extra env, and waits until it consumes. */
  startWorker(extraEnv?: Record<string, string>): Promise<void>;
  stopWorker(signal?: NodeJS.Signals): Promise<void>;
  http(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Json; headers: Headers }>;
  cartWith(lines: { experienceId: string; adults: number }[], promo?: string): Promise<string>;
  checkout(cartId: string, paymentMethod: 'card' | 'payLater', key: string): Promise<{ status: number; body: Json }>;
  /** Submits the sandbox's hosted card page like a browser would. */
  pay(redirectUrl: string, cardNumber: string): Promise<Response>;
  events(bookingId: string): Promise<BookingEvent[]>;
  /** Waits until the stream has an event of `type` (n-th occurrence), and returns the stream. */
  waitForEvent(bookingId: string, type: BookingEvent['type'], occurrence?: number, timeoutMs?: number): Promise<BookingEvent[]>;
  status(bookingId: string): Promise<BookingStatusDoc>;
  /** Waits until every booking read model has applied the store's events so far (then query them through the api). */
  readModelsCaughtUp(): Promise<void>;
  /** Moves the clock of the api, the worker and the sandbox together. */
  setClock(at: Date): Promise<void>;
  /** Wakes every delayed job now (timers check their due time against the shared clock). */
  promoteDelayed(): Promise<number>;
  close(): Promise<void>;
}

/** Spawns a saga worker process (src/main/worker.ts) with this env and resolves once it consumes (its 'ready' message). */
export const spawnWorker = (env: Record<string, string>): Promise<ChildProcess> => spawnReadyProcess('worker', WORKER, env);

/**
 * How long a spawned process may take to say it is ready: only there to end a stuck run. A fresh-clone CI at load 30
 * (two cores) saw a restarted worker take over 30 s to load its modules and open its stores.
 */
const READY_DEADLINE_MS = 120_000;

/** Spawns an entrypoint (tsx) with this env and resolves once it sends its 'ready' message. */
export async function spawnReadyProcess(name: string, file: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not become ready in ${READY_DEADLINE_MS / 1000} s`));
    }, READY_DEADLINE_MS);
    child.on('message', (m: { type?: string }) => {
      if (m?.type === 'ready') {
        clearTimeout(timer);
        resolveReady();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready`));
    });
  });
  return child;
}

/** Stops a worker process (SIGTERM: graceful; SIGKILL: a crash) and resolves once it has exited. */
export async function stopWorkerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  await exited;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The harness of one test file, worker running: started before the file's first test and closed after its last.
 * It is returned before it starts (vitest runs hooks after the file's top level), so reads go through a proxy that
 * refuses to be used outside the tests.
 */
export function bookingHarnessForFile(label: string, extraEnv: Record<string, string> = {}): BookingHarness {
  let started: BookingHarness | undefined;
  beforeAll(async () => {
    started = await startBookingHarness(label, extraEnv);
    await started.startWorker();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as BookingHarness, {
    get(_target, property) {
      if (!started) throw new Error(`the ${label} harness is used before its beforeAll ran`);
      return Reflect.get(started, property);
    },
  });
}

/**
 * The whole booking engine for a scenario: real SQLite event store and Redis, the api (cart, booking, sandbox PSP
 * page, webhook, read routes) listening on a free port, the booking-status read model, and the worker in its own
 * OS process. Everyone reads the same Redis-offset clock, set to FIXED_NOW.
 */
export async function startBookingHarness(
  label: string,
  extraEnv: Record<string, string> = {},
  /** Runs on the fresh app before any route is added (e.g. HTTP tracing, which instruments routes as they are defined). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>,
): Promise<BookingHarness> {
  const ctx = await createTestContext(label);
  await publishExperiences(ctx.store, bookingExperiences);
  await seedPromos(ctx.store);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...ctx.env,
    NODE_ENV: 'test',
    CLOCK_SOURCE: 'redis',
    PUBLIC_API_URL: baseUrl,
    // The storefront the scenarios' checkouts return to (card returnUrl https://shop.example/checkout/result).
    PUBLIC_STOREFRONT_URL: 'https://shop.example',
    PAYMENTS_LEDGER_FILE: join(ctx.dir, 'psp-ledger.sqlite'),
    OUTBOX_DIR: join(ctx.dir, 'outbox'),
    PAYMENTS_WEBHOOK_SECRET: 'whsec_booking_scenarios_secret',
    CHECKOUT_PROCESSING_BUDGET_MS: '15000',
    BOOKING_WORKER_CONCURRENCY: '8',
    // Crash tests kill workers mid-send: the next attempt may send once the dead worker's lease lapses, within a wait.
    NOTIFY_SEND_LEASE_MS: '3000',
    ...extraEnv,
  };
  await setSharedClock(ctx.redis, ctx.prefix, FIXED_NOW);
  const config = loadConfig(env);
  const log = createLogger('booking-test', 'silent');
  const created = await createBookingServices(config, { role: 'api', store: ctx.store, redis: ctx.redis, log });
  // A scenario on a real provider's adapter (PAYMENT_PROVIDER=stripe against stripe-mock) reads no sandbox ledger.
  const services = config.PAYMENT_PROVIDER === 'sandbox' ? withSandboxProvider(created) : (created as BookingServices<SandboxProvider>);
  const app = createHttpServer({ log });
  await beforeRoutes?.(app);
  let ids = 0;
  await registerCartRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, now: () => services.clock.now(), newId: () => `line${++ids}` });
  // The caller's account comes from a test header here (identity's own tests prove sessions); absent, a guest.
  const customerOf = async (req: FastifyRequest) => (typeof req.headers[TEST_CUSTOMER_HEADER] === 'string' ? req.headers[TEST_CUSTOMER_HEADER] : null);
  registerSupplierAnswerRoute(app, { store: ctx.store, now: () => services.clock.now(), supplierKeys: services.supplierKeys });
  registerBookingRoutes(app, { store: ctx.store, now: () => services.clock.now(), provider: services.provider, paymentProviderName: config.PAYMENT_PROVIDER, webhookReceipts: services.webhookReceipts, processingBudgetMs: services.settings.processingBudgetMs, returnOrigins: ownOriginsOf(config), log, customerOf });
  // Scenarios prove the booking engine, not access: every read is allowed here (identity's tests prove the checks).
  registerBookingReadRoutes(app, { redis: ctx.redis, prefix: ctx.prefix, now: () => services.clock.now(), authorize: () => undefined });
  services.paymentPages?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  const projections: ProjectionRunner[] = [];
  for (const projection of [bookingStatusProjection, customerBookingsProjection, opsQueuesProjection, financeRefundLedgerProjection]) {
    projections.push(await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection }));
  }
  const readModelsCaughtUp = async () => {
    for (const p of projections) await p.waitFor();
  };
  const queues: QueueFactory = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  const queue = queues.queue(SAGA_QUEUE);

  let worker: ChildProcess | null = null;
  const stopWorker = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const w = worker;
    if (!w) return;
    await stopWorkerProcess(w, signal);
    worker = null;
  };
  const startWorker = async (more: Record<string, string> = {}) => {
    await stopWorker();
    worker = await spawnWorker({ ...env, ...more });
  };

  const http: BookingHarness['http'] = async (method, path, body, headers = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };

  const events = async (bookingId: string) => (await ctx.store.readStream(bookingStream(bookingId))).map((r) => bookingEvents.parse(r));

  const harness: BookingHarness = {
    ctx,
    baseUrl,
    app,
    services,
    queue,
    env,
    startWorker,
    stopWorker,
    http,
    async cartWith(lines, promo) {
      const opened = await http('POST', '/carts', {});
      expect(opened.status).toBe(201);
      const cartId = opened.body.cartId as string;
      for (const l of lines) {
        const added = await http('POST', `/carts/${cartId}/items`, { experienceId: l.experienceId, optionId: 'std', date: '2030-01-08', startTime: '09:00', participants: { adult: l.adults } });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
      if (promo) expect((await http('PUT', `/carts/${cartId}/promo`, { code: promo })).status).toBe(200);
      return cartId;
    },
    checkout: (cartId, paymentMethod, key) =>
      http('POST', '/checkout', { cartId, buyer, paymentMethod, locale: 'en', ...(paymentMethod === 'card' ? { returnUrl: 'https://shop.example/checkout/result' } : {}) }, { 'idempotency-key': key }),
    pay: (redirectUrl, cardNumber) =>
      fetch(redirectUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber, expiry: '12/35', cvc: '123', name: 'Sara Ali' }).toString(),
      }),
    events,
    waitForEvent: (bookingId, type, occurrence = 1, timeoutMs = 20_000) =>
      waitFor(
        `${type} #${occurrence} on ${bookingId}`,
        async () => {
          const es = await events(bookingId);
          return es.filter((e) => e.type === type).length >= occurrence ? es : undefined;
        },
        timeoutMs,
      ),
    readModelsCaughtUp,
    async status(bookingId) {
      await readModelsCaughtUp();
      const doc = await getBookingStatus(ctx.redis, ctx.prefix, bookingId);
      if (!doc) throw new Error(`no booking status for ${bookingId}`);
      return doc;
    },
    async setClock(at) {
      await setSharedClock(ctx.redis, ctx.prefix, at);
      await services.clock.sync();
    },
    async promoteDelayed() {
      const delayed = await queue.getDelayed();
      for (const job of delayed) await job.promote().catch(() => {});
      return delayed.length;
    },
    async close() {
      await stopWorker();
      await app.close();
      for (const p of projections) await p.stop();
      await queues.close();
      await services.close();
      await ctx.cleanup();
    },
  };
  return harness;
}
