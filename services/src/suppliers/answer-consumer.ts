import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { BookingRuleError, recordSupplierAnswer, SupplierAnswerRefusedError } from '../booking/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import {
  ANSWER_CLOCK_SKEW_MS,
  ANSWER_MAX_AGE_MS,
  RETIRED_RESPONSES_TOPIC_V1,
  SUPPLIER_TOPICS,
  supplierAnswerMessage,
  supplierDlqTopic,
  supplierIdNamesTopics,
  type DlqReason,
} from '@rihla/events/supplier-channel';
import type { BusSubscription, MessageBus, ReceivedMessage } from './message-bus.ts';
import { answerSignatureValid } from './supplier-answer-signature.ts';
import { DLQ_RECENT_KEPT, supplierChannelKeys } from './supplier-channel-keys.ts';
import type { SupplierBookingReferences } from './supplier-booking-reference.ts';
import type { SupplierKeyOf } from './supplier-keys.ts';

export const ANSWER_CONSUMER_GROUP = 'rihla-supplier-answers';

export interface AnswerConsumerDeps {
  bus: MessageBus;
  store: EventStore;
  now: () => Date;
  keyOf: SupplierKeyOf;
  /** Maps a supplier's bookingRef back to the booking. */
  references: SupplierBookingReferences;
  /** Recent DLQ entries for the ops screen. */
  redis: Redis;
  prefix: string;
  log: Logger;
}

const REFUSAL_REASON: Record<SupplierAnswerRefusedError['code'], DlqReason> = {
  bookingNotFound: 'unknownBooking',
  unknownItem: 'unknownBooking',
  notYourItem: 'otherSupplier',
  otherAttempt: 'otherAttempt',
};

type Verdict = { ok: true } | { ok: false; reason: DlqReason; detail: string };

/** How often one answer is tried while the event store answers before it is parked as `internal`. */
export const ANSWER_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 250;

/**
 * Suppliers' answers from supplier.booking-responses.v2, as the same command the HTTP answer endpoint runs; the
 * answer's bookingRef is mapped back to the booking with the signing supplier's references. A message that is
 * malformed, signed too long ago (stale), names no booking of the signing supplier, is for another attempt of the
 * item than the current one, or about an item of another supplier, goes to that supplier's own DLQ
 * supplier.{supplierId}.booking-responses.dlq.v2 with the reason; one that no supplier's signature vouches for
 * (unsigned, forged, no supplierId) goes to ops' rihla.supplier-answers.unauthenticated.dlq.v2, never into the
 * topic of the supplier it claims to be; an answer still sent on the retired supplier.booking-responses.v1 is
 * parked as `retiredContract`. The partition moves on; nothing is recorded for a parked message. A
 * repeated answer changes nothing (per-attempt command id). Any other failure is tried again, up to ANSWER_ATTEMPTS
 * times; when it still fails while the event store answers, it is the message (a bug it trips, a stream that cannot
 * be read), not the infrastructure: it goes to the DLQ as `internal` so one message never stops every answer behind
 * it. Only while the event store itself does not answer does the failure throw, so the message is handed over again.
 */
export async function startAnswerConsumer(deps: AnswerConsumerDeps): Promise<BusSubscription> {
  const keys = supplierChannelKeys(deps.prefix);

  const judge = async (m: ReceivedMessage): Promise<Verdict> => {
    const supplierId = m.headers.supplierId;
    const key = supplierId ? deps.keyOf(supplierId) : null;
    if (!supplierId || !key || !answerSignatureValid(key, m.value, m.headers.signature)) {
      return { ok: false, reason: 'unauthenticated', detail: supplierId ? `signature does not match the key of supplier ${supplierId}` : 'no supplierId header' };
    }
    if (m.topic === RETIRED_RESPONSES_TOPIC_V1) {
      return { ok: false, reason: 'retiredContract', detail: `${RETIRED_RESPONSES_TOPIC_V1} is retired: answer on ${SUPPLIER_TOPICS.responses}, naming the bookingRef of the request` };
    }
    let body: unknown;
    try {
      body = JSON.parse(m.value);
    } catch {
      return { ok: false, reason: 'malformed', detail: 'the value is not JSON' };
    }
    const parsed = supplierAnswerMessage.safeParse(body);
    if (!parsed.success) return { ok: false, reason: 'malformed', detail: parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ') };
    const { bookingRef, itemId, answer, supplierReference, attempt, signedAt } = parsed.data;
    const age = deps.now().getTime() - Date.parse(signedAt);
    if (age > ANSWER_MAX_AGE_MS || age < -ANSWER_CLOCK_SKEW_MS) {
      return { ok: false, reason: 'stale', detail: `signedAt ${signedAt} is ${age > 0 ? `${Math.round(age / 1000)} s old` : `${Math.round(-age / 1000)} s ahead`}: sign answers when you send them` };
    }
    const bookingId = deps.references.bookingOf(supplierId, bookingRef);
    if (bookingId === null) return { ok: false, reason: 'unknownBooking', detail: `bookingRef ${bookingRef.slice(0, 40)} is not one of your bookings` };
    try {
      await recordSupplierAnswer(deps.store, deps.now, { supplierId, bookingId, itemId, answer, reference: supplierReference, attempt });
      return { ok: true };
    } catch (err) {
      // The refusal's own words name the engine's booking id, which the supplier never had: say it with its reference.
      const detail = err instanceof Error ? err.message.replaceAll(bookingId, bookingRef) : '';
      if (err instanceof SupplierAnswerRefusedError) return { ok: false, reason: REFUSAL_REASON[err.code], detail };
      if (err instanceof BookingRuleError && err.code !== 'busy' && err.code !== 'invariant') return { ok: false, reason: 'conflict', detail };
      throw err;
    }
  };

  /** Whose signature the message carries: its refusals go to that supplier's own DLQ; null when no key vouches for it. */
  const signer = (m: ReceivedMessage): string | null => {
    const supplierId = m.headers.supplierId;
    if (!supplierId || !supplierIdNamesTopics(supplierId)) return null;
    const key = deps.keyOf(supplierId);
    return key && answerSignatureValid(key, m.value, m.headers.signature) ? supplierId : null;
  };

  const dlqTopics = new Set<string>();
  const dlqOf = async (supplierId: string | null): Promise<string> => {
    const topic = supplierId === null ? SUPPLIER_TOPICS.unauthenticatedDlq : supplierDlqTopic(supplierId);
    if (!dlqTopics.has(topic)) {
      await deps.bus.ensureTopics([{ name: topic, partitions: 1 }]);
      dlqTopics.add(topic);
    }
    return topic;
  };

  const park = async (m: ReceivedMessage, reason: DlqReason, detail: string) => {
    await deps.bus.publish(await dlqOf(reason === 'unauthenticated' ? null : signer(m)), [
      {
        key: m.key,
        value: m.value,
        headers: { ...m.headers, 'dlq-reason': reason, 'dlq-detail': detail, 'dlq-source': `${m.topic}/${m.partition}/${m.offset}` },
      },
    ]);
    const entry = JSON.stringify({ at: deps.now().toISOString(), reason, detail, supplierId: m.headers.supplierId ?? null, source: `${m.topic}/${m.partition}/${m.offset}` });
    await deps.redis.multi().lpush(keys.dlqRecent, entry).ltrim(keys.dlqRecent, 0, DLQ_RECENT_KEPT - 1).incr(keys.dlqCount).exec();
    deps.log.warn({ reason, detail, supplierId: m.headers.supplierId, offset: m.offset, partition: m.partition }, 'supplier answer parked in the DLQ');
  };

  const storeAnswers = async () => {
    try {
      await deps.store.headPosition();
      return true;
    } catch {
      return false;
    }
  };

  /** The verdict, or `internal` after ANSWER_ATTEMPTS failures the event store is not to blame for. */
  const judgeWithRetries = async (m: ReceivedMessage): Promise<Verdict> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await judge(m);
      } catch (err) {
        // The store away, or the booking too busy right now: not the message's fault, hand it over again.
        if ((err instanceof BookingRuleError && err.code === 'busy') || !(await storeAnswers())) throw err;
        deps.log.error({ err, attempt, offset: m.offset, partition: m.partition }, 'supplier answer failed');
        // The error itself stays in Rihla's log: its words may name the engine's booking id, and the DLQ is the supplier's.
        const what = err instanceof Error ? err.name : 'an error';
        if (attempt >= ANSWER_ATTEMPTS) return { ok: false, reason: 'internal', detail: `failed ${attempt} times (${what}, in Rihla's log): Rihla's to fix and replay` };
        await sleep(RETRY_PAUSE_MS * attempt);
      }
    }
  };

  await deps.bus.ensureTopics([
    { name: SUPPLIER_TOPICS.responses, partitions: 6 },
    { name: RETIRED_RESPONSES_TOPIC_V1, partitions: 6 },
  ]);
  return deps.bus.subscribe({
    groupId: ANSWER_CONSUMER_GROUP,
    topic: [SUPPLIER_TOPICS.responses, RETIRED_RESPONSES_TOPIC_V1],
    fromBeginning: true,
    handle: async (m) => {
      const verdict = await judgeWithRetries(m);
      if (!verdict.ok) await park(m, verdict.reason, verdict.detail);
    },
  });
}
