import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { createStateCache, eventIdFor, handleCommand, type HandleCommandResult } from '../platform/command-handling.ts';
import { DuplicateEventIdError, WrongExpectedVersionError, type EventStore, type RecordedEvent } from '../platform/eventstore/port.ts';
import { currentTraceCarrier } from '../platform/telemetry.ts';
import type { BookingCommand } from './decider/booking-command.ts';
import { bookingDecider } from './decider/booking-decider.ts';
import type { BookingState } from './decider/booking-state.ts';

/** Recorded events never change, so each is validated (zod, upcasters) once per store and process. */
const parsedByStore = new WeakMap<EventStore, Map<string, BookingEvent>>();
const PARSED_MAX = 50_000;

/** Booking events of a stream read, parsed through a bounded per-store cache keyed by stream, revision and id. */
export function parseBookingEvents(store: EventStore, recorded: readonly RecordedEvent[]): BookingEvent[] {
  let cache = parsedByStore.get(store);
  if (!cache) parsedByStore.set(store, (cache = new Map()));
  return recorded.map((r) => {
    const key = `${r.streamName}#${r.revision}#${r.id}`;
    let event = cache.get(key);
    if (!event) {
      event = bookingEvents.parse(r);
      if (cache.size >= PARSED_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, event);
    }
    return event;
  });
}

/**
 * Booking states already folded in this process, by revision: every saga step and status check loads its booking,
 * and only the events appended since the last load need reading. evolveBooking never mutates a state.
 */
const bookingStates = createStateCache<BookingState>(5_000);

/** The booking as its stream tells it, and the revision it was read at (-1: no such booking). */
export async function loadBooking(store: EventStore, bookingId: string): Promise<{ state: BookingState; revision: number }> {
  const streamName = bookingStream(bookingId);
  const held = bookingStates.get(store, streamName);
  const recorded = await store.readStream(streamName, held ? { fromRevision: held.revision + 1 } : {});
  if (recorded.length === 0) return held ?? { state: bookingDecider.initialState(), revision: -1 };
  const state = parseBookingEvents(store, recorded).reduce(bookingDecider.evolve, held?.state ?? bookingDecider.initialState());
  const loaded = { state, revision: recorded[recorded.length - 1]!.revision };
  bookingStates.set(store, streamName, loaded);
  return loaded;
}

/**
 * The booking's events from `fromRevision` to the end (possibly a few before it), each with the state right after
 * it. Folded on the cached state when that is older than `fromRevision`, so a reaction to new events reads only the
 * stream's tail instead of all of it.
 */
export async function loadBookingTail(
  store: EventStore,
  bookingId: string,
  fromRevision: number,
): Promise<{ recorded: RecordedEvent[]; events: BookingEvent[]; states: BookingState[] }> {
  const streamName = bookingStream(bookingId);
  const held = bookingStates.get(store, streamName);
  const base = held && held.revision < fromRevision ? held : undefined;
  const recorded = await store.readStream(streamName, base ? { fromRevision: base.revision + 1 } : {});
  const events = parseBookingEvents(store, recorded);
  let state = base?.state ?? bookingDecider.initialState();
  const states = events.map((e) => (state = bookingDecider.evolve(state, e)));
  if (recorded.length) bookingStates.set(store, streamName, { state, revision: recorded[recorded.length - 1]!.revision });
  return { recorded, events, states };
}

/**
 * Read, decide, append on `booking-{id}`. `commandId` makes a repeated command (a re-run job, a redelivered webhook,
 * a double submit) append the same event ids; `expectedRevision` pins the decision to the state a step acted on.
 */
export function runBookingCommand(
  store: EventStore,
  bookingId: string,
  command: BookingCommand,
  opts: { commandId?: string; expectedRevision?: number } = {},
): Promise<HandleCommandResult<BookingEvent, BookingState>> {
  return handleCommand({
    store,
    registry: bookingEvents,
    decider: bookingDecider,
    stateCache: bookingStates,
    streamName: bookingStream(bookingId),
    command,
    ...(opts.commandId !== undefined ? { commandId: opts.commandId } : {}),
    ...(opts.expectedRevision !== undefined ? { expectedRevision: opts.expectedRevision } : {}),
    maxAttempts: 20,
  });
}

/**
 * For a saga step that already read the booking: decides on that state and appends with its revision as the
 * expected revision (no second read). Only when the stream moved meanwhile does it fall back to runBookingCommand,
 * which re-reads and decides again.
 */
export async function runBookingCommandAt(
  store: EventStore,
  bookingId: string,
  loaded: { state: BookingState; revision: number },
  command: BookingCommand,
  commandId: string,
): Promise<HandleCommandResult<BookingEvent, BookingState>> {
  const events = bookingDecider.decide(command, loaded.state);
  if (events.length === 0) return { newEvents: [], newState: loaded.state, nextExpectedRevision: loaded.revision };
  // As in handleCommand: the events carry the trace of the step or request that decided them.
  const trace = currentTraceCarrier();
  try {
    const result = await store.appendToStream(
      bookingStream(bookingId),
      events.map((e, i) => {
        const s = bookingEvents.serialize(e);
        return { id: eventIdFor(commandId, i), type: s.type, data: s.data, metadata: { ...s.metadata, commandId, ...trace } };
      }),
      { expectedRevision: loaded.revision === -1 ? 'no_stream' : loaded.revision },
    );
    return { newEvents: events, newState: events.reduce(bookingDecider.evolve, loaded.state), nextExpectedRevision: result.nextExpectedRevision };
  } catch (err) {
    // Moved meanwhile, or the same step's events already written by another copy: decide again on the stream as it is.
    if (err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError) return runBookingCommand(store, bookingId, command, { commandId });
    throw err;
  }
}
