import { ticketEvents } from '@rihla/events/tickets';
import { bookings } from '../../booking/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { integrationEventsOf, ticketIntegrationEventOf } from '../integration-events-of.ts';
import type { IntegrationEvent } from '@rihla/events/supplier-channel';
import type { SupplierBookingReferences } from '../supplier-booking-reference.ts';
import type { ReceivedMessage } from '../message-bus.ts';

/** What a consumer de-duplicates on: one source event may concern several suppliers, each with its own copy. */
export const messageIdentity = (m: { messageId: string; supplierId: string }): string => `${m.messageId}/${m.supplierId}`;

/** The published copies of each message, by identity, in the order they were received. */
export function publishedByIdentity(published: readonly ReceivedMessage[]): Map<string, ReceivedMessage[]> {
  const by = new Map<string, ReceivedMessage[]>();
  for (const m of published) {
    const id = messageIdentity({ messageId: m.headers.messageId ?? '', supplierId: m.headers.supplierId ?? '' });
    by.set(id, [...(by.get(id) ?? []), m]);
  }
  return by;
}

/** Every integration event the store's booking and ticket streams mean, as the relay must publish them. */
export async function expectedIntegrationEvents(store: EventStore, references: SupplierBookingReferences): Promise<IntegrationEvent[]> {
  const streams = new Set<string>();
  // Each with its position in the log: a booking's messages to a supplier go out in log order, its tickets' included.
  const out: { position: number; event: IntegrationEvent }[] = [];
  // readAll answers one page at a time.
  for (let after = -1; ; ) {
    const page = await store.readAll({ after, maxCount: 5000 });
    if (page.length === 0) break;
    for (const e of page) {
      if (e.streamName.startsWith('booking-')) streams.add(e.streamName);
      if (e.streamName.startsWith('ticket-')) {
        const event = ticketEvents.parse(e);
        const booking = await bookings.state(store, event.data.bookingId);
        if (booking.status !== 'none') out.push({ position: e.position, event: ticketIntegrationEventOf(event, e.id, e.recordedAt, booking.checkout.orderId, references.referenceOf) });
      }
    }
    after = page[page.length - 1]!.position;
  }
  for (const stream of streams) {
    const { recorded, events, states } = await bookings.loadTail(store, stream.slice('booking-'.length), 0);
    recorded.forEach((r, i) => {
      const s = states[i]!;
      if (s.status !== 'none') out.push(...integrationEventsOf(events[i]!, r.id, r.recordedAt, s, references.referenceOf).map((event) => ({ position: r.position, event })));
    });
  }
  return out.sort((a, b) => a.position - b.position).map((o) => o.event);
}

/**
 * What is wrong with what reached the topic, against what the log means (empty when the relay did its job): a
 * message missing, a message no booking event means, copies of one message that differ (a consumer that
 * de-duplicates on the message id would keep a wrong one), or a booking whose messages to one supplier first arrived out of order.
 */
export function publicationProblems(expected: readonly IntegrationEvent[], published: readonly ReceivedMessage[]): string[] {
  const problems: string[] = [];
  const by = publishedByIdentity(published);
  const wanted = new Set(expected.map(messageIdentity));
  for (const e of expected) if (!by.has(messageIdentity(e))) problems.push(`missing ${e.type} ${messageIdentity(e)} of booking ${e.bookingRef}`);
  for (const [id, copies] of by) {
    if (!wanted.has(id)) problems.push(`published ${id}, which no booking event means`);
    const first = copies[0]!;
    if (copies.some((c) => c.value !== first.value || c.key !== first.key)) problems.push(`copies of ${id} differ`);
  }
  const firstSeen = new Map<string, number>();
  published.forEach((m, i) => {
    const id = messageIdentity({ messageId: m.headers.messageId ?? '', supplierId: m.headers.supplierId ?? '' });
    if (!firstSeen.has(id)) firstSeen.set(id, i);
  });
  // Order holds per booking within each supplier's topic (what one supplier reads); across suppliers' topics it cannot.
  const perBooking = new Map<string, number[]>();
  for (const e of expected) {
    const at = firstSeen.get(messageIdentity(e));
    const key = `${e.bookingRef} for ${e.supplierId}`;
    if (at !== undefined) perBooking.set(key, [...(perBooking.get(key) ?? []), at]);
  }
  for (const [key, order] of perBooking) if (order.some((at, i) => i > 0 && at < order[i - 1]!)) problems.push(`booking ${key}: messages first arrived out of order`);
  return problems;
}
