import { createHash, randomUUID } from 'node:crypto';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, ExpectedRevision } from './eventstore/port.ts';
import { WrongExpectedVersionError } from './eventstore/port.ts';
import { withSpan } from './telemetry.ts';

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
}

export interface HandleCommandResult<Event, State> {
  newEvents: Event[];
  newState: State;
  /** Revision of the last event in the stream after this command (-1: stream still does not exist). */
  nextExpectedRevision: number;
}

export async function aggregateStream<Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  registry: EventRegistry<Event>,
  streamName: string,
  evolve: (s: State, e: Event) => State,
  initial: State,
): Promise<{ state: State; revision: number }> {
  const recorded = await store.readStream(streamName);
  let state = initial;
  for (const r of recorded) state = evolve(state, registry.parse(r));
  return { state, revision: recorded.length ? recorded[recorded.length - 1]!.revision : -1 };
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
      const { state, revision } = await aggregateStream(opts.store, opts.registry, opts.streamName, opts.decider.evolve, opts.decider.initialState());
      if (opts.expectedRevision !== undefined) {
        const actual = revision === -1 ? 'no_stream' : revision;
        if (actual !== opts.expectedRevision) throw new WrongExpectedVersionError(opts.streamName, opts.expectedRevision, actual);
      }
      const newEvents = opts.decider.decide(opts.command, state);
      if (newEvents.length === 0) return { newEvents, newState: state, nextExpectedRevision: revision };
      const commandId = opts.commandId ?? randomUUID();
      const expected: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
      try {
        const result = await opts.store.appendToStream(
          opts.streamName,
          newEvents.map((e, i) => {
            const s = opts.registry.serialize(e);
            return { id: eventIdFor(commandId, i), type: s.type, data: s.data, metadata: { ...opts.metadata, ...s.metadata, commandId } };
          }),
          { expectedRevision: expected },
        );
        const newState = newEvents.reduce(opts.decider.evolve, state);
        span.setAttribute('rihla.attempts', attempt);
        return { newEvents, newState, nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        if (err instanceof WrongExpectedVersionError && attempt < maxAttempts) continue;
        throw err;
      }
    }
  });
}
