import { randomUUID } from 'node:crypto';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, RecordedEvent } from '../eventstore/port.ts';
import { aggregateStream } from './aggregate-stream.ts';
import { appendDecided, appendedRightAfter, isAppendRace } from './append-decided.ts';
import { batchedPerStream } from './batched-per-stream.ts';
import type { CommandOptions, Decider, HandleCommandResult } from './decider.ts';
import { handleCommand } from './handle-command.ts';
import { oneAtATimePerStream } from './one-at-a-time-per-stream.ts';
import { parsingOnce } from './parsing-once.ts';
import type { StateCache } from './state-cache.ts';

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
      const base = stateCache?.before(store, streamName, fromRevision);
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
        // The state the caller read was behind an earlier append of these very events: decide on the stream.
        if (!appendedRightAfter(loaded.revision, events.length, result.nextExpectedRevision)) return handle(store, id, command, opts);
        const newState = result.written.reduce(decider.evolve, loaded.state);
        stateCache?.set(store, streamName, { state: newState, revision: result.nextExpectedRevision });
        return { newEvents: events, newState, nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        // Moved meanwhile, or the same command's events already written by another copy: decide again on the stream as it is.
        if (isAppendRace(err)) return handle(store, id, command, opts);
        throw err;
      }
    },
  };
}
