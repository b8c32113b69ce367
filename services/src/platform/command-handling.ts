import { createHash, randomUUID } from 'node:crypto';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, ExpectedRevision } from './eventstore/port.ts';
import { DuplicateEventIdError, WrongExpectedVersionError } from './eventstore/port.ts';
import { currentTraceCarrier, withSpan } from './telemetry.ts';

/** A decider in the emmett sense: pure functions, time and ids arrive inside the command. */
export interface Decider<Command, Event, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Deterministic event ids: a retried command (a re-run job, a double submit) appends the same ids, which the store treats as idempotent. */
export function eventIdFor(commandId: string, index: number): string {
  const h = createHash('sha256').update(`${commandId}#${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface HandleCommandOptions<Command, Event extends { type: string; data: unknown }, State> {
  store: EventStore;
  registry: EventRegistry<Event>;
  decider: Decider<Command, Event, State>;
  streamName: string;
  command: Command;
  /** Stable id of this command (job id, idempotency key); makes a repeated command append nothing new. */
  commandId?: string;
  /** When the client edits with If-Match: fail instead of retrying on a newer stream. */
  expectedRevision?: number | 'no_stream';
  metadata?: Record<string, unknown>;
  /** Retries on a concurrent append before giving up; each retry re-reads and re-decides. */
  maxAttempts?: number;
  /** The decider's folded states (see StateCache: only for an evolve that never mutates). */
  stateCache?: StateCache<State>;
}

export interface HandleCommandResult<Event, State> {
  newEvents: Event[];
  newState: State;
  /** Revision of the last event in the stream after this command (-1: stream still does not exist). */
  nextExpectedRevision: number;
}

/**
 * Folded states of streams by store and stream name, each with the revision it was folded to: a later read of the
 * stream fetches and parses only the events appended since. Recorded events never change and revisions have no gaps,
 * so the state is exactly the one a full fold gives. Only for deciders whose evolve never mutates a state it is given
 * (the cached state is shared by every reader); bounded, oldest stream dropped first.
 */
export interface StateCache<State> {
  get(store: EventStore, streamName: string): { state: State; revision: number } | undefined;
  set(store: EventStore, streamName: string, value: { state: State; revision: number }): void;
}

export function createStateCache<State>(maxStreams = 20_000): StateCache<State> {
  const byStore = new WeakMap<EventStore, Map<string, { state: State; revision: number }>>();
  return {
    get: (store, streamName) => byStore.get(store)?.get(streamName),
    set(store, streamName, value) {
      let streams = byStore.get(store);
      if (!streams) byStore.set(store, (streams = new Map()));
      const held = streams.get(streamName);
      // Two overlapping reads of one stream: keep the newer fold.
      if (held && held.revision >= value.revision) return;
      streams.delete(streamName);
      if (streams.size >= maxStreams) streams.delete(streams.keys().next().value!);
      streams.set(streamName, value);
    },
  };
}

export async function aggregateStream<Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  registry: EventRegistry<Event>,
  streamName: string,
  evolve: (s: State, e: Event) => State,
  initial: State,
  cache?: StateCache<State>,
): Promise<{ state: State; revision: number }> {
  const held = cache?.get(store, streamName);
  const recorded = await store.readStream(streamName, held ? { fromRevision: held.revision + 1 } : {});
  let state = held ? held.state : initial;
  for (const r of recorded) state = evolve(state, registry.parse(r));
  const revision = recorded.length ? recorded[recorded.length - 1]!.revision : (held?.revision ?? -1);
  if (cache && recorded.length) cache.set(store, streamName, { state, revision });
  return { state, revision };
}

/**
 * Read, fold, decide, append with the expected revision. On a concurrent append the whole cycle runs again
 * (bounded), because the decision may change with the newer state.
 */
export async function handleCommand<Command extends { type: string }, Event extends { type: string; data: unknown }, State>(
  opts: HandleCommandOptions<Command, Event, State>,
): Promise<HandleCommandResult<Event, State>> {
  const maxAttempts = opts.expectedRevision !== undefined ? 1 : (opts.maxAttempts ?? 5);
  return withSpan('command.handle', { 'rihla.command': opts.command.type, 'rihla.stream': opts.streamName }, async (span) => {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await aggregateStream(opts.store, opts.registry, opts.streamName, opts.decider.evolve, opts.decider.initialState(), opts.stateCache);
      if (opts.expectedRevision !== undefined) {
        const actual = revision === -1 ? 'no_stream' : revision;
        if (actual !== opts.expectedRevision) throw new WrongExpectedVersionError(opts.streamName, opts.expectedRevision, actual);
      }
      const newEvents = opts.decider.decide(opts.command, state);
      if (newEvents.length === 0) return { newEvents, newState: state, nextExpectedRevision: revision };
      const commandId = opts.commandId ?? randomUUID();
      const expected: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
      // The request's trace travels with the events (`traceparent` in their metadata): the reactions they cause
      // (saga steps, Kafka messages) join it.
      const traceMetadata = currentTraceCarrier();
      try {
        const result = await opts.store.appendToStream(
          opts.streamName,
          newEvents.map((e, i) => {
            const s = opts.registry.serialize(e);
            return { id: eventIdFor(commandId, i), type: s.type, data: s.data, metadata: { ...opts.metadata, ...s.metadata, commandId, ...traceMetadata } };
          }),
          { expectedRevision: expected },
        );
        const newState = newEvents.reduce(opts.decider.evolve, state);
        span.setAttribute('rihla.attempts', attempt);
        return { newEvents, newState, nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        // A duplicate event id is the same command appended meanwhile by another process (the api and a saga step
        // both finishing a checkout, say) with other details such as its timestamp: like a concurrent append, the
        // state is read again, and the decider, seeing its own events there, has nothing left to do.
        if ((err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError) && attempt < maxAttempts) continue;
        throw err;
      }
    }
  });
}

/**
 * The one command handler of a decider (emmett's CommandHandler): `load` folds a stream (through the state cache
 * when given), `handle` runs read-fold-decide-append with retry, so a module writes neither loop again.
 */
export function commandHandlerFor<Command extends { type: string }, Event extends { type: string; data: unknown }, State>(o: {
  decider: Decider<Command, Event, State>;
  registry: EventRegistry<Event>;
  /** The stream an id names, e.g. (id) => `promo-${id}`. */
  streamOf: (id: string) => string;
  stateCache?: StateCache<State>;
  /** Retries on a concurrent append (default 5). */
  maxAttempts?: number;
}) {
  return {
    load: (store: EventStore, id: string) => aggregateStream(store, o.registry, o.streamOf(id), o.decider.evolve, o.decider.initialState(), o.stateCache),
    handle: (
      store: EventStore,
      id: string,
      command: Command,
      opts: { commandId?: string; expectedRevision?: number | 'no_stream'; metadata?: Record<string, unknown> } = {},
    ): Promise<HandleCommandResult<Event, State>> =>
      handleCommand({
        store,
        registry: o.registry,
        decider: o.decider,
        streamName: o.streamOf(id),
        command,
        ...(o.stateCache ? { stateCache: o.stateCache } : {}),
        ...(o.maxAttempts !== undefined ? { maxAttempts: o.maxAttempts } : {}),
        ...(opts.commandId !== undefined ? { commandId: opts.commandId } : {}),
        ...(opts.expectedRevision !== undefined ? { expectedRevision: opts.expectedRevision } : {}),
        ...(opts.metadata !== undefined ? { metadata: opts.metadata } : {}),
      }),
  };
}
