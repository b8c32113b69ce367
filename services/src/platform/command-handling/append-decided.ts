import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, ExpectedRevision } from '../eventstore/port.ts';
import { DuplicateEventIdError, WrongExpectedVersionError } from '../eventstore/port.ts';
import { currentTraceCarrier } from '../telemetry.ts';
import { eventIdFor } from './decider.ts';

/**
 * Appends events a decider decided, each with an id derived from the command id (a repeat appends the same ids) and
 * the trace of the request or step that decided them in its metadata (`traceparent`): the reactions they cause (saga
 * steps, Kafka messages) join it.
 */
export async function appendDecided<Event extends { type: string; data: unknown }>(
  store: EventStore,
  registry: EventRegistry<Event>,
  streamName: string,
  events: readonly Event[],
  commandId: string,
  expectedRevision: ExpectedRevision,
  metadata: Record<string, unknown> | undefined,
) {
  const traceMetadata = currentTraceCarrier();
  return store.appendToStream(
    streamName,
    events.map((e, i) => {
      const s = registry.serialize(e);
      return { id: eventIdFor(commandId, i), type: s.type, data: s.data, metadata: { ...metadata, ...s.metadata, commandId, ...traceMetadata } };
    }),
    { expectedRevision },
  );
}

/**
 * A duplicate event id is the same command appended meanwhile by another process (the api and a saga step both
 * finishing a checkout, say) with other details such as its timestamp: like a concurrent append, the state is read
 * again, and the decider, seeing its own events there, has nothing left to do.
 */
export const isAppendRace = (err: unknown): boolean => err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError;
