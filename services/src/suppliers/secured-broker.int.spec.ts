import { randomUUID } from 'node:crypto';
import { AclOperationTypes, AclPermissionTypes, AclResourceTypes, Kafka, ResourcePatternTypes, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { SUPPLIER_EVENTS_PARTITIONS, SUPPLIER_TOPICS, supplierEventsTopic } from '@rihla/events/supplier-channel';
import { bookingItem, checkoutRequestedOf } from '../booking/testing/index.ts';
import type { CheckpointedConsumer } from '../platform/checkpointed-consumer.ts';
import { createLogger } from '../platform/log.ts';
import { redisCheckpointStore } from '../platform/redis-checkpoint-store.ts';
import { createTestContext, type TestContext } from '../platform/testing/fixtures.ts';
import { startAnswerConsumer } from './answer-consumer.ts';
import { kafkaSecurityOf } from './kafka-security.ts';
import { createKafkajsMessageBus } from './kafkajs-message-bus.ts';
import type { BusSubscription, MessageBus, ReceivedMessage } from './message-bus.ts';
import { supplierBookingReferences } from './supplier-booking-reference.ts';
import { devSupplierKey } from './supplier-keys.ts';
import { startSupplierRelay } from './supplier-relay.ts';
import { startTestBroker, type TestBroker } from './testing/test-broker.ts';

/**
 * The secured cluster of docs/suppliers-kafka.md on a real broker: SASL (SCRAM-SHA-256) and ACLs enforced, nothing
 * allowed without an ACL. Rihla's relay and answer consumer authenticate with Rihla's principal through the same
 * settings production uses (KAFKA_SASL_*); each supplier's principal reads its own topic prefix and writes answers,
 * and nothing else.
 */
const ADMIN = { name: 'admin', password: 'admin-secret-for-tests' };
const RIHLA = { name: 'rihla', password: 'rihla-secret-for-tests' };
const SUP_A = { name: 'sup-a', password: 'sup-a-secret-for-tests' };
const SUP_B = { name: 'sup-b', password: 'sup-b-secret-for-tests' };

let broker: TestBroker;
let ctx: TestContext;
let rihlaBus: MessageBus;
let relay: CheckpointedConsumer;
let answers: BusSubscription;
const log = createLogger('secured-broker-test', 'fatal');
const references = supplierBookingReferences('secured-broker-test-references');
const scram = (u: { name: string; password: string }) => ({ mechanism: 'scram-sha-256' as const, username: u.name, password: u.password });
const client = (u: { name: string; password: string }) => new Kafka({ clientId: `test-${u.name}`, brokers: [broker.brokers], sasl: scram(u), logLevel: logLevel.NOTHING, retry: { retries: 1 } });

const topicAcl = (principal: string, name: string, patternType: ResourcePatternTypes, operation: AclOperationTypes) => ({
  resourceType: AclResourceTypes.TOPIC,
  resourceName: name,
  resourcePatternType: patternType,
  principal: `User:${principal}`,
  host: '*',
  operation,
  permissionType: AclPermissionTypes.ALLOW,
});
const groupAcl = (principal: string, prefix: string) => ({ ...topicAcl(principal, prefix, ResourcePatternTypes.PREFIXED, AclOperationTypes.READ), resourceType: AclResourceTypes.GROUP });

/** What docs/suppliers-kafka.md asks of a secured cluster, for Rihla and two suppliers. */
const ACLS = [
  topicAcl(RIHLA.name, 'supplier.', ResourcePatternTypes.PREFIXED, AclOperationTypes.ALL),
  topicAcl(RIHLA.name, 'rihla.', ResourcePatternTypes.PREFIXED, AclOperationTypes.ALL),
  groupAcl(RIHLA.name, 'rihla-'),
  ...[SUP_A, SUP_B].flatMap((s) => [
    topicAcl(s.name, `supplier.${s.name}.`, ResourcePatternTypes.PREFIXED, AclOperationTypes.READ),
    topicAcl(s.name, `supplier.${s.name}.`, ResourcePatternTypes.PREFIXED, AclOperationTypes.DESCRIBE),
    topicAcl(s.name, SUPPLIER_TOPICS.responses, ResourcePatternTypes.LITERAL, AclOperationTypes.WRITE),
    topicAcl(s.name, SUPPLIER_TOPICS.responses, ResourcePatternTypes.LITERAL, AclOperationTypes.DESCRIBE),
    groupAcl(s.name, s.name),
  ]),
];

beforeAll(async () => {
  broker = await startTestBroker({ sasl: { admin: ADMIN, users: [RIHLA, SUP_A, SUP_B] } });
  const admin = client(ADMIN).admin();
  await admin.connect();
  await admin.createAcls({ acl: ACLS });
  await admin.disconnect();
  ctx = await createTestContext('secured-broker');
  // Rihla's clients, configured as in production: KAFKA_SASL_MECHANISM / USERNAME / PASSWORD.
  const security = kafkaSecurityOf({ KAFKA_SSL: false, KAFKA_SSL_CA_FILE: undefined, KAFKA_SASL_MECHANISM: 'scram-sha-256', KAFKA_SASL_USERNAME: RIHLA.name, KAFKA_SASL_PASSWORD: RIHLA.password });
  rihlaBus = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'rihla-relay', log, ...security });
  answers = await startAnswerConsumer({ bus: rihlaBus, store: ctx.store, now: () => new Date(), keyOf: devSupplierKey, references, redis: ctx.redis, prefix: ctx.prefix, log });
  relay = await startSupplierRelay({ store: ctx.store, bus: rihlaBus, checkpoints: redisCheckpointStore(ctx.redis, `${ctx.prefix}test:relay`), redis: ctx.redis, prefix: ctx.prefix, references, log });
}, 180_000);

afterAll(async () => {
  await relay?.stop();
  await answers?.stop();
  await rihlaBus?.close();
  await ctx?.cleanup();
  await broker?.remove();
});

/** A booking with one confirmed item for each of sup-a and sup-b, as the saga would have left it. */
async function bookingWithBothSuppliers(): Promise<string> {
  const bookingId = `bk-${randomUUID()}`;
  const supplier = (supplierId: string) => ({ supplierId, name: { en: supplierId, ar: supplierId }, confirmationMode: 'instant' as const, behaviour: 'instant' as const });
  const at = new Date().toISOString();
  const events: BookingEvent[] = [
    checkoutRequestedOf([bookingItem('ia', { supplier: supplier(SUP_A.name) }), bookingItem('ib', { supplier: supplier(SUP_B.name) })], { paymentMethod: 'payLater', bookingId }),
    { type: 'ItemConfirmed', data: { itemId: 'ia', supplierReference: 'A-1', at } },
    { type: 'ItemConfirmed', data: { itemId: 'ib', supplierReference: 'B-1', at } },
  ];
  await ctx.store.appendToStream(bookingStream(bookingId), events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: {} })), { expectedRevision: 'no_stream' });
  return bookingId;
}

describe('a secured cluster (SASL SCRAM-SHA-256 + ACLs, real broker)', () => {
  it("the relay authenticates and publishes; a supplier's principal reads its own topic and nothing of another supplier's", async () => {
    // Rihla's principal creates the suppliers' topics (the relay does on its first message to each).
    await rihlaBus.ensureTopics([SUP_A, SUP_B].map((x) => ({ name: supplierEventsTopic(x.name), partitions: SUPPLIER_EVENTS_PARTITIONS })));
    const bookingId = await bookingWithBothSuppliers();
    const own: ReceivedMessage[] = [];
    const supplierA = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'sup-a', log, sasl: scram(SUP_A) });
    try {
      await supplierA.subscribe({ groupId: `${SUP_A.name}-${randomUUID()}`, topic: supplierEventsTopic(SUP_A.name), fromBeginning: true, handle: async (m) => void own.push(m) });
      await expect.poll(() => own.map((m) => JSON.parse(m.value).bookingRef), { timeout: 30_000, interval: 250 }).toContain(references.referenceOf(SUP_A.name, bookingId));
      expect(own.every((m) => m.headers.supplierId === SUP_A.name)).toBe(true);
    } finally {
      await supplierA.close();
    }
    // sup-b's events went out too (Rihla's principal wrote them), but sup-a's principal may not even see that topic,
    // nor ops' DLQ of unauthenticated answers.
    const admin = client(SUP_A).admin();
    await admin.connect();
    try {
      await expect(admin.fetchTopicMetadata({ topics: [supplierEventsTopic(SUP_B.name)] })).rejects.toThrow(/authoriz/i);
      await expect(admin.fetchTopicMetadata({ topics: [SUPPLIER_TOPICS.unauthenticatedDlq] })).rejects.toThrow(/authoriz/i);
    } finally {
      await admin.disconnect();
    }
    // Nor read the answers of every supplier (it may only write there): its consumer stops on the refusal.
    const consumer = client(SUP_A).consumer({ groupId: `${SUP_A.name}-spy-${randomUUID()}`, retry: { retries: 0 } });
    const crashed = new Promise<string>((resolve) => consumer.on(consumer.events.CRASH, (e) => resolve(String(e.payload.error))));
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [SUPPLIER_TOPICS.responses], fromBeginning: true });
      await consumer.run({ eachMessage: async () => undefined });
      expect(await crashed).toMatch(/authoriz/i);
    } finally {
      await consumer.disconnect();
    }
    // It writes its answers, and cannot write into another supplier's topic.
    const producer = client(SUP_A).producer();
    await producer.connect();
    try {
      await producer.send({ topic: SUPPLIER_TOPICS.responses, messages: [{ key: 'k', value: '{}', headers: { supplierId: SUP_A.name } }] });
      await expect(producer.send({ topic: supplierEventsTopic(SUP_B.name), messages: [{ value: 'forged' }] })).rejects.toThrow(/authoriz/i);
    } finally {
      await producer.disconnect();
    }
  }, 120_000);

  it('refuses a principal with a wrong password', async () => {
    const admin = client({ name: SUP_A.name, password: 'not-the-password' }).admin();
    await expect(admin.connect()).rejects.toThrow(/SASL|authentication/i);
  }, 60_000);
});
