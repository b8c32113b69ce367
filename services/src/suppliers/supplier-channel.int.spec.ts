import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { ticketEvents, ticketStream } from '@rihla/events/tickets';
import { ticketRefFor } from '../tickets/testing/index.ts';
import { startBookingHarness, spawnReadyProcess, stopWorkerProcess, type BookingHarness, CARDS } from '../booking/testing/index.ts';
import { Ajv } from 'ajv';
import { supplierAsyncApiDocument } from './asyncapi-document.ts';
import {
  integrationEventSchemas,
  integrationEventTypes,
  RETIRED_RESPONSES_TOPIC_V1,
  SUPPLIER_EVENTS_PARTITIONS,
  SUPPLIER_TOPICS,
  supplierDlqTopic,
  supplierEventsTopic,
  type IntegrationEvent,
} from '@rihla/events/supplier-channel';
import { Kafka, logLevel } from 'kafkajs';
import { createKafkajsMessageBus } from './kafkajs-message-bus.ts';
import type { MessageBus, ReceivedMessage } from './message-bus.ts';
import { startSupplierRelay } from './supplier-relay.ts';
import { createLogger } from '../platform/log.ts';
import { signAnswer } from './supplier-answer-signature.ts';
import { supplierBookingReferences } from './supplier-booking-reference.ts';
import { devSupplierKey } from './supplier-keys.ts';
import { expectedIntegrationEvents, messageIdentity, publicationProblems, publishedByIdentity } from './testing/published-supplier-events.ts';
import { startTestBroker, type TestBroker } from './testing/test-broker.ts';

const RELAY = resolve(import.meta.dirname, '../main/relay.ts');

let broker: TestBroker;
let h: BookingHarness;
let bus: MessageBus;
let relay: ChildProcess | null = null;
const published: ReceivedMessage[] = [];
/** The fixture experiences' suppliers (booking-fixtures.ts: sup-{behaviour}). */
const SUPPLIERS = ['sup-instant', 'sup-onRequest', 'sup-failing', 'sup-declining'];
const parked: ReceivedMessage[] = [];
/** The relay's key of suppliers' booking references (a test's own, not the development default). */
const REFERENCE_SECRET = 'supplier-channel-test-references-secret';
const references = supplierBookingReferences(REFERENCE_SECRET);
const refOf = (supplierId: string, bookingId: string) => references.referenceOf(supplierId, bookingId);

const startRelay = async () => {
  relay = await spawnReadyProcess('relay', RELAY, { ...h.env, KAFKA_BROKERS: broker.brokers, BOOKING_LINK_SECRET: REFERENCE_SECRET });
};

beforeAll(async () => {
  broker = await startTestBroker();
  h = await startBookingHarness('kafka', { KAFKA_BROKERS: broker.brokers });
  await h.startWorker();
  await startRelay();
  bus = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'supplier-channel-test' });
  // Every message on every fixture supplier's events topic, and the DLQ, from the start.
  await bus.ensureTopics(SUPPLIERS.map((s) => ({ name: supplierEventsTopic(s), partitions: SUPPLIER_EVENTS_PARTITIONS })));
  await bus.subscribe({ groupId: `test-events-${randomUUID()}`, topic: SUPPLIERS.map(supplierEventsTopic), fromBeginning: true, handle: async (m) => void published.push(m) });
  // Every refused answer: each supplier's own DLQ and ops' DLQ of unauthenticated answers.
  const dlqs = [...SUPPLIERS.map(supplierDlqTopic), SUPPLIER_TOPICS.unauthenticatedDlq];
  await bus.ensureTopics(dlqs.map((name) => ({ name, partitions: 1 })));
  await bus.subscribe({ groupId: `test-dlq-${randomUUID()}`, topic: dlqs, fromBeginning: true, handle: async (m) => void parked.push(m) });
}, 120_000);

afterAll(async () => {
  if (relay) await stopWorkerProcess(relay);
  await bus?.close();
  await h?.close();
  await broker?.remove();
});

const itemOf = (events: BookingEvent[], experienceId: string) => {
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
  return first.data.items.find((i) => i.experienceId === experienceId)!.itemId;
};

/** A supplier's answer as it would produce it: signed with `signWith`'s key, in the name of `supplierId`. */
async function sendAnswer(supplierId: string, value: string, signWith = supplierId, signature?: string, topic: string = SUPPLIER_TOPICS.responses) {
  const body = JSON.parse(value.startsWith('{') ? value : '{}') as { bookingRef?: string };
  await bus.publish(topic, [{ key: body.bookingRef ?? 'x', value, headers: { supplierId, ...(signature !== '' ? { signature: signature ?? signAnswer(devSupplierKey(signWith), value) } : {}) } }]);
}
/** An answer naming `supplierId`'s own reference of the booking, as that supplier received it. */
const answerValue = (supplierId: string, bookingId: string, itemId: string, answer: 'confirmed' | 'declined') =>
  JSON.stringify({ bookingRef: refOf(supplierId, bookingId), itemId, attempt: 0, signedAt: h.services.clock.now().toISOString(), answer });

async function payLater(lines: { experienceId: string; adults: number }[]) {
  const res = await h.checkout(await h.cartWith(lines), 'payLater', `kafka-${randomUUID()}`);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.bookingId as string;
}

/** Waits until every expected message was published; returns them. */
async function allPublished(timeout = 30_000): Promise<IntegrationEvent[]> {
  let expected: IntegrationEvent[] = [];
  await expect
    .poll(
      async () => {
        expected = await expectedIntegrationEvents(h.ctx.store, references);
        const by = publishedByIdentity(published);
        return expected.filter((e) => !by.has(messageIdentity(e))).map((e) => `${e.type} ${messageIdentity(e)}`);
      },
      { timeout, interval: 250 },
    )
    .toEqual([]);
  return expected;
}

describe('suppliers on Kafka (real broker)', () => {
  it('publishes every integration event type exactly once per source event, valid against its schema, with the contract headers', async () => {
    const onHold = await payLater([
      { experienceId: 'exp-instant', adults: 1 },
      { experienceId: 'exp-failing', adults: 1 },
      { experienceId: 'exp-onrequest', adults: 1 },
      { experienceId: 'exp-declining', adults: 1 },
    ]);
    const events = await h.waitForEvent(onHold, 'BookingOnHold');
    // The suppliers answer on Kafka: the answer consumer records them as the HTTP endpoint would.
    await sendAnswer('sup-onRequest', answerValue('sup-onRequest', onHold, itemOf(events, 'exp-onrequest'), 'confirmed'));
    await sendAnswer('sup-declining', answerValue('sup-declining', onHold, itemOf(events, 'exp-declining'), 'declined'));
    await h.waitForEvent(onHold, 'BookingPartiallyConfirmed');
    // On the day: the instant item's guest checks in, the on-request one is marked a no-show (the tickets module's events).
    const staff = { customerId: 'cus-guide', name: 'Omar Guide' };
    const dayOf = [
      { itemId: itemOf(events, 'exp-instant'), supplierId: 'sup-instant', event: 'TicketRedeemed' as const },
      { itemId: itemOf(events, 'exp-onrequest'), supplierId: 'sup-onRequest', event: 'TicketNoShowMarked' as const },
    ];
    for (const { itemId, supplierId, event } of dayOf) {
      const ticketRef = ticketRefFor(onHold, itemId, 1);
      const at = h.services.clock.now().toISOString();
      const data = { ticketRef, bookingId: onHold, itemId, supplierId, by: staff, at };
      const serialized =
        event === 'TicketRedeemed'
          ? ticketEvents.serialize({ type: event, data: { ...data, where: 'Gate A', scanId: `scan-${randomUUID()}`, scannedAt: at } })
          : ticketEvents.serialize({ type: event, data });
      await h.ctx.store.appendToStream(ticketStream(ticketRef), [{ id: randomUUID(), ...serialized }], { expectedRevision: 'no_stream' });
    }

    const card = await h.checkout(await h.cartWith([{ experienceId: 'exp-instant', adults: 2 }]), 'card', `kafka-${randomUUID()}`);
    expect((await h.pay(card.body.redirectUrl, CARDS.success)).status).toBe(303);
    const confirmed = await h.waitForEvent(card.body.bookingId, 'BookingConfirmed');
    const cancelled = await h.http('POST', `/bookings/${card.body.bookingId}/cancellations`, { itemIds: [itemOf(confirmed, 'exp-instant')] });
    expect(cancelled.status).toBe(200);
    await h.waitForEvent(card.body.bookingId, 'RefundIssued');

    const expected = await allPublished();
    await sleep(1000); // a duplicate would come right behind
    expect(new Set(expected.map((e) => e.type))).toEqual(new Set(integrationEventTypes));
    const by = publishedByIdentity(published);
    // The published contract describes what goes out: each value validates against its AsyncAPI payload schema.
    const contract = supplierAsyncApiDocument({ brokers: broker.brokers }) as { channels: { bookingEvents: { messages: Record<string, { name: string; payload: object }> } } };
    const ajv = new Ajv({ strict: false });
    const payloadValid = new Map(Object.values(contract.channels.bookingEvents.messages).map((m) => [m.name, ajv.compile(m.payload)]));
    for (const e of expected) {
      const copies = by.get(messageIdentity(e))!;
      expect(copies, `${e.type} ${messageIdentity(e)}`).toHaveLength(1);
      const m = copies[0]!;
      expect(JSON.parse(m.value)).toEqual(e);
      expect(integrationEventSchemas[e.type].safeParse(JSON.parse(m.value)).success).toBe(true);
      expect(payloadValid.get(e.type)!(JSON.parse(m.value))).toBe(true);
      expect(m.key).toBe(e.bookingRef);
      expect(m.headers).toMatchObject({ messageId: e.messageId, type: e.type, schemaVersion: '2', supplierId: e.supplierId });
      expect(m.topic).toBe(supplierEventsTopic(e.supplierId));
      expect(m.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    }
    expect(published).toHaveLength(expected.length);
  });

  it("never hands a supplier the engine's booking id: each supplier gets its own reference of a booking, and answers map back through it", async () => {
    const bookingId = await payLater([
      { experienceId: 'exp-instant', adults: 1 },
      { experienceId: 'exp-onrequest', adults: 1 },
    ]);
    const events = await h.waitForEvent(bookingId, 'BookingOnHold');
    await allPublished();
    const first = events[0];
    if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
    const mine = (supplierId: string) => published.filter((m) => m.headers.supplierId === supplierId && JSON.parse(m.value).orderId === first.data.orderId);
    const [instant, onRequest] = [mine('sup-instant'), mine('sup-onRequest')];
    expect(instant.length).toBeGreaterThan(0);
    expect(onRequest.map((m) => m.headers.type)).toEqual(['booking.item.requested']);
    // Nothing a supplier receives (key, headers, value) names the booking's id: it opens nothing else of the booking.
    for (const m of published) expect(JSON.stringify([m.key, m.headers, m.value]), m.headers.type).not.toContain(bookingId);
    // Each supplier's reference of the booking is its own.
    const [refInstant, refOnRequest] = [JSON.parse(instant[0]!.value).bookingRef as string, JSON.parse(onRequest[0]!.value).bookingRef as string];
    expect(refInstant).not.toBe(refOnRequest);
    expect(instant.every((m) => m.key === refInstant) && onRequest.every((m) => m.key === refOnRequest)).toBe(true);
    // Another supplier's reference names nothing for sup-onRequest; its own confirms the item.
    const parkedBefore = parked.length;
    const itemId = itemOf(events, 'exp-onrequest');
    const answer = (bookingRef: string) => JSON.stringify({ bookingRef, itemId, attempt: 0, signedAt: h.services.clock.now().toISOString(), answer: 'confirmed' });
    await sendAnswer('sup-onRequest', answer(refInstant));
    await expect.poll(() => parked.slice(parkedBefore).map((m) => [m.topic, m.headers['dlq-reason']]), { timeout: 15_000 }).toEqual([[supplierDlqTopic('sup-onRequest'), 'unknownBooking']]);
    expect((await h.events(bookingId)).filter((e) => e.type === 'ItemConfirmed' && e.data.itemId === itemId)).toEqual([]);
    await sendAnswer('sup-onRequest', answer(refOnRequest));
    await h.waitForEvent(bookingId, 'BookingConfirmed');
  });

  it("a supplier's consumer on its own topic sees only its own supplier's events, never another's", async () => {
    const own: ReceivedMessage[] = [];
    // sup-onRequest connects as a supplier would: its own group, its own topic.
    const supplierBus = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'sup-onRequest' });
    await supplierBus.subscribe({ groupId: `sup-onRequest-${randomUUID()}`, topic: supplierEventsTopic('sup-onRequest'), fromBeginning: true, handle: async (m) => void own.push(m) });
    try {
      const bookingId = await payLater([
        { experienceId: 'exp-instant', adults: 1 },
        { experienceId: 'exp-onrequest', adults: 1 },
      ]);
      await h.waitForEvent(bookingId, 'BookingOnHold');
      await allPublished();
      // The instant supplier's confirmation of the same booking went out, on its own topic.
      expect(published.some((m) => m.topic === supplierEventsTopic('sup-instant') && JSON.parse(m.value).bookingRef === refOf('sup-instant', bookingId))).toBe(true);
      await expect.poll(() => own.filter((m) => JSON.parse(m.value).bookingRef === refOf('sup-onRequest', bookingId)).map((m) => m.headers.type), { timeout: 15_000 }).toEqual(['booking.item.requested']);
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((m) => m.headers.supplierId !== 'sup-onRequest' || JSON.parse(m.value).supplierId !== 'sup-onRequest')).toEqual([]);
    } finally {
      await supplierBus.close();
    }
  });

  it("parks forged, malformed and other-supplier answers with the reason, each signed one in its own supplier's DLQ, changes nothing, and moves on", async () => {
    const bookingId = await payLater([{ experienceId: 'exp-onrequest', adults: 1 }]);
    const events = await h.waitForEvent(bookingId, 'BookingOnHold');
    const itemId = itemOf(events, 'exp-onrequest');
    const before = events.length;
    const valid = answerValue('sup-onRequest', bookingId, itemId, 'confirmed');
    const parkedBefore = parked.length;
    await sendAnswer('sup-onRequest', valid, 'sup-instant'); // forged: signed with another supplier's key
    await sendAnswer('sup-onRequest', valid, 'sup-onRequest', ''); // unsigned
    await sendAnswer('sup-onRequest', 'not json at all'); // malformed
    await sendAnswer('sup-onRequest', JSON.stringify({ bookingRef: refOf('sup-onRequest', bookingId), itemId, attempt: 0, signedAt: h.services.clock.now().toISOString(), answer: 'maybe' })); // malformed
    await sendAnswer('sup-instant', answerValue('sup-instant', bookingId, itemId, 'confirmed')); // a real supplier, answering for another's item
    // The v1 shape (the engine's booking id) on the retired v1 topic: parked, not recorded.
    const v1 = JSON.stringify({ bookingId, itemId, attempt: 0, signedAt: h.services.clock.now().toISOString(), answer: 'confirmed' });
    await sendAnswer('sup-onRequest', v1, 'sup-onRequest', undefined, RETIRED_RESPONSES_TOPIC_V1);
    expect((await h.events(bookingId)).length).toBe(before);
    // Same partition (key bookingRef): the valid answer behind them is recorded, so the partition moved on.
    await sendAnswer('sup-onRequest', valid);
    await sendAnswer('sup-onRequest', valid); // a duplicate changes nothing
    const after = await h.waitForEvent(bookingId, 'BookingConfirmed');
    await sleep(500);
    const final = await h.events(bookingId);
    expect(final.filter((e) => e.type === 'ItemConfirmed')).toHaveLength(1);
    expect(final).toHaveLength(after.length);
    await expect.poll(() => parked.length - parkedBefore, { timeout: 10_000 }).toBe(6);
    const where = parked.slice(parkedBefore).map((m) => `${m.topic} ${m.headers['dlq-reason']}`);
    expect(where.sort()).toEqual(
      [
        `${SUPPLIER_TOPICS.unauthenticatedDlq} unauthenticated`,
        `${SUPPLIER_TOPICS.unauthenticatedDlq} unauthenticated`,
        `${supplierDlqTopic('sup-onRequest')} malformed`,
        `${supplierDlqTopic('sup-onRequest')} malformed`,
        `${supplierDlqTopic('sup-onRequest')} retiredContract`,
        `${supplierDlqTopic('sup-instant')} otherSupplier`,
      ].sort(),
    );
    expect(parked.slice(parkedBefore).every((m) => m.headers['dlq-detail'] && m.headers['dlq-source'])).toBe(true);
    // What goes back to a supplier never names the engine's booking id.
    for (const m of parked.slice(parkedBefore).filter((p) => p.topic !== SUPPLIER_TOPICS.unauthenticatedDlq && p.headers['dlq-reason'] !== 'retiredContract')) {
      expect(JSON.stringify(m.headers)).not.toContain(bookingId);
    }
    const ops = await h.ctx.redis.lrange(`${h.ctx.prefix}suppliers:dlq:recent`, 0, -1);
    expect(ops.length).toBeGreaterThanOrEqual(6);
  });

  it('relay killed -9 mid-stream and restarted: no gap, duplicates only under the same message id', async () => {
    // One checkout after another (each ends confirmed within moments): the relay is killed right behind every
    // fourth one, while that booking's events are still being published.
    const before = published.length;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await payLater([{ experienceId: 'exp-instant-b', adults: 1 }]));
      if (i % 4 === 1) {
        await stopWorkerProcess(relay!, 'SIGKILL');
        await startRelay();
      }
    }
    for (const id of ids) await h.waitForEvent(id, 'BookingConfirmed', 1, 60_000);
    console.log(`relay killed -9 three times; ${published.length - before} of the bookings' messages were out at the end`);
    const expected = await allPublished(120_000);
    // A resend is the same message (same id, key and content), and per booking the first deliveries follow the event order.
    expect(publicationProblems(expected, published)).toEqual([]);
  }, 360_000);

  it("makes the topics of the suppliers it knows when it starts, before their first booking, so a supplier can subscribe ahead of it", async () => {
    const newcomer = `sup-new-${randomUUID().slice(0, 8)}`;
    const relayBus = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'supplier-channel-test-second-relay' });
    const admin = new Kafka({ brokers: [broker.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    // A checkpoint past every event: this second relay publishes nothing the test's own relay publishes.
    const second = await startSupplierRelay({
      store: h.ctx.store,
      bus: relayBus,
      checkpoints: { read: async () => Number.MAX_SAFE_INTEGER, write: async () => undefined },
      redis: h.ctx.redis,
      prefix: h.ctx.prefix,
      references,
      log: createLogger('supplier-channel-test', 'silent'),
      supplierIds: async () => ['sup-instant', newcomer],
    });
    try {
      // No booking of the newcomer exists: its topic is there, every partition led, because the relay started.
      const { topics } = await admin.fetchTopicMetadata({ topics: [supplierEventsTopic(newcomer)] });
      expect(topics.map((t) => [t.name, t.partitions.length, t.partitions.every((p) => p.leader >= 0)])).toEqual([[supplierEventsTopic(newcomer), SUPPLIER_EVENTS_PARTITIONS, true]]);
    } finally {
      await second.stop();
      await relayBus.close();
      await admin.disconnect();
    }
  }, 120_000);

  it('two processes ensuring the same new topics at once each return only once every partition of them has a leader', async () => {
    // The replicated stack's test and its simulated supplier ensure the same topics at once; the one that found them
    // already listed subscribed before they had leaders and kafkajs refused ("does not host this topic-partition").
    const other = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'supplier-channel-test-other' });
    const admin = new Kafka({ brokers: [broker.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      for (let round = 0; round < 10; round++) {
        const topics = [0, 1, 2, 3, 4].map((i) => ({ name: `race-${randomUUID().slice(0, 8)}-${i}`, partitions: SUPPLIER_EVENTS_PARTITIONS }));
        const ledOnReturn = async (b: MessageBus) => {
          await b.ensureTopics(topics);
          const { topics: found } = await admin.fetchTopicMetadata({ topics: topics.map((t) => t.name) }).catch(() => ({ topics: [] }));
          return found.length === topics.length && found.every((t) => t.partitions.length === SUPPLIER_EVENTS_PARTITIONS && t.partitions.every((p) => p.leader >= 0));
        };
        // A third process creates them a moment before, as the relay holding the lease may.
        const creating = admin.createTopics({ waitForLeaders: false, topics: topics.map((t) => ({ topic: t.name, numPartitions: t.partitions })) });
        expect(await Promise.all([creating.then(() => ledOnReturn(bus)), ledOnReturn(other)])).toEqual([true, true]);
      }
    } finally {
      await other.close();
      await admin.disconnect();
    }
  }, 120_000);

  it('broker stopped for 10 s and restarted: the relay and the answer consumer recover by themselves, nothing lost', async () => {
    await broker.stop();
    const during = [];
    for (let i = 0; i < 3; i++) during.push(await payLater([{ experienceId: 'exp-onrequest', adults: 1 }]));
    const waiting = await Promise.all(during.map(async (id) => ({ id, itemId: itemOf(await h.waitForEvent(id, 'BookingOnHold'), 'exp-onrequest') })));
    await sleep(10_000);
    await broker.start();
    // Every event appended during the outage reaches the topic...
    await allPublished(60_000);
    // ...and answers sent after it are recorded.
    for (const w of waiting) await sendAnswer('sup-onRequest', answerValue('sup-onRequest', w.id, w.itemId, 'confirmed'));
    for (const w of waiting) await h.waitForEvent(w.id, 'BookingConfirmed', 1, 120_000);
    await allPublished(120_000);
  }, 360_000);
});
