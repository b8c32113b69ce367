/**
 * `npm run bench`: one run on one machine, compared against baselines measured in the same run.
 *   (a) event appends/s through the SQLite event store vs raw SQLite inserts/s, same durability (bench/appends.ts);
 *   (b) catalog list req/s and p99 vs a bare fastify hello-world, both driven by autocannon with the same flags,
 *       each server in its own child process, the catalog seeded into a temporary event store and projected into
 *       the bench's own Redis before measuring.
 *   (c) bookings end to end (api + projector + saga worker processes) vs raw BullMQ no-op jobs/s (bench/bookings.ts).
 * Options: --duration=10 --connections=10 --events=5000 --warmup=3
 *          --only=bookings (run only (c)), --only=catalog (run only (b)); --bookings=1000 --in-flight=32 --latency-seconds=8 --worker-concurrency=32 --raw-jobs=10000
 *          --flash-buyers=2000 --flash-capacity=500 --flash-slots=200
 *          --store=postgres: (c) and (d) run on the SQLite store and again on a PostgreSQL server started for the run,
 *          and one table compares bookings/s and p99 of both stores; BENCH_PG_STATS=1 then prints the statements
 *          that took the PostgreSQL server's time (pg_stat_statements)
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import { Redis } from 'ioredis';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { freePort, startRedis } from '../../scripts/lib/redis.mjs';
import { seedCatalog } from '../src/catalog/seed/seed-catalog.ts';
import { projections } from '../src/main/projections.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openSqliteEventStore } from '../src/platform/eventstore/sqlite.ts';
import { benchAppends } from './appends.ts';
import { benchBookings, type BookingsBenchResult } from './bookings.ts';
import { busiestStatements } from './postgres-statements.ts';
import { RELAY_LAG_TARGET_P99_MS, startBenchBroker } from './relay-lag.ts';

/** Issue 26's goals: the verdicts printed are against these. */
const TARGETS = { appendsRatio: 0.85, catalogRatio: 0.6, catalogP99Ms: 10 };
const LIST_PATH = '/experiences?city=riyadh&limit=20';
const root = resolve(import.meta.dirname, '../..');

function parseArgs(argv: string[]) {
  const get = (name: string, fallback: number) => {
    const hit = argv.find((a) => a.startsWith(`--${name}=`));
    const n = hit ? Number(hit.split('=')[1]) : fallback;
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const only = argv.find((a) => a.startsWith('--only='))?.split('=')[1];
  if (only !== undefined && only !== 'bookings' && only !== 'catalog') throw new Error('--only accepts: bookings, catalog');
  const store = argv.find((a) => a.startsWith('--store='))?.split('=')[1] ?? 'sqlite';
  if (store !== 'sqlite' && store !== 'postgres') throw new Error('--store accepts: sqlite, postgres');
  return {
    duration: get('duration', 10),
    connections: get('connections', 10),
    events: get('events', 5000),
    warmup: get('warmup', 3),
    only,
    store,
    /** --no-relay: the bookings run without the Kafka broker and the supplier relay. */
    relay: !argv.includes('--no-relay'),
    bookings: {
      bookings: get('bookings', 1000),
      inFlight: get('in-flight', 32),
      latencySeconds: get('latency-seconds', 8),
      workerConcurrency: get('worker-concurrency', 32),
      rawJobs: get('raw-jobs', 10_000),
      flashBuyers: get('flash-buyers', 2000),
      flashCapacity: get('flash-capacity', 500),
      flashSlots: get('flash-slots', 200),
    },
  };
}

/** Starts a server in its own process and resolves once `probe` answers 200. */
async function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, probe: string): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile under <dir>/<name> when it stops (where the time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.BENCH_CPU_PROF, name)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${stderr}`);
    const ok = await fetch(probe, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not answer ${probe} within 60 s:\n${stderr}`);
}

/** A warm-up run (discarded: JIT, caches, connection setup), then the measured run with the same flags. */
async function load(url: string, flags: { duration: number; connections: number; warmup: number }, paths?: string[]): Promise<Result> {
  // Both servers are asked as the storefront's fetch and every browser ask: compressed answers accepted.
  const headers = { 'accept-encoding': 'br, gzip' };
  const base = { url, connections: flags.connections, pipelining: 1, headers, ...(paths ? { requests: paths.map((path) => ({ method: 'GET', path, headers })) } : {}) };
  await autocannon({ ...base, duration: flags.warmup });
  const result = await autocannon({ ...base, duration: flags.duration });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers; the measurement is not valid`);
  }
  return result;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
  return JSON.parse(body) as T;
}

/** The machine is shared: every figure goes with when it was measured and how busy the machine was. */
const machineNow = () => `${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/* ---- (c) bookings ---- */

const BOOKING_TARGETS = { halfRateP99Ms: 250, payLaterCpuMsPerBooking: 4, cardCpuMsPerBooking: 6, flashRatio: 0.3, flashWaitP99Ms: 2000 };

/** Starts its own Redis (so the catalog part's keys and load never mix in), measures, prints, saves. */
async function runBookingsSection(flags: ReturnType<typeof parseArgs>, dir: string, eventStore: 'sqlite' | 'postgres' = 'sqlite'): Promise<BookingsBenchResult> {
  const redisServer = await startRedis({ port: await freePort(), dir: join(dir, `bookings-redis-${eventStore}`) });
  // Durable like the SQLite store (fsync on every commit), so the two stores are compared on equal terms.
  // Its data directory is the project's (.data/bench), not the private temp dir: as root the server runs as `postgres`.
  const pgPort = await freePort();
  const statementStats = process.env.BENCH_PG_STATS === '1';
  const postgres = eventStore === 'postgres' ? await startPostgres({ port: pgPort, dir: resolve(root, '.data/bench', `postgres-${pgPort}`), durable: true, statementStats }) : null;
  let result: BookingsBenchResult;
  try {
    const bookingsDir = join(dir, `bookings-${eventStore}`);
    mkdirSync(bookingsDir, { recursive: true });
    console.log(`(c) bookings end to end on the ${eventStore} event store: ${flags.bookings.bookings} checkouts per peak phase, ${flags.bookings.inFlight} in flight; latency at half the peak rate for ${flags.bookings.latencySeconds} s`);
    const broker = flags.relay ? await startBenchBroker(dir) : null;
    try {
      if (broker) console.log(`    with the supplier relay publishing to a Kafka broker on ${broker.brokers} (--no-relay: without)`);
      result = await benchBookings({
        redisUrl: redisServer.url,
        ...(postgres ? { databaseUrl: postgres.url } : {}),
        dir: bookingsDir,
        apiPort: await freePort(),
        redisPid: redisServer.pid,
        ...(postgres ? { postgresPid: postgres.pid } : {}),
        ...flags.bookings,
        ...(broker ? { kafkaBrokers: broker.brokers } : {}),
        log: (l) => console.log(l),
      });
    } finally {
      await broker?.stop();
    }
  } finally {
    await redisServer.stop();
    try {
      if (postgres && statementStats) {
        console.log('\n    PostgreSQL, busiest statements (BENCH_PG_STATS): calls, total ms, rows, statement');
        for (const st of await busiestStatements(postgres.url)) console.log(`    ${fmt(st.calls).padStart(9)} ${fmt(st.totalMs).padStart(9)} ${fmt(st.rows).padStart(9)}  ${st.query.slice(0, 120)}`);
      }
    } finally {
      // A failed statistics query must not leave the server running.
      await postgres?.stop();
    }
  }
  const row = (name: string, m: BookingsBenchResult['payLater']) => `    ${name.padEnd(22)}${fmt(m.peak.bookingsPerSec, 1).padStart(8)} bookings/s   ${fmt(m.peak.jobsPerBooking, 1)} jobs/booking   raw-job ratio ${fmt(m.ratio, 2)}x (info)
    ${''.padEnd(22)}peak latency p50 ${fmt(m.peak.p50Ms)} ms  p99 ${fmt(m.peak.p99Ms)} ms
    ${''.padEnd(22)}at ${fmt(m.halfRate.targetRate, 1)}/s (half peak): p50 ${fmt(m.halfRate.p50Ms)} ms  p99 ${fmt(m.halfRate.p99Ms)} ms   target <= ${BOOKING_TARGETS.halfRateP99Ms} ms  ${verdict(m.halfRate.p99Ms <= BOOKING_TARGETS.halfRateP99Ms)}
    ${''.padEnd(22)}CPU ms per booking (peak): ${cpuLine(m.cpu)}
    ${''.padEnd(22)}Redis commands per booking (peak): ${fmt(m.cpu.redisCommands.total, 1)} (${m.cpu.redisCommands.byCommand.slice(0, 6).map(([name, n]) => `${name} ${fmt(n, 1)}`).join(', ')})`;
  const cpuLine = (c: BookingsBenchResult['payLater']['cpu']) =>
    `${Object.entries(c.perProcess)
      .map(([name, ms]) => `${name} ${ms === null ? 'n/a' : fmt(ms, 2)}`)
      .join(', ')} = total ${fmt(c.total, 2)}  (bench client ${fmt(c.benchClient, 2)}, not counted)`;
  console.log(`
(c) bookings, checkout -> outcome recorded (api + projector + saga worker processes, ${eventStore} event store, one Redis)
    raw BullMQ no-op jobs/s ${fmt(result.rawJobsPerSec)}   (worker concurrency ${result.workerConcurrency}, own process)
${row('pay later', result.payLater)}
${row('card (auto-approve)', result.card)}
    raw-job ratio = bookings/s x jobs per booking / raw no-op jobs/s: information only (a booking is several jobs that append
    durable events; the limit that counts is the CPU per booking below)
    CPU per booking, pay later: ${fmt(result.payLater.cpu.total, 2)} ms   target <= ${BOOKING_TARGETS.payLaterCpuMsPerBooking} ms  ${verdict(result.payLater.cpu.total <= BOOKING_TARGETS.payLaterCpuMsPerBooking)}   (from /proc/<pid>/stat utime+stime)
    CPU per booking, card:      ${fmt(result.card.cpu.total, 2)} ms   target <= ${BOOKING_TARGETS.cardCpuMsPerBooking} ms  ${verdict(result.card.cpu.total <= BOOKING_TARGETS.cardCpuMsPerBooking)}`);
  const flash = result.flashSale;
  const flashRow = (name: string, m: typeof flash.hot) =>
    `    ${name.padEnd(22)}${fmt(m.answersPerSec, 1).padStart(8)} answers/s  ${fmt(m.confirmedPerSec, 1)} confirmed/s   ${m.confirmed} confirmed, ${m.soldOut} sold out, ${m.unclear} unclear
    ${''.padEnd(22)}wait p50 ${fmt(m.waitP50Ms)} ms  p99 ${fmt(m.waitP99Ms)} ms  ${verdict(m.waitP99Ms <= BOOKING_TARGETS.flashWaitP99Ms)}   oversold ${m.oversold}  ${verdict(m.oversold <= 0 && m.unclear === 0)}   sold out before the last seat taken ${fmt(m.unfairShare * 100, 1)} %`;
  console.log(`
(d) flash sale, pay later, ${flash.hot.buyers} buyers each, ${flags.bookings.inFlight} awaiting their answer at a time
${flashRow(`1 departure x ${flash.hot.capacityPerSlot}`, flash.hot)}
${flashRow(`${flash.spread.slots} departures`, flash.spread)}
    hot / spread answers/s  ${fmt(flash.ratio, 2)}x   target >= ${BOOKING_TARGETS.flashRatio}x  ${verdict(flash.ratio >= BOOKING_TARGETS.flashRatio)}`);
  const lag = result.relayLag;
  if (lag) {
    console.log(`    supplier relay lag (event appended -> Kafka ack, acks=all) over ${lag.samples} messages after the warm-up: p50 ${fmt(lag.p50Ms ?? NaN)} ms  p99 ${fmt(lag.p99Ms ?? NaN)} ms  max ${fmt(lag.maxMs ?? NaN)} ms   target p99 <= ${RELAY_LAG_TARGET_P99_MS} ms  ${verdict((lag.p99Ms ?? Infinity) <= RELAY_LAG_TARGET_P99_MS)}`);
  }
  mkdirSync(resolve(root, '.data/bench'), { recursive: true });
  writeFileSync(resolve(root, `.data/bench/bookings-${eventStore === 'sqlite' ? 'latest' : eventStore}.json`), JSON.stringify({ machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, node: process.version }, flags: flags.bookings, targets: BOOKING_TARGETS, ...result }, null, 2) + '\n');
  console.log(`bookings results saved to .data/bench/bookings-${eventStore === 'sqlite' ? 'latest' : eventStore}.json`);
  return result;
}

/** --store=postgres: the bookings sections on both stores, one after the other on the same machine, then one table. */
async function runBookingsOnEveryStore(flags: ReturnType<typeof parseArgs>, dir: string): Promise<void> {
  const sqlite = await runBookingsSection(flags, dir, 'sqlite');
  if (flags.store !== 'postgres') return;
  console.log('');
  const postgres = await runBookingsSection(flags, dir, 'postgres');
  const line = (name: string, r: BookingsBenchResult) =>
    `    ${name.padEnd(10)}${[r.payLater, r.card].map((m) => `${fmt(m.peak.bookingsPerSec, 1).padStart(8)} bookings/s  p99 ${fmt(m.peak.p99Ms).padStart(6)} ms (half rate ${fmt(m.halfRate.p99Ms)} ms)`).join('   ')}`;
  console.log(`
(e) event stores compared, peak bookings/s and checkout -> outcome p99 (same run, same machine)
    ${''.padEnd(10)}${'pay later'.padEnd(57)}card (auto-approve)
${line('sqlite', sqlite)}
${line('postgres', postgres)}`);
}

async function runBookingsOnly(flags: ReturnType<typeof parseArgs>): Promise<void> {
  console.log(`Rihla benchmark (bookings only) — ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, Node ${process.version}; started ${machineNow()}\n`);
  const dir = mkdtempSync(join(os.tmpdir(), 'rihla-bench-bookings-'));
  try {
    await runBookingsOnEveryStore(flags, dir);
    console.log(`\nfinished ${machineNow()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureAppends(events: number, dir: string) {
  console.log(`(a) appending ${events} events through the event store and as raw inserts...`);
  mkdirSync(join(dir, 'appends'));
  return benchAppends({ events, dir: join(dir, 'appends') });
}

async function runBenchmark(): Promise<void> {
  const flags = parseArgs(process.argv.slice(2));
  if (flags.only === 'bookings') return runBookingsOnly(flags);
  const config = loadConfig();
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  console.log(`Rihla benchmark — ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()} ${os.release()}; started ${machineNow()}`);
  console.log(`autocannon flags for both servers: -c ${flags.connections} -d ${flags.duration} -p 1 (after a ${flags.warmup} s warm-up)\n`);

  const dir = mkdtempSync(join(os.tmpdir(), 'rihla-bench-'));
  const cleanups: (() => Promise<void>)[] = [];
  try {
    // (a) appends
    const appends = flags.only === 'catalog' ? null : await measureAppends(flags.events, dir);

    // (b) catalog: seed into a temporary store, project into the bench's own Redis, then measure.
    const redisServer = await startRedis({ port: await freePort(), dir: join(dir, 'redis') });
    cleanups.push(() => redisServer.stop());
    const sqliteFile = join(dir, 'events.sqlite');
    const prefix = 'bench:';
    const store = openSqliteEventStore(sqliteFile);
    const redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
    cleanups.push(async () => redis.disconnect());
    console.log(`(b) seeding ${config.CATALOG_SIZE} experiences (seed ${config.CATALOG_SEED}) and projecting them...`);
    const seeded = await seedCatalog(store, { seed: config.CATALOG_SEED, size: config.CATALOG_SIZE });
    const head = await store.headPosition();
    for (const p of projections) {
      const runner = await p.start({ store, redis, prefix });
      await runner.waitFor(head);
      await runner.stop();
    }
    await store.close();

    const helloPort = await freePort();
    const hello = await startServer('hello-world', [resolve(import.meta.dirname, 'hello-server.ts'), String(helloPort)], process.env, `http://127.0.0.1:${helloPort}/`);
    cleanups.push(hello.stop);
    console.log('    measuring the bare fastify hello-world...');
    const helloResult = await load(`http://127.0.0.1:${helloPort}/`, flags);
    await hello.stop();

    const apiPort = await freePort();
    const apiEnv: NodeJS.ProcessEnv = {
      ...process.env,
      EVENTSTORE_SQLITE_FILE: sqliteFile,
      DATA_DIR: dir,
      REDIS_URL: redisServer.url,
      REDIS_PREFIX: prefix,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Thousands of requests from one address are the point here: the limit stays on (its cost is measured), far above the load.
      RATE_LIMIT_PER_ADDRESS: '100000000',
      // What production requires (it refuses published or missing secrets); random per run.
      PAYMENTS_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
      BOOKING_LINK_SECRET: randomBytes(24).toString('hex'),
      OCTO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      SUPPLIER_KEYS: `bench-supplier=${randomBytes(24).toString('hex')}`,
      PAYMENTS_SANDBOX_ENABLED: 'true',
      COOKIE_SECURE: 'true',
    };
    delete apiEnv.EVENTSTORE_URL;
    delete apiEnv.OTEL_EXPORTER_OTLP_ENDPOINT;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const api = await startServer('api', [resolve(root, 'services/src/main/api.ts')], apiEnv, `${apiUrl}/health`);
    cleanups.push(api.stop);
    const list = await getJson<{ total: number; items: { slug: string }[] }>(`${apiUrl}${LIST_PATH}`);
    if (list.items.length === 0) throw new Error(`${LIST_PATH} returned no experiences; the catalog did not project`);
    console.log(`    measuring GET ${LIST_PATH} (${list.total} matches, ${list.items.length} cards per page)...`);
    const catalogResult = await load(apiUrl, flags, [LIST_PATH]);

    // A mix of listing, filters, Arabic search and detail pages, for information (no target).
    const cities = await getJson<{ items: { id: string }[] }>(`${apiUrl}/cities`);
    const categories = await getJson<{ items: { id: string }[] }>(`${apiUrl}/categories`);
    const mix = [
      LIST_PATH,
      `/experiences?city=${cities.items[1]?.id ?? 'dubai'}&locale=ar&limit=20`,
      `/experiences?category=${categories.items[0]?.id}&sort=price-asc&limit=20`,
      `/experiences?city=${cities.items[2]?.id ?? 'jeddah'}&page=2&limit=12`,
      `/search?q=${encodeURIComponent('رحلة صحراوية')}&locale=ar`,
      `/search?q=desert%20safari&destination=${encodeURIComponent('دبي')}`,
      `/experiences/${encodeURIComponent(list.items[0]!.slug)}`,
      `/experiences/${encodeURIComponent(list.items[1]?.slug ?? list.items[0]!.slug)}?locale=ar`,
    ];
    for (const path of mix) await getJson(`${apiUrl}${path}`);
    console.log(`    measuring a mix of ${mix.length} catalog requests...`);
    const mixResult = await load(apiUrl, flags, mix);
    await api.stop();

    const catalogRatio = catalogResult.requests.average / helloResult.requests.average;
    const results = {
      machine: { cpu, cores: os.cpus().length, node: process.version },
      flags,
      ...(appends ? { appends: { ...appends, target: TARGETS.appendsRatio, pass: appends.ratio >= TARGETS.appendsRatio } } : {}),
      catalog: {
        path: LIST_PATH,
        seededEvents: seeded.appendedEvents,
        helloWorld: { reqPerSec: helloResult.requests.average, p99Ms: helloResult.latency.p99 },
        list: { reqPerSec: catalogResult.requests.average, p99Ms: catalogResult.latency.p99 },
        mix: { paths: mix, reqPerSec: mixResult.requests.average, p99Ms: mixResult.latency.p99 },
        ratio: catalogRatio,
        pass: catalogRatio >= TARGETS.catalogRatio && catalogResult.latency.p99 < TARGETS.catalogP99Ms,
      },
    };
    mkdirSync(resolve(root, '.data/bench'), { recursive: true });
    writeFileSync(resolve(root, '.data/bench/latest.json'), JSON.stringify(results, null, 2) + '\n');

    if (appends) {
      console.log(`
(a) event appends (single-event appends with exact expected revision, WAL + synchronous=FULL)
    event store appends/s   ${fmt(appends.appendsPerSec)}
    raw SQLite inserts/s    ${fmt(appends.rawInsertsPerSec)}
    ratio                   ${fmt(appends.ratio, 2)}x    target >= ${TARGETS.appendsRatio}x          ${verdict(appends.ratio >= TARGETS.appendsRatio)}
    stream tail reads/s     ${fmt(appends.tailReadsPerSec)} through the store vs ${fmt(appends.rawTailReadsPerSec)} raw = ${fmt(appends.tailReadRatio, 2)}x (info)`);
    }
    console.log(`
(b) catalog list vs bare fastify hello-world (autocannon -c ${flags.connections} -d ${flags.duration})
    hello-world             ${fmt(helloResult.requests.average)} req/s   p99 ${fmt(helloResult.latency.p99, 1)} ms
    GET ${LIST_PATH}   ${fmt(catalogResult.requests.average)} req/s   p99 ${fmt(catalogResult.latency.p99, 1)} ms   (${fmt(catalogResult.throughput.average / catalogResult.requests.average / 1024, 1)} KB per answer, hello-world ${fmt(helloResult.throughput.average / helloResult.requests.average)} bytes)
    ratio                   ${fmt(catalogRatio, 2)}x    target >= ${TARGETS.catalogRatio}x          ${verdict(catalogRatio >= TARGETS.catalogRatio)}
    catalog p99             ${fmt(catalogResult.latency.p99, 1)} ms   target < ${TARGETS.catalogP99Ms} ms         ${verdict(catalogResult.latency.p99 < TARGETS.catalogP99Ms)}
    (info) mix of ${mix.length} catalog requests: ${fmt(mixResult.requests.average)} req/s, p99 ${fmt(mixResult.latency.p99, 1)} ms

results saved to .data/bench/latest.json`);

    if (flags.only !== 'catalog') {
      console.log('');
      await runBookingsOnEveryStore(flags, dir);
    }
    console.log(`\nfinished ${machineNow()}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

runBenchmark().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
