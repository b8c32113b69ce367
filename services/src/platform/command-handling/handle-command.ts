import { randomUUID } from 'node:crypto';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore } from '../eventstore/port.ts';
import { WrongExpectedVersionError } from '../eventstore/port.ts';
import { withSpan } from '../telemetry.ts';
import { aggregateStream } from './aggregate-stream.ts';
import { appendDecided, isAppendRace } from './append-decided.ts';
import type { CommandOptions, Decider, HandleCommandResult } from './decider.ts';
import type { StateCache } from './state-cache.ts';

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

/**
 * The default strategy, optimistic: read, fold, decide, append with the expected revision. On a concurrent append the
 * whole cycle runs again (bounded), because the decision may change with the newer state.
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
        // The append held at the revision read, so the stream is now exactly that state's events and these: the
        // process's next read of it asks only for what others append after them.
        const newState = result.written.reduce(opts.decider.evolve, state);
        opts.stateCache?.set(opts.store, opts.streamName, { state: newState, revision: result.nextExpectedRevision });
        span.setAttribute('rihla.attempts', attempt);
        return { newEvents, newState, nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        if (isAppendRace(err) && attempt < maxAttempts) continue;
        throw err;
      }
    }
  });
}
