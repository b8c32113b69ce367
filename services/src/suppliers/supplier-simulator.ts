import type { Logger } from '../platform/log.ts';
import { SUPPLIER_EVENTS_PARTITIONS, SUPPLIER_TOPICS, supplierEventsTopic, type IntegrationEvent, type SupplierAnswerMessage } from '@rihla/events/supplier-channel';
import type { BusSubscription, MessageBus } from './message-bus.ts';
import { signAnswer } from './supplier-answer-signature.ts';
import type { SupplierKeyOf } from './supplier-keys.ts';

/** How a simulated supplier answers its on-request items: a simulation setting, not a catalog or booking fact. */
export type SimulatedAnswer = 'confirm' | 'decline' | 'never';

export interface SupplierSimulatorDeps {
  bus: MessageBus;
  /** By supplier id; suppliers not listed are not simulated. */
  answers: ReadonlyMap<string, SimulatedAnswer>;
  keyOf: SupplierKeyOf;
  delayMs: number;
  /** Signs each answer with this time (the supplier's own clock). */
  now: () => Date;
  log: Logger;
  /** Read the topic from its start on the first join (a test's supplier that must not miss a request made while it joined). */
  fromBeginning?: boolean;
}

/**
 * Plays the seeded suppliers on Kafka, as a real supplier would connect: reads its supplier.{supplierId}.booking-events.v2, and
 * answers each booking.item.requested for a simulated supplier on supplier.booking-responses.v2 (naming its bookingRef), signed with that
 * supplier's key, after `delayMs`. De-duplicates on the messageId header.
 */
export async function startSupplierSimulator(deps: SupplierSimulatorDeps): Promise<BusSubscription> {
  const seen = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const answer = async (e: Extract<IntegrationEvent, { type: 'booking.item.requested' }>, how: 'confirmed' | 'declined') => {
    const key = deps.keyOf(e.supplierId);
    if (!key) return deps.log.warn({ supplierId: e.supplierId }, 'simulated supplier has no key; not answering');
    const body: SupplierAnswerMessage = {
      bookingRef: e.bookingRef,
      itemId: e.item.itemId,
      attempt: e.item.attempt,
      signedAt: deps.now().toISOString(),
      answer: how,
      ...(how === 'confirmed' ? { supplierReference: `SIM-${e.orderId.replace(/^RH-/, '')}-${e.item.itemId.slice(-4).toUpperCase()}` } : { reason: 'Fully booked that day (simulated)' }),
    };
    const value = JSON.stringify(body);
    await deps.bus.publish(SUPPLIER_TOPICS.responses, [{ key: e.bookingRef, value, headers: { supplierId: e.supplierId, signature: signAnswer(key, value) } }]);
    deps.log.info({ supplierId: e.supplierId, orderId: e.orderId, itemId: e.item.itemId, answer: how }, 'simulated supplier answered');
  };
  // Each simulated supplier reads its own topic only, as a real one on a secured cluster.
  const topics = [...deps.answers].filter(([, how]) => how !== 'never').map(([supplierId]) => supplierEventsTopic(supplierId));
  await deps.bus.ensureTopics(topics.map((name) => ({ name, partitions: SUPPLIER_EVENTS_PARTITIONS })));
  const subscription = await deps.bus.subscribe({
    groupId: 'rihla-supplier-simulator',
    topic: topics,
    fromBeginning: deps.fromBeginning ?? false,
    handle: async (m) => {
      const how = deps.answers.get(m.headers.supplierId ?? '');
      if (!how || how === 'never' || m.headers.type !== 'booking.item.requested') return;
      const id = `${m.headers.messageId}/${m.headers.supplierId}`;
      if (seen.has(id)) return;
      seen.add(id);
      const event = JSON.parse(m.value) as Extract<IntegrationEvent, { type: 'booking.item.requested' }>;
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(event, how === 'confirm' ? 'confirmed' : 'declined').catch((err: unknown) => deps.log.error({ err }, 'simulated answer failed'));
      }, deps.delayMs);
      timers.add(timer);
    },
  });
  return {
    async stop() {
      for (const t of timers) clearTimeout(t);
      await subscription.stop();
    },
  };
}
