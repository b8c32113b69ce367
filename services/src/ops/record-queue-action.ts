import { opsEvents, queueActionStream, type OpsEvent } from '@rihla/events/ops';
import type { EventStore } from '../platform/eventstore/port.ts';

type QueueAction = Extract<OpsEvent, { type: 'QueueJobActionTaken' }>['data'];

/** The audit record of one dashboard action, in its own new stream (no_stream: an action id is recorded once). */
export async function recordQueueAction(store: EventStore, action: QueueAction): Promise<void> {
  const event: OpsEvent = { type: 'QueueJobActionTaken', data: action };
  await store.appendToStream(queueActionStream(action.actionId), [{ id: action.actionId, ...opsEvents.serialize(event) }], { expectedRevision: 'no_stream' });
}
