import type { Redis } from 'ioredis';
import { BookingRuleError } from '../booking/decider/booking-rule-error.ts';
import { recordSupplierAnswer, SupplierAnswerRefusedError } from '../booking/record-supplier-answer.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import { SUPPLIER_TOPICS, supplierAnswerMessage, type DlqReason } from './integration-events.ts';
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

type Verdict = { ok: true } | { ok: false; reason: DlqReason; detail: string };

/**
 * Suppliers' answers from supplier.booking-responses.v1, as the same command the HTTP answer endpoint runs. A
 * message that is malformed, unsigned or signed with another key, or about an item of another supplier, goes to
 * supplier.booking-responses.dlq.v1 with the reason and the partition moves on; nothing is recorded for it. A
 * repeated answer changes nothing (per-attempt command id). Anything else (the event store away) throws, so the
 * message is handed over again.
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
    const { bookingId, itemId, answer, supplierReference } = parsed.data;
    try {
      await recordSupplierAnswer(deps.store, deps.now, { supplierId, bookingId, itemId, answer, reference: supplierReference });
      return { ok: true };
    } catch (err) {
      if (err instanceof SupplierAnswerRefusedError) return { ok: false, reason: err.code === 'notYourItem' ? 'otherSupplier' : 'unknownBooking', detail: err.message };
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

  await deps.bus.ensureTopics([
    { name: SUPPLIER_TOPICS.responses, partitions: 6 },
    { name: SUPPLIER_TOPICS.responsesDlq, partitions: 1 },
  ]);
  return deps.bus.subscribe({
    groupId: ANSWER_CONSUMER_GROUP,
    topic: SUPPLIER_TOPICS.responses,
    fromBeginning: true,
    handle: async (m) => {
      const verdict = await judge(m);
      if (!verdict.ok) await park(m, verdict.reason, verdict.detail);
    },
  });
}
