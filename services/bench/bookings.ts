/**
 * Bookings benchmark: the production processes (api, projector, saga worker, each in its own OS process, as
 * `npm start` runs them) on a temporary SQLite event store and the bench's Redis, driven over HTTP.
 *   - peak: N checkouts with a bounded number in flight; bookings/s = N / (first checkout sent -> last outcome recorded);
 *   - latency: an open-loop run at half the peak rate; checkout-to-terminal = outcome event's recordedAt - request sent;
 *   - baseline: raw BullMQ no-op jobs/s on the same Redis with the saga worker's concurrency, in its own process.
 * Pay later and card (the sandbox auto-approves, so no browser is needed) are measured separately. Carts are built
 * before each timed phase: the figures are checkout -> outcome. "Jobs per booking" counts the saga jobs that ran
 * (completed) per booking in the phase; delayed timers that never came due (hold expiry, session expiry) are not counted.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { forgetRelayLagOfWarmUp, relayLag, type RelayLag } from './relay-lag.ts';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bookingEvents, type BookingEvent } from '@rihla/events/booking';
import { SAGA_QUEUE } from '../src/booking/saga/saga-jobs.ts';
import { fixtureExperience, fixtureOption, publishExperiences } from '../src/cart/testing/cart-fixtures.ts';
import { openPostgresEventStore } from '../src/platform/eventstore/postgres.ts';
import { inPool } from '../src/platform/testing/in-pool.ts';
import { jsonBody } from '../src/platform/testing/json-body.ts';
import { openSqliteEventStore } from '../src/platform/eventstore/sqlite.ts';
import type { RecordedEvent } from '../src/platform/eventstore/port.ts';
import { benchFlashSale, flashSaleExperiences, type Answer, type Departure, type FlashSaleResult } from './flash-sale.ts';
import { cpuPer, cpuSnapshot, totalOf, waitUntilIdle } from './process-cpu.ts';
import { redisCommandCalls, redisCommandsPer } from './redis-commands.ts';

const root = resolve(import.meta.dirname, '../..');

export async function startNoopWorker(redisUrl: string, queueName: string, bullPrefix: string, concurrency: number): Promise<ChildProcess> {
  const child = fork(resolve(import.meta.dirname, 'bookings-noop-worker.ts'), [redisUrl, queueName, bullPrefix, String(concurrency)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [msg] = (await Promise.race([once(child, 'message'), once(child, 'exit').then(() => ['exit'])])) as unknown[];
  if (msg !== 'ready') throw new Error('the no-op BullMQ worker did not start');
  return child;
}

/** Raw BullMQ: `jobs` no-op jobs added from here and processed by a worker in its own process; jobs/s from first add to last completion. */
export async function measureRawJobs(o: { redisUrl: string; bullPrefix: string; jobs: number; concurrency: number }): Promise<number> {
  const queueName = `bench-noop-${process.pid}`;
  const connection = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix: o.bullPrefix });
  const worker = await startNoopWorker(o.redisUrl, queueName, o.bullPrefix, o.concurrency);
  try {
    const run = async (n: number, tag: string) => {
      const started = performance.now();
      const adds: Promise<unknown>[] = [];
      for (let i = 0; i < n; i++) adds.push(queue.add('noop', { i }, { jobId: `${tag}-${i}`, removeOnComplete: false }));
      await Promise.all(adds);
      for (;;) {
        const counts = await queue.getJobCounts('completed');
        if ((counts.completed ?? 0) >= n) break;
        await sleep(5);
      }
      const ms = performance.now() - started;
      await queue.clean(0, Number.MAX_SAFE_INTEGER, 'completed');
      return ms;
    };
    await run(Math.min(500, o.jobs), 'warm');
    const ms = await run(o.jobs, 'measured');
    return Math.round((o.jobs / ms) * 1000);
  } finally {
    worker.kill('SIGTERM');
    await once(worker, 'exit');
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  }
}

export interface BookingsBenchOptions {
  redisUrl: string;
  /** Run the stack on this PostgreSQL event store instead of a SQLite file in `dir` (--store=postgres). */
  databaseUrl?: string;
  /** A fresh directory for the event store, the sandbox ledger and the outbox. */
  dir: string;
  apiPort: number;
  /** The Redis server's pid, so its CPU counts in the CPU per booking (absent: Redis is not counted). */
  redisPid?: number;
  /** The PostgreSQL server's pid when the event store is PostgreSQL: it and its backends count like Redis. */
  postgresPid?: number;
  /** Checkouts per peak phase. */
  bookings: number;
  /** Checkout requests in flight during the peak phase. */
  inFlight: number;
  /** Length of each half-rate (latency) phase. */
  latencySeconds: number;
  /** The saga worker's BOOKING_WORKER_CONCURRENCY, also the no-op worker's concurrency. */
  workerConcurrency: number;
  rawJobs: number;
  /** Flash sale: buyers per phase, the departure's capacity, departures in the spread phase. */
  flashBuyers: number;
  flashCapacity: number;
  flashSlots: number;
  /** A Kafka broker: the stack runs the supplier relay too, and the result carries its lag. */
  kafkaBrokers?: string;
  log?: (line: string) => void;
}

export interface PhaseResult {
  bookings: number;
  bookingsPerSec: number;
  jobsPerBooking: number;
  p50Ms: number;
  p99Ms: number;
  outcomes: Record<string, number>;
}

/** CPU milliseconds per booking in the peak phase, per process (api, projector, worker, redis, ...) and in total. */
export interface CpuPerBooking {
  perProcess: Record<string, number | null>;
  total: number;
  /** The benchmark's own client (HTTP, following the store), for information: not part of the total. */
  benchClient: number;
  /** Redis commands per booking (every client, the bench's own included), in total and per command. */
  redisCommands: { total: number; byCommand: [string, number][] };
}

export interface MethodResult {
  peak: PhaseResult;
  cpu: CpuPerBooking;
  halfRate: PhaseResult & { targetRate: number };
  ratio: number;
}

export interface BookingsBenchResult {
  rawJobsPerSec: number;
  workerConcurrency: number;
  payLater: MethodResult;
  card: MethodResult;
  flashSale: FlashSaleResult;
  relayLag?: RelayLag;
}

const EXPERIENCES = 8;
const DAYS = 28;
const OUTCOMES = new Set<BookingEvent['type']>(['BookingConfirmed', 'BookingPartiallyConfirmed', 'BookingFailed', 'ReviewRequired']);
const buyer = { firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.com', phone: { countryCode: '+966', number: '501234567' } };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Instant-confirming tours with room for every buyer, spread over many departures so holds rarely contend. */
function benchExperiences() {
  return Array.from({ length: EXPERIENCES }, (_, i) =>
    fixtureExperience({
      experienceId: `bench-${i}`,
      title: { en: `Bench tour ${i}`, ar: `جولة ${i}` },
      supplier: { supplierId: 'sup-bench', name: { en: 'Bench Tours', ar: 'جولات' }, confirmationMode: 'instant', behaviour: 'instant' },
      options: [fixtureOption({ optionId: 'std', capacityPerSlot: 10_000, pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: 25_000, ageMin: 12, ageMax: 99 }] } })],
    }),
  );
}

function departure(i: number): { experienceId: string; date: string; startTime: string } {
  const day = new Date(Date.now() + (2 + ((i >> 4) % DAYS)) * 86_400_000).toISOString().slice(0, 10);
  return { experienceId: `bench-${i % EXPERIENCES}`, date: day, startTime: (i >> 3) % 2 ? '15:00' : '09:00' };
}

interface Stack {
  url: string;
  /** Each stack process' pid by name (the entrypoint's file name without .ts: api, projector, worker, ...). */
  pids: Record<string, number | undefined>;
  stop(): Promise<void>;
}

async function startStack(o: BookingsBenchOptions, env: NodeJS.ProcessEnv): Promise<Stack> {
  const children: ChildProcess[] = [];
  const pids: Record<string, number | undefined> = {};
  const stop = async () => {
    await Promise.all(
      children.map(async (c) => {
        if (c.exitCode !== null || c.signalCode !== null) return;
        const exited = once(c, 'exit');
        c.kill('SIGTERM');
        await Promise.race([exited, sleep(15_000).then(() => c.kill('SIGKILL'))]);
      }),
    );
  };
  const start = (file: string) => {
    // BENCH_CPU_PROF=<dir>: each stack process writes a V8 CPU profile there on exit (for finding where the time goes).
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.BENCH_CPU_PROF, file.replace(/\.ts$/, ''))}`] : [];
    // BENCH_STACK_LOGS=1: the processes' own logs (stdout) show in the bench's output.
    const stdout = process.env.BENCH_STACK_LOGS ? 'inherit' : 'ignore';
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', resolve(root, 'services/src/main', file)], { cwd: root, env, stdio: ['ignore', stdout, 'inherit', 'ipc'] });
    children.push(child);
    pids[file.replace(/\.ts$/, '')] = child.pid;
    return child;
  };
  try {
    const worker = start('worker.ts');
    start('projector.ts');
    start('api.ts');
    if (env.KAFKA_BROKERS) {
      start('relay.ts');
      // The bookings' CPU per booking stays comparable with runs without Kafka: the relay is reported by its lag.
      delete pids.relay;
    }
    const url = `http://127.0.0.1:${o.apiPort}`;
    const ready = new Promise<void>((done, fail) => {
      worker.on('message', (m: { type?: string }) => m?.type === 'ready' && done());
      worker.once('exit', (code) => fail(new Error(`the worker exited (${code}) at start`)));
    });
    for (let i = 0; ; i++) {
      const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the api did not answer /health within 60 s');
      await sleep(100);
    }
    await ready;
    return { url, pids, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export async function benchBookings(o: BookingsBenchOptions): Promise<BookingsBenchResult> {
  const log = o.log ?? (() => undefined);
  const prefix = 'benchbk:';
  const sqliteFile = join(o.dir, 'events.sqlite');
  const store = o.databaseUrl ? await openPostgresEventStore(o.databaseUrl) : openSqliteEventStore(sqliteFile, { pollIntervalMs: 5 });
  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(SAGA_QUEUE, { connection: redis, prefix: `${prefix}bull` });
  let stack: Stack | null = null;
  try {
    await publishExperiences(store, [...benchExperiences(), ...flashSaleExperiences(o.flashCapacity)]);

    log(`    raw BullMQ: ${o.rawJobs} no-op jobs, worker concurrency ${o.workerConcurrency}, own process...`);
    const rawJobsPerSec = await measureRawJobs({ redisUrl: o.redisUrl, bullPrefix: 'benchraw:bull', jobs: o.rawJobs, concurrency: o.workerConcurrency });

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EVENTSTORE_SQLITE_FILE: sqliteFile,
      DATA_DIR: o.dir,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: prefix,
      API_PORT: String(o.apiPort),
      API_HOST: '127.0.0.1',
      PUBLIC_API_URL: `http://127.0.0.1:${o.apiPort}`,
      // The storefront the benchmark's card checkouts return to: only the shop's own origins are accepted.
      PUBLIC_STOREFRONT_URL: 'https://shop.example',
      LOG_LEVEL: 'warn',
      // Not 'production': auto-approved card payments are a test shortcut that production refuses (nothing else differs).
      NODE_ENV: 'benchmark',
      PAYMENTS_AUTO_APPROVE: 'true',
      BOOKING_WORKER_CONCURRENCY: String(o.workerConcurrency),
      // Thousands of requests from one address are the point here: the limit stays on (its cost is measured), far above the load.
      RATE_LIMIT_PER_ADDRESS: '100000000',
      ...(o.kafkaBrokers ? { KAFKA_BROKERS: o.kafkaBrokers } : {}),
    };
    if (!o.kafkaBrokers) delete env.KAFKA_BROKERS;
    delete env.EVENTSTORE_URL;
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete env.CLOCK_SOURCE;
    if (o.databaseUrl) Object.assign(env, { EVENT_STORE: 'postgres', DATABASE_URL: o.databaseUrl });
    else delete env.EVENT_STORE;
    log('    starting api, projector and saga worker (three processes)...');
    stack = await startStack(o, env);
    const api = stack.url;

    // Outcomes as they are recorded, seen through the store's subscription (5 ms polling, read-only here).
    const outcomeAt = new Map<string, { type: string; at: number; soldOut: boolean }>();
    const waiting = new Map<string, () => void>();
    const subscription = store.subscribeToAll({ after: await store.headPosition(), streamPrefixes: ['booking-'] });
    const following = (async () => {
      for await (const r of subscription as AsyncIterable<RecordedEvent>) {
        if (!OUTCOMES.has(r.type as BookingEvent['type'])) continue;
        const bookingId = r.streamName.slice('booking-'.length);
        if (outcomeAt.has(bookingId)) continue;
        const e = bookingEvents.parse(r);
        outcomeAt.set(bookingId, { type: r.type, at: Date.parse(r.recordedAt), soldOut: e.type === 'ReviewRequired' && e.data.state === 'allUnavailable' });
        waiting.get(bookingId)?.();
      }
    })();
    const ended = (bookingId: string) =>
      outcomeAt.has(bookingId) ? Promise.resolve() : new Promise<void>((done) => waiting.set(bookingId, () => (waiting.delete(bookingId), done())));

    let serial = 0;
    const makeCartsFor = async (departures: readonly Departure[]) =>
      inPool(departures, 16, async (d) => {
        const i = serial++;
        const opened = await jsonBody(await fetch(`${api}/carts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
        if (opened.status !== 201) throw new Error(`POST /carts answered ${opened.status}: ${JSON.stringify(opened.body)}`);
        const cartId = opened.body.cartId as string;
        const added = await jsonBody(
          await fetch(`${api}/carts/${cartId}/items`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...d, optionId: 'std', participants: { adult: 1 } }) }),
        );
        if (added.status !== 201) throw new Error(`POST /carts/${cartId}/items answered ${added.status}: ${JSON.stringify(added.body)}`);
        return { cartId, key: `bench-${process.pid}-${i}` };
      });
    const makeCarts = (n: number) => makeCartsFor(Array.from({ length: n }, (_, i) => departure(serial + i)));
    /** A checkout that must start a booking (the bench's departures have room for everyone). */
    const checkout = async (cart: { cartId: string; key: string }, method: 'card' | 'payLater') => {
      const r = await sendCheckout(cart, method);
      if (r.bookingId === null) throw new Error(`POST /checkout refused a departure with room: ${JSON.stringify(r.body)}`);
      return { bookingId: r.bookingId, sentAt: r.sentAt };
    };
    /** bookingId null: the checkout answered 409 "review your cart" (sold out before the booking started). */
    const sendCheckout = async (cart: { cartId: string; key: string }, method: 'card' | 'payLater') => {
      const sentAt = Date.now();
      const res = await jsonBody(
        await fetch(`${api}/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': cart.key },
          body: JSON.stringify({ cartId: cart.cartId, buyer, paymentMethod: method, locale: 'en', ...(method === 'card' ? { returnUrl: 'https://shop.example/checkout/result' } : {}) }),
        }),
      );
      if (res.status === 409 && res.body.bookingStatus === 'reviewRequired') return { bookingId: null, sentAt, answeredAt: Date.now(), body: res.body };
      if (res.status !== 200 && res.status !== 202) throw new Error(`POST /checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { bookingId: res.body.bookingId as string, sentAt, answeredAt: Date.now(), body: res.body };
    };
    const completed = async () => (await queue.getJobCounts('completed')).completed ?? 0;
    const summarize = async (started: { bookingId: string; sentAt: number }[], jobsBefore: number, firstSent: number) => {
      await Promise.all(started.map((s) => ended(s.bookingId)));
      // Jobs that follow the outcome (messages, supplier notice) are part of the booking's work: let them finish.
      for (let i = 0; i < 400; i++) {
        const c = await queue.getJobCounts('active', 'wait', 'prioritized');
        if ((c.active ?? 0) + (c.wait ?? 0) + (c.prioritized ?? 0) === 0) break;
        await sleep(25);
      }
      const last = Math.max(...started.map((s) => outcomeAt.get(s.bookingId)!.at));
      const latencies = started.map((s) => outcomeAt.get(s.bookingId)!.at - s.sentAt).sort((a, b) => a - b);
      const outcomes: Record<string, number> = {};
      for (const s of started) outcomes[outcomeAt.get(s.bookingId)!.type] = (outcomes[outcomeAt.get(s.bookingId)!.type] ?? 0) + 1;
      return {
        bookings: started.length,
        bookingsPerSec: (started.length / Math.max(1, last - firstSent)) * 1000,
        jobsPerBooking: ((await completed()) - jobsBefore) / started.length,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        outcomes,
      };
    };

    let relayWarm = false;
    const measure = async (method: 'card' | 'payLater'): Promise<MethodResult> => {
      // Warm-up (JIT, connections, SQLite pages), not measured.
      const warm = await makeCarts(Math.min(100, o.bookings));
      await Promise.all((await inPool(warm, o.inFlight, (c) => checkout(c, method))).map((s) => ended(s.bookingId)));
      // The relay's lag is measured from the end of the first warm-up on, whichever method comes first.
      if (o.kafkaBrokers && !relayWarm) await forgetRelayLagOfWarmUp(store, o.redisUrl, prefix);
      relayWarm = true;

      log(`    ${method}: peak, ${o.bookings} checkouts, ${o.inFlight} in flight...`);
      const carts = await makeCarts(o.bookings);
      let jobsBefore = await completed();
      const pids = { ...stack!.pids, redis: o.redisPid, ...(o.postgresPid ? { postgres: { tree: o.postgresPid } } : {}) };
      // Building the carts is not the booking's work: let its projections finish before the CPU count starts.
      await waitUntilIdle(pids);
      const cpuBefore = cpuSnapshot(pids);
      const clientBefore = process.cpuUsage();
      const commandsBefore = await redisCommandCalls(redis);
      const firstSent = Date.now();
      const started = await inPool(carts, o.inFlight, (c) => checkout(c, method));
      const peak = await summarize(started, jobsBefore, firstSent);
      await waitUntilIdle(pids);
      const perProcess = cpuPer(cpuBefore, cpuSnapshot(pids), started.length);
      const client = process.cpuUsage(clientBefore);
      const redisCommands = redisCommandsPer(commandsBefore, await redisCommandCalls(redis), started.length);
      const cpu: CpuPerBooking = { perProcess, total: totalOf(perProcess), benchClient: (client.user + client.system) / 1000 / started.length, redisCommands };

      const targetRate = peak.bookingsPerSec / 2;
      const n = Math.max(20, Math.round(targetRate * o.latencySeconds));
      log(`    ${method}: latency at half the peak rate, ${targetRate.toFixed(1)} bookings/s for ${o.latencySeconds} s (${n} checkouts)...`);
      const paced = await makeCarts(n);
      jobsBefore = await completed();
      const t0 = Date.now() + 50;
      const runs = paced.map(async (c, i) => {
        const due = t0 + (i * 1000) / targetRate;
        await sleep(Math.max(0, due - Date.now()));
        return checkout(c, method);
      });
      const halfStarted = await Promise.all(runs);
      const half = await summarize(halfStarted, jobsBefore, t0);
      return { peak, cpu, halfRate: { ...half, targetRate }, ratio: (peak.bookingsPerSec * peak.jobsPerBooking) / rawJobsPerSec };
    };

    const payLater = await measure('payLater');
    const card = await measure('card');
    const flashSale = await benchFlashSale({
      store,
      buyers: o.flashBuyers,
      capacity: o.flashCapacity,
      slots: o.flashSlots,
      log,
      driver: {
        makeCarts: makeCartsFor,
        race: (carts) =>
          inPool(carts, o.inFlight, async (cart) => {
            const r = await sendCheckout(cart, 'payLater');
            if (r.bookingId === null) return { sentAt: r.sentAt, answer: { kind: 'soldOut', at: r.answeredAt } satisfies Answer };
            await ended(r.bookingId);
            const out = outcomeAt.get(r.bookingId)!;
            const answer: Answer = out.type === 'BookingConfirmed' ? { kind: 'confirmed', at: out.at } : out.soldOut ? { kind: 'soldOut', at: out.at } : { kind: 'unclear', at: out.at, type: out.type };
            return { sentAt: r.sentAt, answer };
          }),
      },
    });
    await subscription.unsubscribe();
    await following.catch(() => undefined);
    return { rawJobsPerSec, workerConcurrency: o.workerConcurrency, payLater, card, flashSale, ...(o.kafkaBrokers ? { relayLag: await relayLag(store, o.redisUrl, prefix) } : {}) };
  } finally {
    await stack?.stop();
    await queue.close();
    redis.disconnect();
    await store.close();
  }
}
