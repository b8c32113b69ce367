import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, ExpectedRevision } from '../eventstore/port.ts';
import { DuplicateEventIdError, WrongExpectedVersionError } from '../eventstore/port.ts';
import { currentTraceCarrier } from '../telemetry.ts';
import { eventIdFor } from './decider.ts';

/**
 * Appends events a decider decided, each with an id derived from the command id (a repeat appends the same ids) and
 * the trace of the request or step that decided them in its metadata (`traceparent`): the reactions they cause (saga
 * steps, Kafka messages) join it. `written` are the events as stored (validated by their schema), the ones a later
 * read of the stream gives back: what a state cache folds.
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
  const serialized = events.map((e) => registry.serialize(e));
  const result = await store.appendToStream(
    streamName,
    serialized.map((s, i) => ({ id: eventIdFor(commandId, i), type: s.type, data: s.data, metadata: { ...metadata, ...s.metadata, commandId, ...traceMetadata } })),
    { expectedRevision },
  );
  return { ...result, written: serialized.map((s) => ({ type: s.type, data: s.data }) as Event) };
}

/**
 * A duplicate event id is the same command appended meanwhile by another process (the api and a saga step both
 * finishing a checkout, say) with other details such as its timestamp: like a concurrent append, the state is read
 * again, and the decider, seeing its own events there, has nothing left to do.
 */
export const isAppendRace = (err: unknown): boolean => err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError;

/**
 * Whether an append wrote right after the revision its decision was made on. Both stores answer an append whose events
 * are all stored already (a retry) with that earlier append's revision, whatever the expected revision: then the state
 * decided on was behind those events, and neither it nor the answer is the stream's.
 */
export const appendedRightAfter = (revision: number, events: number, nextExpectedRevision: number): boolean => nextExpectedRevision === revision + events;
