import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { slotStream } from '@rihla/events/inventory';
import { startRedisCluster } from '../../../scripts/lib/redis-cluster.mjs';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { checkoutIds, bookingStatusProjection, customerBookingsProjection, financeRefundLedgerProjection, opsQueuesProjection, reactorKeys, bookingStreamProblems, OUTCOME_TYPES, bookingExperiences, buyer, FIXED_NOW, onRequestTourB, setSharedClock, confirmedItems, expectedMessageKeys, compareWithCleanRebuild, withSandboxProvider } from '../booking/testing/index.ts';
import { publishExperiences } from '../cart/testing/index.ts';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../inventory/index.ts';
import { loadConfig } from '../platform/config.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { openPostgresEventStore } from '../platform/eventstore/postgres.ts';
import { createLogger } from '../platform/log.ts';
import { readCheckpoint, readModelKeys } from '../platform/projection-runner.ts';
import { inPool } from '../platform/testing/in-pool.ts';
import { jsonBody } from '../platform/testing/json-body.ts';
import { startTestPostgres, type TestPostgres } from '../platform/testing/postgres.ts';
import { SUPPLIER_EVENTS_PARTITIONS, supplierEventsTopic } from '@rihla/events/supplier-channel';
import { createKafkajsMessageBus, startSupplierSimulator } from '../suppliers/index.ts';
import type { MessageBus, ReceivedMessage } from '../suppliers/testing/index.ts';
import { supplierChannelKeys, supplierBookingReferences, devSupplierKey, expectedIntegrationEvents, publicationProblems, publishedByIdentity, startTestBroker, type TestBroker } from '../suppliers/testing/index.ts';
import { createBookingServices } from './booking-services.ts';
import type { BookingServices } from '../booking/index.ts';
import type { SandboxProvider } from '../payments/testing/index.ts';

/**
 * Two copies of every process (api, worker, projector, relay) on one PostgreSQL event store, one 3-master Redis
 * Cluster and one Kafka broker, as an operator running replicas would. Checkouts go to both apis; midway one worker,
 * one projector and the relay holding the publishing lease are killed -9 and not restarted: the surviving copies
 * finish everything (the dead worker's jobs come back to the queue when their locks lapse; the dead projector's and
 * relay's leases lapse and the live copies take over from the checkpoints; the dead relay's share of the suppliers'
 * answer group moves to the other one). The test plays the on-request supplier on Kafka, so a booking of its tour
 * only ends if its request was published and its answer consumed.
 * Afterwards: every booking ended once, no double capture, each payment operation done once, no seat oversold, each
 * buyer message sent once, every supplier message on the topic, and the read models equal a clean rebuild.
 * RIHLA_REPLICATED_CHECKOUTS lowers the number of checkouts for a quick local run.
 */
const CHECKOUTS = Number(process.env.RIHLA_REPLICATED_CHECKOUTS ?? 500);
/** Buyers at once: enough to keep both apis and both workers busy on two cores without timing out requests. */
const BUYERS = 32;
const DEPARTURES = ['2030-01-08', '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12'].flatMap((date) => ['09:00', '15:00'].map((startTime) => ({ date, startTime })));
/**
 * Every shape goes to every departure: mostly a roomy instant tour; some carts add a failing one, some an on-request
 * tour (its supplier answers over Kafka), some a two-seat tour many want (most of those are refused as sold out).
 */
const CART_SHAPES: readonly (readonly string[])[] = [['exp-instant-b'], ['exp-instant-b', 'exp-failing'], ['exp-instant-b', 'exp-onrequest-b'], ['exp-onrequest-b'], ['exp-tiny', 'exp-instant-b']];
const TOURS = ['exp-instant-b', 'exp-failing', 'exp-tiny', 'exp-onrequest-b'];
const MAIN = resolve(import.meta.dirname);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let pg: TestPostgres;
let cluster: Awaited<ReturnType<typeof startRedisCluster>>;
let broker: TestBroker;
let bus: MessageBus;
let store: EventStore;
let redis: Redis;
let services: BookingServices<SandboxProvider>;
let dir: string;
const children: ChildProcess[] = [];
let env: Record<string, string>;
let prefix: string;
let setupMs = 0;
/** Every message on the suppliers' events topic, as a supplier reading it from the start sees them. */
const published: ReceivedMessage[] = [];

function startProcess(file: string, extra: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(MAIN, file)], { env: { ...process.env, ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  children.push(child);
  return child;
}

/** Resolves when the process says it is ready (workers and relays send it once their consumers run). */
const ready = (child: ChildProcess, name: string) =>
  new Promise<void>((done, fail) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && done());
    child.once('exit', (code) => fail(new Error(`a ${name} exited (${code}) at start`)));
  });

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer /health`);
}

const killHard = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
};

let apis: string[] = [];
let workers: ChildProcess[] = [];
let projectors: ChildProcess[] = [];
let relays: ChildProcess[] = [];

beforeAll(async () => {
  dir = resolve(import.meta.dirname, '../../../.data/test', `replicated-${randomUUID().slice(0, 8)}`);
  mkdirSync(dir, { recursive: true });
  const setupStart = Date.now();
  // Kafka's JVM starts slowest: the api, projector and worker copies (which never talk to Kafka) start meanwhile.
  const brokerStarting = startTestBroker();
  brokerStarting.catch(() => {});
  [pg, cluster] = await Promise.all([startTestPostgres(), startRedisCluster({ dir: join(dir, 'redis-cluster') })]);
  const databaseUrl = await pg.createDatabase('replicated');
  prefix = `{rep-${randomUUID().slice(0, 6)}}:`;
  env = {
    EVENT_STORE: 'postgres',
    DATABASE_URL: databaseUrl,
    REDIS_URL: cluster.url,
    REDIS_PREFIX: prefix,
    DATA_DIR: dir,
    // The sandbox ledger and the outbox are files: the replicas of this test share the machine's disk (see docs/scaling.md).
    PAYMENTS_LEDGER_FILE: join(dir, 'psp-ledger.sqlite'),
    OUTBOX_DIR: join(dir, 'outbox'),
    PAYMENTS_AUTO_APPROVE: 'true',
    PAYMENTS_WEBHOOK_SECRET: 'whsec_replicated_stack_secret',
    PUBLIC_STOREFRONT_URL: 'https://shop.example',
    CHECKOUT_PROCESSING_BUDGET_MS: '2000',
    BOOKING_WORKER_CONCURRENCY: '8',
    // A worker killed mid-send holds its message's once-only lease: a short one lets the survivor send within the wait.
    NOTIFY_SEND_LEASE_MS: '3000',
    // The two reactors compete: one killed mid-batch may have re-added a booking the other had just seen end to the
    // set of unfinished bookings. The reconciler removes such an entry on its next run; run it often enough to see it.
    BOOKING_RECONCILE_EVERY_MS: '10000',
    RATE_LIMIT_PER_ADDRESS: '100000000',
    PASSWORD_HASH_PROFILE: 'fast-test',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Every process reads one clock kept in Redis, set to the fixtures' day, so the 2030 departures are bookable.
    CLOCK_SOURCE: 'redis',
  };
  for (const k of ['EVENTSTORE_URL', 'EVENTSTORE_SQLITE_FILE', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'SUPPLIER_KEYS']) delete process.env[k];
  store = await openPostgresEventStore(databaseUrl);
  redis = connectRedis(cluster.url, { maxRetriesPerRequest: null });
  await setSharedClock(redis, prefix, FIXED_NOW);
  services = withSandboxProvider(await createBookingServices(loadConfig({ ...env, PUBLIC_API_URL: 'http://127.0.0.1:1' }), { role: 'worker', store, redis, log: createLogger('replicated-test', 'silent') }));
  await publishExperiences(store, [...bookingExperiences, onRequestTourB]);

  const ports = [await freePort(), await freePort()];
  apis = ports.map((p) => `http://127.0.0.1:${p}`);
  for (const [i, port] of ports.entries()) startProcess('api.ts', { API_PORT: String(port), API_HOST: '127.0.0.1', PUBLIC_API_URL: apis[i]! });
  projectors = [startProcess('projector.ts'), startProcess('projector.ts')];
  workers = [startProcess('worker.ts'), startProcess('worker.ts')];
  const started = Promise.all([...apis.map(waitForHealth), ...workers.map((w) => ready(w, 'worker'))]);
  started.catch(() => {});
  broker = await brokerStarting;
  // The first relay alone takes the publishing lease (and creates the topics); the second one waits behind it.
  const kafka = { KAFKA_BROKERS: broker.brokers };
  relays = [startProcess('relay.ts', kafka)];
  await ready(relays[0]!, 'relay');
  expect(await redis.get(supplierChannelKeys(prefix).relayLease)).not.toBeNull();
  relays.push(startProcess('relay.ts', kafka));
  bus = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'replicated-stack-test' });
  await Promise.all([
    started,
    ready(relays[1]!, 'relay'),
    bus
      .ensureTopics(['sup-instant', 'sup-onRequest', 'sup-failing', 'sup-declining'].map((s) => ({ name: supplierEventsTopic(s), partitions: SUPPLIER_EVENTS_PARTITIONS })))
      .then(() => bus.subscribe({ groupId: `test-events-${randomUUID()}`, topic: ['sup-instant', 'sup-onRequest', 'sup-failing', 'sup-declining'].map(supplierEventsTopic), fromBeginning: true, handle: async (m) => void published.push(m) })),
    // The on-request tour's supplier, as it would connect: confirms each request it reads, signed with its key.
    startSupplierSimulator({ bus, answers: new Map([['sup-onRequest', 'confirm']]), keyOf: devSupplierKey, delayMs: 0, fromBeginning: true, now: () => services.clock.now(), log: createLogger('test-supplier', 'silent') }),
  ]);
  setupMs = Date.now() - setupStart;
}, 240_000);

afterAll(async () => {
  await Promise.all(children.map(killHard));
  await bus?.close();
  await services?.close();
  redis?.disconnect();
  await store?.close();
  await Promise.all([cluster?.stop(), pg?.stop(), broker?.remove()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function http(api: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return jsonBody(res);
}

const events = async (bookingId: string) => (await store.readStream(bookingStream(bookingId))).map((r) => bookingEvents.parse(r));

describe('replicated stack on PostgreSQL, a Redis Cluster and Kafka', () => {
  it(`two of each process, ${CHECKOUTS} checkouts, one worker, one projector and the publishing relay killed -9 midway: everything ends once and adds up`, { timeout: 600_000 }, async () => {
    const t0 = Date.now();
    const took = new Map<string, number>();
    const phase = (name: string) => took.set(name, Date.now() - t0 - [...took.values()].reduce((a, b) => a + b, 0));
    const plans = Array.from({ length: CHECKOUTS }, (_, i) => {
      const key = `rep-${String(i).padStart(4, '0')}-key`;
      return {
        key,
        api: apis[i % 2]!,
        bookingId: checkoutIds(key).bookingId,
        paymentMethod: i % 2 === 0 ? ('card' as const) : ('payLater' as const),
        tours: CART_SHAPES[Math.floor(i / DEPARTURES.length) % CART_SHAPES.length]!,
        departure: DEPARTURES[i % DEPARTURES.length]!,
      };
    });
    const carts = await inPool(plans, BUYERS, async (p) => {
      const opened = await http(p.api, 'POST', '/carts', {});
      expect(opened.status).toBe(201);
      const cartId = opened.body.cartId as string;
      for (const experienceId of p.tours) {
        const added = await http(p.api, 'POST', `/carts/${cartId}/items`, { experienceId, optionId: 'std', ...p.departure, participants: { adult: 1 } });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
      return cartId;
    });
    phase('carts');

    const relayLease = supplierChannelKeys(prefix).relayLease;
    let answered = 0;
    let leaseOfKilledRelay: string | null = null;
    const killedMidway = (async () => {
      while (answered < CHECKOUTS / 2) await sleep(20);
      // The first relay has held the publishing lease since it started: the kill must move the lease.
      leaseOfKilledRelay = await redis.get(relayLease);
      await Promise.all([killHard(workers[0]!), killHard(projectors[0]!), killHard(relays[0]!)]);
    })();
    const answers = await inPool(plans, BUYERS, async (p, i) => {
      const r = await http(p.api, 'POST', '/checkout', { cartId: carts[i], buyer, paymentMethod: p.paymentMethod, locale: 'en', ...(p.paymentMethod === 'card' ? { returnUrl: 'https://shop.example/checkout/result' } : {}) }, { 'idempotency-key': p.key });
      answered += 1;
      return r;
    });
    await killedMidway;
    phase('checkouts');
    for (const child of [workers[0]!, projectors[0]!, relays[0]!]) expect(child.signalCode).toBe('SIGKILL');
    // The killed relay was the publisher: its lease lapsed and the survivor holds it now (another holder's token).
    expect(leaseOfKilledRelay).not.toBeNull();
    await expect.poll(async () => [null, leaseOfKilledRelay].includes(await redis.get(relayLease)), { timeout: 30_000, interval: 250 }).toBe(false);
    // A sold-out two-seat tour may be refused at the door (409, review the cart): then no booking exists to check.
    const started = plans.filter((p, i) => {
      const a = answers[i]!;
      if (a.status === 409 && a.body.bookingStatus === 'reviewRequired') return false;
      expect([200, 202], JSON.stringify(a.body)).toContain(a.status);
      expect(a.body.bookingId).toBe(p.bookingId);
      return true;
    });
    expect(started.length).toBeGreaterThan(CHECKOUTS / 2);

    const outcomeOf = async (bookingId: string) => (await events(bookingId)).find((e) => OUTCOME_TYPES.has(e.type))?.type;
    await expect.poll(async () => (await Promise.all(started.map((p) => outcomeOf(p.bookingId)))).filter((o) => !o).length, { timeout: 240_000, interval: 1000 }).toBe(0);
    phase('outcomes');

    const streams = new Map<string, BookingEvent[]>();
    for (const p of started) streams.set(p.bookingId, await events(p.bookingId));
    for (const [id, es] of streams) expect(bookingStreamProblems(es), id).toEqual([]);
    const outcomes = new Map<string, number>();
    for (const es of streams.values()) for (const e of es) if (OUTCOME_TYPES.has(e.type)) outcomes.set(e.type, (outcomes.get(e.type) ?? 0) + 1);
    // Each on-request item was published, answered over Kafka and recorded once (bookingStreamProblems: answered once).
    const answeredOverKafka = [...streams.values()].filter((es) => es.some((e) => e.type === 'ItemAwaitingSupplier')).length;
    expect(answeredOverKafka).toBeGreaterThan(0);

    // Money: no double capture, captured - refunded == the confirmed items' value, nothing left authorized.
    const ledger = services.provider.ledger;
    await expect
      .poll(() => started.flatMap((p) => ledger.paymentsForBooking(p.bookingId)).filter((pay) => pay.authorized !== pay.captured + pay.voided).length, { timeout: 60_000, interval: 500 })
      .toBe(0);
    let captures = 0;
    for (const p of started) {
      const es = streams.get(p.bookingId)!;
      const value = confirmedItems(es).reduce((n, i) => n + i.lineTotal.amount - i.discount.amount, 0);
      const t = ledger.bookingTotals(p.bookingId);
      expect(t.captured - t.refunded, p.bookingId).toBe(p.paymentMethod === 'card' ? value : 0);
      // Each payment job's effect once: the provider did exactly what the stream records, one session and one
      // authorization per card booking that reached payment, nothing for pay later.
      const n = (type: BookingEvent['type']) => es.filter((e) => e.type === type).length;
      const ops = ledger.bookingOperations(p.bookingId);
      expect(ops, p.bookingId).toEqual({ sessions: n('PaymentSessionOpened'), authorizations: n('PaymentAuthorized'), captures: n('PaymentCaptured'), voids: n('PaymentVoided'), refunds: n('RefundIssued') });
      if (p.paymentMethod === 'payLater') expect(ops.sessions, p.bookingId).toBe(0);
      else if (ops.sessions > 0) expect([ops.sessions, ops.authorizations], p.bookingId).toEqual([1, 1]);
      captures += ops.captures;
    }
    expect(ledger.doubleCaptureCount()).toBe(0);
    expect(ledger.invariantViolations()).toEqual([]);

    // Each notification job's effect once: the buyer messages owed, no more, no fewer.
    const owed = [...streams].flatMap(([id, es]) => expectedMessageKeys(id, es)).sort();
    // A message the killed worker was sending stays claimed until its send-once lease lapses, then goes out once.
    await expect.poll(async () => (await services.notifier.listOutbox('email')).map((m) => m.idempotencyKey).sort(), { timeout: 180_000, interval: 1000 }).toEqual(owed);
    // Nothing is left for the reconciler to drive: the set of unfinished bookings is empty.
    await expect.poll(() => redis.scard(reactorKeys(prefix).active), { timeout: 60_000, interval: 500 }).toBe(0);
    phase('effects');

    // Suppliers: every message the log means is on the topic. At least once: a relay killed between the broker's
    // ack and its checkpoint makes the next holder resend that batch, so a message may arrive twice, but only as
    // the same message (same messageId header, key and content), which consumers de-duplicate on.
    let expected: Awaited<ReturnType<typeof expectedIntegrationEvents>> = [];
    await expect
      .poll(
        async () => {
          expected = await expectedIntegrationEvents(store, supplierBookingReferences(loadConfig(env).bookingLinkSecret));
          return publicationProblems(expected, published);
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toEqual([]);
    expect(expected.length).toBeGreaterThan(started.length);
    phase('kafka');

    // The surviving projector holds every read model now and has caught up with the log.
    const head = await store.headPosition();
    const live = [bookingStatusProjection, customerBookingsProjection, opsQueuesProjection, financeRefundLedgerProjection, slotProjection];
    for (const p of live) await expect.poll(() => readCheckpoint(redis, prefix, p.name), { timeout: 120_000, interval: 500 }).toBeGreaterThanOrEqual(head);

    // Seats: never more booked than a departure has, nothing left held, booked == what the confirmed items took.
    const slotIds = TOURS.flatMap((experienceId) => DEPARTURES.map((d) => slotStream({ experienceId, optionId: 'std', ...d })));
    const raw = await redis.hmget(readModelKeys(prefix, slotProjection.name).collection(SLOT_COLLECTION), ...slotIds);
    const slots = raw.flatMap((r) => (r ? [JSON.parse(r) as SlotDocument] : []));
    const bookedOwed = new Map<string, number>();
    for (const es of streams.values()) for (const i of confirmedItems(es)) bookedOwed.set(slotStream(i.slot), (bookedOwed.get(slotStream(i.slot)) ?? 0) + i.quantity);
    for (const d of slots) {
      expect(d.booked, d.slotId).toBeLessThanOrEqual(d.capacity);
      expect(d.held, d.slotId).toBe(0);
      expect(d.booked, d.slotId).toBe(bookedOwed.get(d.slotId) ?? 0);
    }
    expect(slots.filter((d) => d.slotId.includes('exp-tiny') && d.booked === d.capacity).length).toBeGreaterThan(0);

    const deps = { store, redis, prefix };
    // One after the other: each clean rebuild uses (and then removes) the same scratch key space.
    const comparisons = [];
    for (const p of [bookingStatusProjection, customerBookingsProjection, opsQueuesProjection, financeRefundLedgerProjection]) comparisons.push(await compareWithCleanRebuild(deps, p));
    comparisons.push(await compareWithCleanRebuild(deps, slotProjection));
    for (const c of comparisons) {
      expect(Object.keys(c.live).length, c.name).toBeGreaterThan(0);
      expect(c.live, c.name).toEqual(c.rebuilt);
    }
    phase('read models');

    const seats = slots.reduce((n, d) => ({ booked: n.booked + d.booked, capacity: n.capacity + d.capacity }), { booked: 0, capacity: 0 });
    const copies = publishedByIdentity(published);
    console.log(
      [
        `replicated stack: ${CHECKOUTS} checkouts in ${((Date.now() - t0) / 1000).toFixed(1)} s after a ${(setupMs / 1000).toFixed(1)} s start (${[...took].map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(', ')})`,
        `  killed -9 after ${CHECKOUTS / 2} answers: 1 worker, 1 projector, the relay holding the lease`,
        `  bookings ${started.length} (${CHECKOUTS - started.length} refused at the door): ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}; ${answeredOverKafka} answered by the supplier over Kafka`,
        `  captures ${captures}, double captures ${ledger.doubleCaptureCount()}; seats booked ${seats.booked} of ${seats.capacity}, oversold slots 0; e-mails ${owed.length}`,
        `  supplier messages ${expected.length}, published ${published.length} (${published.length - copies.size} resent under the same id)`,
      ].join('\n'),
    );
  });
});
