import { hash } from 'node:crypto';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { Redis } from 'ioredis';
import { ticketEvents } from '@rihla/events/tickets';
import { bookings } from '../booking/index.ts';
import { startCheckpointedConsumer, type CheckpointedConsumer, type CheckpointStore } from '../platform/checkpointed-consumer.ts';
import type { EventStore, RecordedEvent } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import { withSpan } from '../platform/telemetry.ts';
import { integrationEventsOf, ticketIntegrationEventOf } from './integration-events-of.ts';
import { SUPPLIER_EVENTS_PARTITIONS, supplierEventsTopic, type IntegrationEvent } from '@rihla/events/supplier-channel';
import type { BusMessage, MessageBus } from './message-bus.ts';
import { LAG_SAMPLES_KEPT, supplierChannelKeys } from './supplier-channel-keys.ts';
import type { SupplierBookingReferences } from './supplier-booking-reference.ts';

const BOOKING_PREFIX = 'booking-';
/** `ticket-{ref}`: check-ins and no-shows (tickets module), published on the ticket's supplier topic too. */
const TICKET_PREFIX = 'ticket-';

/** W3C trace context of the publishing span; without tracing, one derived from the message id (same on a resend). */
function traceparentFor(messageId: string): string {
  const ctx = trace.getActiveSpan()?.spanContext();
  if (ctx && isSpanContextValid(ctx)) return `00-${ctx.traceId}-${ctx.spanId}-0${ctx.traceFlags.toString(16)}`;
  const h = hash('sha256', messageId, 'hex');
  return `00-${h.slice(0, 32)}-${h.slice(32, 48)}-00`;
}

export const busMessageOf = (e: IntegrationEvent): BusMessage => ({
  key: e.bookingRef,
  value: JSON.stringify(e),
  headers: {
    messageId: e.messageId,
    type: e.type,
    schemaVersion: String(e.schemaVersion),
    supplierId: e.supplierId,
    traceparent: traceparentFor(e.messageId),
    'content-type': 'application/json',
  },
});

export interface SupplierRelayDeps {
  store: EventStore;
  bus: MessageBus;
  /** Where the relay's position is kept (default: a Redis key); written only after the broker acknowledged. */
  checkpoints: CheckpointStore;
  /** Lag samples for ops and the benchmark. */
  redis: Redis;
  prefix: string;
  /** Each supplier's own reference of a booking (the engine's booking id is not sent). */
  references: SupplierBookingReferences;
  log: Logger;
  batchSize?: number;
  now?: () => number;
  /**
   * The suppliers known when the relay starts (catalogSupplierIds). Their topics are made before the relay publishes
   * anything: a supplier can subscribe before its first booking, and that booking's messages (and every message
   * behind them) do not wait for the broker's topic creation and leader election (~0.6 s measured, docs/benchmarks.md).
   */
  supplierIds?: () => Promise<readonly string[]>;
}

/**
 * The outbound supplier relay: follows booking and ticket streams from its checkpoint and publishes the integration
 * events they mean (a ticket's check-in or no-show too) to each supplier's own topic supplier.{supplierId}.booking-events.v2 (created on first use; key
 * the supplier's bookingRef, so one booking's messages keep their order). At least
 * once: the checkpoint moves only after the broker acknowledged the batch, so a crash resends the batch under the
 * same message ids (the source event ids) and a consumer de-duplicates on them. A broker outage retries the batch
 * until it is back.
 */
export async function startSupplierRelay(deps: SupplierRelayDeps): Promise<CheckpointedConsumer> {
  const { store, bus, redis, log } = deps;
  const keys = supplierChannelKeys(deps.prefix);
  const now = deps.now ?? Date.now;
  const knownTopics = new Set<string>();

  const ensureTopics = async (topics: string[]) => {
    const missing = topics.filter((t) => !knownTopics.has(t));
    if (missing.length === 0) return;
    await bus.ensureTopics(missing.map((name) => ({ name, partitions: SUPPLIER_EVENTS_PARTITIONS })));
    for (const t of missing) knownTopics.add(t);
  };
  await ensureTopics(((await deps.supplierIds?.()) ?? []).map(supplierEventsTopic));
  await bus.connect();

  const handle = async (batch: RecordedEvent[]) => {
    await withSpan('suppliers.relay', { 'rihla.events': batch.length }, async () => {
      const byStream = new Map<string, Set<number>>();
      for (const e of batch) byStream.set(e.streamName, (byStream.get(e.streamName) ?? new Set<number>()).add(e.revision));
      const messages: { message: BusMessage; recordedAt: string; position: number }[] = [];
      for (const [streamName, revisions] of byStream) {
        if (streamName.startsWith(TICKET_PREFIX)) {
          for (const r of batch.filter((e) => e.streamName === streamName)) {
            const event = ticketEvents.parse(r);
            const booking = await bookings.state(store, event.data.bookingId);
            if (booking.status === 'none') continue;
            messages.push({ message: busMessageOf(ticketIntegrationEventOf(event, r.id, r.recordedAt, booking.checkout.orderId, deps.references.referenceOf)), recordedAt: r.recordedAt, position: r.position });
          }
          continue;
        }
        const { recorded, events, states } = await bookings.loadTail(store, streamName.slice(BOOKING_PREFIX.length), Math.min(...revisions));
        recorded.forEach((r, i) => {
          const state = states[i]!;
          if (!revisions.has(r.revision) || state.status === 'none') return;
          for (const e of integrationEventsOf(events[i]!, r.id, r.recordedAt, state, deps.references.referenceOf)) messages.push({ message: busMessageOf(e), recordedAt: r.recordedAt, position: r.position });
        });
      }
      if (messages.length === 0) return;
      // Log order, so a booking's ticket messages fall where they happened among its own (key bookingRef keeps it).
      messages.sort((a, b) => a.position - b.position);
      // Each supplier's events go to its own topic only.
      const byTopic = new Map<string, BusMessage[]>();
      for (const m of messages) {
        const topic = supplierEventsTopic(m.message.headers.supplierId!);
        byTopic.set(topic, [...(byTopic.get(topic) ?? []), m.message]);
      }
      await ensureTopics([...byTopic.keys()]);
      // One produce request for every topic, not one per topic queued behind the idempotent producer's single request in flight.
      await bus.publishBatch([...byTopic].map(([topic, messages]) => ({ topic, messages })));
      const ackedAt = now();
      const lags = messages.map((m) => String(Math.max(0, ackedAt - Date.parse(m.recordedAt))));
      await redis.multi().lpush(keys.relayLagMs, ...lags).ltrim(keys.relayLagMs, 0, LAG_SAMPLES_KEPT - 1).exec();
    });
  };

  return startCheckpointedConsumer({
    name: 'supplier relay',
    store,
    checkpoints: deps.checkpoints,
    streamPrefixes: [BOOKING_PREFIX, TICKET_PREFIX],
    batchSize: deps.batchSize ?? 200,
    retryFailedBatches: true,
    log,
    handle,
  });
}
