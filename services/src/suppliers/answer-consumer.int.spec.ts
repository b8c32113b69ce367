import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { bookingItem, checkoutRequestedOf } from '../booking/testing/index.ts';
import { createLogger } from '../platform/log.ts';
import { createTestContext, type TestContext } from '../platform/testing/fixtures.ts';
import { startAnswerConsumer } from './answer-consumer.ts';
import { SUPPLIER_TOPICS, supplierDlqTopic } from '@rihla/events/supplier-channel';
import { createKafkajsMessageBus } from './kafkajs-message-bus.ts';
import type { BusSubscription, MessageBus, ReceivedMessage } from './message-bus.ts';
import { signAnswer } from './supplier-answer-signature.ts';
import { supplierBookingReferences } from './supplier-booking-reference.ts';
import { devSupplierKey } from './supplier-keys.ts';
import { startTestBroker, type TestBroker } from './testing/test-broker.ts';

/**
 * The answer consumer alone against a real broker, a real event store and Redis (no relay, no saga worker: the
 * bookings are written as the saga would have left them), so a booking no process can read stays this file's.
 */
let broker: TestBroker;
let ctx: TestContext;
let bus: MessageBus;
let consumer: BusSubscription;
const parked: ReceivedMessage[] = [];
const NOW = new Date('2030-01-06T07:00:00.000Z');
const SUPPLIER = 'sup-1';
const references = supplierBookingReferences('answer-consumer-test-references');
const refOf = (bookingId: string) => references.referenceOf(SUPPLIER, bookingId);

beforeAll(async () => {
  broker = await startTestBroker();
  ctx = await createTestContext('answers');
  bus = createKafkajsMessageBus({ brokers: [broker.brokers], clientId: 'answer-consumer-test' });
  consumer = await startAnswerConsumer({ bus, store: ctx.store, now: () => NOW, keyOf: devSupplierKey, references, redis: ctx.redis, prefix: ctx.prefix, log: createLogger('answers-test', 'fatal') });
  await bus.ensureTopics([{ name: supplierDlqTopic(SUPPLIER), partitions: 1 }]);
  await bus.subscribe({ groupId: `test-dlq-${randomUUID()}`, topic: supplierDlqTopic(SUPPLIER), fromBeginning: true, handle: async (m) => void parked.push(m) });
}, 120_000);

afterAll(async () => {
  await consumer?.stop();
  await bus?.close();
  await ctx?.cleanup();
  await broker?.remove();
});

/**
 * A pay-later booking whose one item waits for supplier sup-1's answer; `retried`: its first attempt was declined
 * and the buyer retried it, so it now waits at attempt 1.
 */
async function onHoldBooking(o: { retried?: boolean } = {}): Promise<{ bookingId: string; itemId: string }> {
  const bookingId = `bk-${randomUUID()}`;
  const at = '2030-01-06T06:00:00.000Z';
  const waiting = (attempt: number): BookingEvent[] => [
    { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: `${bookingId}-i1-${attempt}`, expiresAt: '2030-01-06T06:20:00.000Z' }], at } },
    { type: 'ItemAwaitingSupplier', data: { itemId: 'i1', answerDueBy: '2030-01-07T06:00:00.000Z', at } },
    { type: 'BookingOnHold', data: { awaitingItemIds: ['i1'], heldAmount: { amount: 0, currency: 'SAR' }, at } },
  ];
  const events: BookingEvent[] = [
    checkoutRequestedOf([bookingItem('i1', { supplier: { supplierId: SUPPLIER, name: { en: 'Sands', ar: 'Sands' }, confirmationMode: 'onRequest', behaviour: 'onRequest' } })], { paymentMethod: 'payLater', bookingId }),
    ...waiting(0),
    ...(o.retried
      ? [
          { type: 'ItemFailed', data: { itemId: 'i1', reason: 'supplierDeclined', at } } as const,
          { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false, at } } as const,
          { type: 'ItemRetryRequested', data: { itemId: 'i1', at } } as const,
          ...waiting(1),
        ]
      : []),
  ];
  await ctx.store.appendToStream(
    bookingStream(bookingId),
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: {} })),
    { expectedRevision: 'no_stream' },
  );
  return { bookingId, itemId: 'i1' };
}

/** Sent with `key` so every answer of a test lands on one partition: what stalls one stalls the next. */
async function send(key: string, answer: { bookingId: string } & Record<string, unknown>) {
  const { bookingId, ...rest } = answer;
  const value = JSON.stringify({ bookingRef: refOf(bookingId), attempt: 0, signedAt: NOW.toISOString(), ...rest });
  await bus.publish(SUPPLIER_TOPICS.responses, [{ key, value, headers: { supplierId: SUPPLIER, signature: signAnswer(devSupplierKey(SUPPLIER), value) } }]);
}

const types = async (bookingId: string) => (await ctx.store.readStream(bookingStream(bookingId))).map((e) => e.type);

describe('the Kafka answer consumer (real broker)', () => {
  it('parks a prototype-named item id as unknown and an answer that fails on every attempt for a reason of ours as internal, and the next answer goes through', async () => {
    // A booking whose stream this engine cannot read (an event written by a newer version, say): recording any
    // answer for it throws, every time, while the event store answers.
    const poison = await onHoldBooking();
    await ctx.store.appendToStream(bookingStream(poison.bookingId), [{ id: randomUUID(), type: 'ItemConfirmed', data: { itemId: 'i1', from: 'the future' }, metadata: {} }]);
    const next = await onHoldBooking();

    // The answer that used to be poison: an item id every plain object inherits. Now it names no item.
    await send(next.bookingId, { bookingId: next.bookingId, itemId: '__proto__', answer: 'confirmed' });
    await send(next.bookingId, { bookingId: poison.bookingId, itemId: poison.itemId, answer: 'confirmed' });
    await send(next.bookingId, { bookingId: next.bookingId, itemId: next.itemId, answer: 'confirmed', supplierReference: 'NEXT-1' });

    await expect.poll(() => types(next.bookingId), { timeout: 30_000, interval: 250 }).toContain('ItemConfirmed');
    await expect.poll(() => parked.map((m) => m.headers['dlq-reason']), { timeout: 10_000 }).toEqual(['unknownBooking', 'internal']);
    expect(JSON.parse(parked[1]!.value)).toMatchObject({ bookingRef: refOf(poison.bookingId) });
    expect(parked[1]!.headers['dlq-detail']).toMatch(/failed 3 times/);
    expect(await ctx.redis.get(`${ctx.prefix}suppliers:dlq:count`)).toBe('2');
  }, 60_000);

  it('refuses a signed answer replayed against a later attempt of the item, and one signed too long ago or ahead', async () => {
    const retried = await onHoldBooking({ retried: true });
    const parkedBefore = parked.length;
    const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
    // The supplier's confirmation of attempt 0, captured and sent again now that the item waits at attempt 1.
    await send(retried.bookingId, { bookingId: retried.bookingId, itemId: retried.itemId, answer: 'confirmed', attempt: 0 });
    // Answers for the right attempt, signed 16 minutes ago and 3 minutes ahead of Rihla's clock.
    await send(retried.bookingId, { bookingId: retried.bookingId, itemId: retried.itemId, answer: 'confirmed', attempt: 1, signedAt: minutes(-16) });
    await send(retried.bookingId, { bookingId: retried.bookingId, itemId: retried.itemId, answer: 'confirmed', attempt: 1, signedAt: minutes(3) });
    await expect.poll(() => parked.slice(parkedBefore).map((m) => m.headers['dlq-reason']), { timeout: 15_000 }).toEqual(['otherAttempt', 'stale', 'stale']);
    expect((await types(retried.bookingId)).filter((t) => t === 'ItemConfirmed')).toEqual([]);

    // The supplier's own answer to attempt 1, signed 14 minutes ago (inside the window), is recorded.
    await send(retried.bookingId, { bookingId: retried.bookingId, itemId: retried.itemId, answer: 'confirmed', attempt: 1, signedAt: minutes(-14), supplierReference: 'RETRY-1' });
    await expect.poll(() => types(retried.bookingId), { timeout: 15_000, interval: 250 }).toContain('ItemConfirmed');
    expect(parked.length - parkedBefore).toBe(3);
  }, 60_000);
});
