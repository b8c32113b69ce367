import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { BookingRuleError } from '../booking/decider/booking-rule-error.ts';
import { recordSupplierAnswer, SupplierAnswerRefusedError } from '../booking/record-supplier-answer.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import { ANSWER_CLOCK_SKEW_MS, ANSWER_MAX_AGE_MS, SUPPLIER_TOPICS, supplierAnswerMessage, type DlqReason } from './integration-events.ts';
import type { BusSubscription, MessageBus, ReceivedMessage } from './message-bus.ts';
import { answerSignatureValid } from './supplier-answer-signature.ts';
import { DLQ_RECENT_KEPT, supplierChannelKeys } from './supplier-channel-keys.ts';
import type { SupplierKeyOf } from './supplier-keys.ts';

export const ANSWER_CONSUMER_GROUP = 'rihla-supplier-answers';

export interface AnswerConsumerDeps {
  bus: MessageBus;
  store: EventStore;
  now: () => Date;
  keyOf: SupplierKeyOf;
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
 * Suppliers' answers from supplier.booking-responses.v1, as the same command the HTTP answer endpoint runs. A
 * message that is malformed, unsigned or signed with another key, signed too long ago (stale), for another attempt
 * of the item than the current one, or about an item of another supplier, goes to
 * supplier.booking-responses.dlq.v1 with the reason and the partition moves on; nothing is recorded for it. A
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
    let body: unknown;
    try {
      body = JSON.parse(m.value);
    } catch {
      return { ok: false, reason: 'malformed', detail: 'the value is not JSON' };
    }
    const parsed = supplierAnswerMessage.safeParse(body);
    if (!parsed.success) return { ok: false, reason: 'malformed', detail: parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ') };
    const { bookingId, itemId, answer, supplierReference, attempt, signedAt } = parsed.data;
    const age = deps.now().getTime() - Date.parse(signedAt);
    if (age > ANSWER_MAX_AGE_MS || age < -ANSWER_CLOCK_SKEW_MS) {
      return { ok: false, reason: 'stale', detail: `signedAt ${signedAt} is ${age > 0 ? `${Math.round(age / 1000)} s old` : `${Math.round(-age / 1000)} s ahead`}: sign answers when you send them` };
    }
    try {
      await recordSupplierAnswer(deps.store, deps.now, { supplierId, bookingId, itemId, answer, reference: supplierReference, attempt });
      return { ok: true };
    } catch (err) {
      if (err instanceof SupplierAnswerRefusedError) return { ok: false, reason: REFUSAL_REASON[err.code], detail: err.message };
      if (err instanceof BookingRuleError && err.code !== 'busy' && err.code !== 'invariant') return { ok: false, reason: 'conflict', detail: err.message };
      throw err;
    }
  };

  const park = async (m: ReceivedMessage, reason: DlqReason, detail: string) => {
    await deps.bus.publish(SUPPLIER_TOPICS.responsesDlq, [
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
        const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        deps.log.error({ err, attempt, offset: m.offset, partition: m.partition }, 'supplier answer failed');
        if (attempt >= ANSWER_ATTEMPTS) return { ok: false, reason: 'internal', detail: `failed ${attempt} times: ${detail}`.slice(0, 500) };
        await sleep(RETRY_PAUSE_MS * attempt);
      }
    }
  };

  await deps.bus.ensureTopics([
    { name: SUPPLIER_TOPICS.responses, partitions: 6 },
    { name: SUPPLIER_TOPICS.responsesDlq, partitions: 1 },
  ]);
  return deps.bus.subscribe({
    groupId: ANSWER_CONSUMER_GROUP,
    topic: SUPPLIER_TOPICS.responses,
    fromBeginning: true,
    handle: async (m) => {
      const verdict = await judgeWithRetries(m);
      if (!verdict.ok) await park(m, verdict.reason, verdict.detail);
    },
  });
}
