import { createHash, randomUUID } from 'node:crypto';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, ExpectedRevision, NewEvent, RecordedEvent } from './eventstore/port.ts';
import { DuplicateEventIdError, WrongExpectedVersionError } from './eventstore/port.ts';
import { currentTraceCarrier, withSpan, type TraceCarrier } from './telemetry.ts';

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

export interface CommandOptions {
  /** Stable id of this command (job id, idempotency key); makes a repeated command append nothing new. */
  commandId?: string;
  /** When the client edits with If-Match: fail instead of retrying on a newer stream. */
  expectedRevision?: number | 'no_stream';
  metadata?: Record<string, unknown>;
}

export interface HandleCommandOptions<Command, Event extends { type: string; data: unknown }, State> extends CommandOptions {
  store: EventStore;
  registry: EventRegistry<Event>;
  decider: Decider<Command, Event, State>;
  streamName: string;
  command: Command;
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
 * Appends events a decider decided, each with an id derived from the command id (a repeat appends the same ids) and
 * the trace of the request or step that decided them in its metadata (`traceparent`): the reactions they cause (saga
 * steps, Kafka messages) join it.
 */
async function appendDecided<Event extends { type: string; data: unknown }>(
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
const isAppendRace = (err: unknown): boolean => err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError;

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
      try {
        const result = await appendDecided(opts.store, opts.registry, opts.streamName, newEvents, commandId, revision === -1 ? 'no_stream' : revision, opts.metadata);
        const newState = newEvents.reduce(opts.decider.evolve, state);
        span.setAttribute('rihla.attempts', attempt);
        return { newEvents, newState, nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        if (isAppendRace(err) && attempt < maxAttempts) continue;
        throw err;
      }
    }
  });
}

/**
 * A registry per store whose `parse` validates (zod, upcasters) each recorded event once per process: recorded events
 * never change, so they are kept by stream, revision and id, bounded, oldest first. Per store, because two stores
 * (tests) may hold different events under the same stream, revision and id.
 */
function parsingOnce<Event extends { type: string; data: unknown }>(registry: EventRegistry<Event>, max: number): (store: EventStore) => EventRegistry<Event> {
  const byStore = new WeakMap<EventStore, EventRegistry<Event>>();
  return (store) => {
    let cached = byStore.get(store);
    if (!cached) {
      const parsed = new Map<string, Event>();
      cached = Object.create(registry) as EventRegistry<Event>;
      // Only recorded events reach a handler's parse, so the raw event carries its stream, revision and id.
      cached.parse = (raw) => {
        const r = raw as RecordedEvent;
        const key = `${r.streamName}#${r.revision}#${r.id}`;
        let event = parsed.get(key);
        if (!event) {
          event = registry.parse(r);
          if (parsed.size >= max) parsed.delete(parsed.keys().next().value!);
          parsed.set(key, event);
        }
        return event;
      };
      byStore.set(store, cached);
    }
    return cached;
  };
}

/**
 * Runs a stream's commands in this process one after the other: on a popular stream (a flash sale's departure)
 * concurrent commands would otherwise all read the same revision, one append would win and the rest re-read,
 * re-decide and retry, round after round, burning CPU and time. Queued, each sees the one before it; the expected
 * revision still guards against other processes.
 */
function oneAtATimePerStream() {
  const queued = new WeakMap<EventStore, Map<string, Promise<unknown>>>();
  return <T>(store: EventStore, streamName: string, run: () => Promise<T>): Promise<T> => {
    let streams = queued.get(store);
    if (!streams) queued.set(store, (streams = new Map()));
    const previous = streams.get(streamName);
    const result = previous ? previous.then(run, run) : run();
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    streams.set(streamName, tail);
    void tail.then(() => {
      if (streams.get(streamName) === tail) streams.delete(streamName);
    });
    return result;
  };
}

/**
 * Runs a stream's commands in this process in batches: while one batch is being written, the commands that arrive
 * wait; then all of them are decided one after the other (arrival order: first come, first served) on the stream's
 * state and appended together in ONE append with the exact expected revision, so ONE fsync, shared with the process's
 * other appends of that moment. On a popular stream (a flash sale's departure) each command would otherwise wait for
 * its own commit, one after the other. Every answer, a refusal or a rule error included, is given only once the batch
 * is durable (nobody is told "sold out" on a state that never got written); another process appending first makes the
 * whole batch read and decide again (bounded by maxAttempts).
 */
function batchedPerStream<Command, Event extends { type: string; data: unknown }, State>(o: {
  decider: Decider<Command, Event, State>;
  stateCache: StateCache<State> | undefined;
  maxAttempts: number;
}) {
  interface Waiting {
    command: Command;
    commandId: string;
    metadata: Record<string, unknown> | undefined;
    trace: TraceCarrier;
    resolve: (r: HandleCommandResult<Event, State>) => void;
    reject: (err: unknown) => void;
  }
  type Line = { waiting: Waiting[]; running: boolean };
  const lines = new WeakMap<EventStore, Map<string, Line>>();

  const runBatch = (store: EventStore, registry: EventRegistry<Event>, streamName: string, batch: Waiting[]): Promise<void> =>
    withSpan('command.handle', { 'rihla.command': 'batch', 'rihla.stream': streamName, 'rihla.commands': batch.length }, async (span) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const { state, revision } = await aggregateStream(store, registry, streamName, o.decider.evolve, o.decider.initialState(), o.stateCache);
          const outcomes: ({ ok: true; result: HandleCommandResult<Event, State> } | { ok: false; err: unknown })[] = [];
          const toAppend: NewEvent[] = [];
          let s = state;
          for (const w of batch) {
            try {
              const events = o.decider.decide(w.command, s);
              s = events.reduce(o.decider.evolve, s);
              events.forEach((e, i) => {
                const ser = registry.serialize(e);
                toAppend.push({ id: eventIdFor(w.commandId, i), type: ser.type, data: ser.data, metadata: { ...w.metadata, ...ser.metadata, commandId: w.commandId, ...w.trace } });
              });
              outcomes.push({ ok: true, result: { newEvents: events, newState: s, nextExpectedRevision: revision + toAppend.length } });
            } catch (err) {
              // A command the stream's rules refuse (a stale hold, say) fails alone; the others go on.
              outcomes.push({ ok: false, err });
            }
          }
          if (toAppend.length > 0) await store.appendToStream(streamName, toAppend, { expectedRevision: revision === -1 ? 'no_stream' : revision });
          span.setAttribute('rihla.attempts', attempt);
          batch.forEach((w, i) => {
            const outcome = outcomes[i]!;
            if (outcome.ok) w.resolve(outcome.result);
            else w.reject(outcome.err);
          });
          return;
        } catch (err) {
          if (isAppendRace(err) && attempt < o.maxAttempts) continue;
          for (const w of batch) w.reject(err);
          return;
        }
      }
    });

  return (store: EventStore, registry: EventRegistry<Event>, streamName: string, command: Command, commandId: string, metadata: Record<string, unknown> | undefined) => {
    let streams = lines.get(store);
    if (!streams) lines.set(store, (streams = new Map()));
    let line = streams.get(streamName);
    if (!line) streams.set(streamName, (line = { waiting: [], running: false }));
    const result = new Promise<HandleCommandResult<Event, State>>((resolve, reject) => {
      line.waiting.push({ command, commandId, metadata, trace: currentTraceCarrier(), resolve, reject });
    });
    if (!line.running) {
      const running = line;
      const all = streams;
      running.running = true;
      void (async () => {
        // The commands issued in this turn of the event loop join the first batch.
        await Promise.resolve();
        while (running.waiting.length > 0) await runBatch(store, registry, streamName, running.waiting.splice(0));
        running.running = false;
        all.delete(streamName);
      })();
    }
    return result;
  };
}

export interface CommandHandlerOptions<Id, Command, Event extends { type: string; data: unknown }, State> {
  decider: Decider<Command, Event, State>;
  registry: EventRegistry<Event>;
  /** The stream an id names, e.g. (id) => `promo-${id}`. */
  streamOf: (id: Id) => string;
  /** The decider's folded states (see StateCache: only for an evolve that never mutates). */
  stateCache?: StateCache<State>;
  /** Recorded events kept parsed per store (see parsingOnce), for streams read again and again from the start. */
  parsedEventsKept?: number;
  /** Retries on a concurrent append (default 5). */
  maxAttempts?: number;
  /** Validates a command before it is decided (commands that arrive from job payloads). */
  parseCommand?: (command: Command) => Command;
  /**
   * The command id is prefixed with the stream name: one caller key (a hold id) names commands on several streams,
   * and their event ids must differ.
   */
  commandIdPerStream?: boolean;
  /** Commands on one stream in this process run one after the other (see oneAtATimePerStream). */
  oneAtATimePerStream?: boolean;
  /** Commands on one stream in this process are decided together and appended at once (see batchedPerStream). */
  batchedPerStream?: boolean;
}

/**
 * The one command handler of a decider (emmett's CommandHandler), so a module writes neither loop again:
 * - `load` folds a stream (through the state cache when given) and `state` gives just the state;
 * - `loadTail` gives the events from a revision on, each with the state right after it (a reaction to new events);
 * - `handle` runs read-fold-decide-append with retry;
 * - `handleAt` decides on a state the caller already read and appends at its revision, re-reading only when the
 *   stream moved meanwhile.
 */
export function commandHandlerFor<Id, Command extends { type: string }, Event extends { type: string; data: unknown }, State>(
  o: CommandHandlerOptions<Id, Command, Event, State>,
) {
  const registryFor = o.parsedEventsKept !== undefined ? parsingOnce(o.registry, o.parsedEventsKept) : () => o.registry;
  const queue = o.oneAtATimePerStream ? oneAtATimePerStream() : <T>(_store: EventStore, _stream: string, run: () => Promise<T>) => run();
  const commandIdOf = (streamName: string, commandId: string | undefined) =>
    commandId !== undefined && o.commandIdPerStream ? `${streamName}:${commandId}` : commandId;
  const { decider, stateCache } = o;

  const load = (store: EventStore, id: Id) => aggregateStream(store, registryFor(store), o.streamOf(id), decider.evolve, decider.initialState(), stateCache);

  const batched = o.batchedPerStream ? batchedPerStream({ decider, stateCache, maxAttempts: o.maxAttempts ?? 5 }) : null;

  const handle = (store: EventStore, id: Id, command: Command, opts: CommandOptions = {}): Promise<HandleCommandResult<Event, State>> => {
    const streamName = o.streamOf(id);
    const parsed = o.parseCommand ? o.parseCommand(command) : command;
    const commandId = commandIdOf(streamName, opts.commandId);
    if (batched && opts.expectedRevision === undefined) return batched(store, registryFor(store), streamName, parsed, commandId ?? randomUUID(), opts.metadata);
    return queue(store, streamName, () =>
      handleCommand({
        store,
        registry: registryFor(store),
        decider,
        streamName,
        command: parsed,
        ...(stateCache ? { stateCache } : {}),
        ...(o.maxAttempts !== undefined ? { maxAttempts: o.maxAttempts } : {}),
        ...(commandId !== undefined ? { commandId } : {}),
        ...(opts.expectedRevision !== undefined ? { expectedRevision: opts.expectedRevision } : {}),
        ...(opts.metadata !== undefined ? { metadata: opts.metadata } : {}),
      }),
    );
  };

  return {
    load,
    handle,

    state: async (store: EventStore, id: Id): Promise<State> => (await load(store, id)).state,

    async loadTail(store: EventStore, id: Id, fromRevision: number): Promise<{ recorded: RecordedEvent[]; events: Event[]; states: State[] }> {
      const streamName = o.streamOf(id);
      const held = stateCache?.get(store, streamName);
      const base = held && held.revision < fromRevision ? held : undefined;
      const recorded = await store.readStream(streamName, base ? { fromRevision: base.revision + 1 } : {});
      const registry = registryFor(store);
      const events = recorded.map((r) => registry.parse(r));
      let state = base?.state ?? decider.initialState();
      const states = events.map((e) => (state = decider.evolve(state, e)));
      if (recorded.length) stateCache?.set(store, streamName, { state, revision: recorded[recorded.length - 1]!.revision });
      return { recorded, events, states };
    },

    async handleAt(
      store: EventStore,
      id: Id,
      loaded: { state: State; revision: number },
      command: Command,
      opts: { commandId: string; metadata?: Record<string, unknown> },
    ): Promise<HandleCommandResult<Event, State>> {
      const streamName = o.streamOf(id);
      const events = decider.decide(o.parseCommand ? o.parseCommand(command) : command, loaded.state);
      if (events.length === 0) return { newEvents: [], newState: loaded.state, nextExpectedRevision: loaded.revision };
      try {
        const expected = loaded.revision === -1 ? 'no_stream' : loaded.revision;
        const result = await appendDecided(store, registryFor(store), streamName, events, commandIdOf(streamName, opts.commandId)!, expected, opts.metadata);
        return { newEvents: events, newState: events.reduce(decider.evolve, loaded.state), nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        // Moved meanwhile, or the same command's events already written by another copy: decide again on the stream as it is.
        if (isAppendRace(err)) return handle(store, id, command, opts);
        throw err;
      }
    },
  };
}
