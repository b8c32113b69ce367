import { randomUUID } from 'node:crypto';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore } from '../eventstore/port.ts';
import { WrongExpectedVersionError } from '../eventstore/port.ts';
import { withSpan } from '../telemetry.ts';
import { aggregateStream } from './aggregate-stream.ts';
import { appendDecided, appendedRightAfter, isAppendRace } from './append-decided.ts';
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
 * whole cycle runs again (bounded), because the decision may change with the newer state. With a state cache the
 * first decision is made on the cached fold, without reading the stream (see decideOnCachedFold).
 */
export async function handleCommand<Command extends { type: string }, Event extends { type: string; data: unknown }, State>(
  opts: HandleCommandOptions<Command, Event, State>,
): Promise<HandleCommandResult<Event, State>> {
  const maxAttempts = opts.expectedRevision !== undefined ? 1 : (opts.maxAttempts ?? 5);
  return withSpan('command.handle', { 'rihla.command': opts.command.type, 'rihla.stream': opts.streamName }, async (span) => {
    let onCache = decideOnCachedFold(opts);
    span.setAttribute('rihla.decided_on_cache', onCache !== null);
    for (let attempt = onCache ? 0 : 1; ; attempt++) {
      const { state, revision } = onCache ?? (await aggregateStream(opts.store, opts.registry, opts.streamName, opts.decider.evolve, opts.decider.initialState(), opts.stateCache));
      if (opts.expectedRevision !== undefined) {
        const actual = revision === -1 ? 'no_stream' : revision;
        if (actual !== opts.expectedRevision) throw new WrongExpectedVersionError(opts.streamName, opts.expectedRevision, actual);
      }
      const newEvents = onCache?.newEvents ?? opts.decider.decide(opts.command, state);
      if (newEvents.length === 0) return { newEvents, newState: state, nextExpectedRevision: revision };
      const commandId = opts.commandId ?? randomUUID();
      try {
        const result = await appendDecided(opts.store, opts.registry, opts.streamName, newEvents, commandId, revision === -1 ? 'no_stream' : revision, opts.metadata);
        if (onCache && !appendedRightAfter(revision, newEvents.length, result.nextExpectedRevision)) {
          // The cached fold was behind an earlier append of these very events: read the stream, and decide again.
          onCache = null;
          continue;
        }
        // The append held at the revision read, so the stream is now exactly that state's events and these: the
        // process's next read of it asks only for what others append after them.
        const newState = result.written.reduce(opts.decider.evolve, state);
        opts.stateCache?.set(opts.store, opts.streamName, { state: newState, revision: result.nextExpectedRevision });
        span.setAttribute('rihla.attempts', Math.max(attempt, 1));
        return { newEvents, newState, nextExpectedRevision: result.nextExpectedRevision };
      } catch (err) {
        // A refused append on the cached fold only means another process appended since: read, and it is the first attempt.
        const wasOnCache = onCache !== null;
        onCache = null;
        if (isAppendRace(err) && (wasOnCache || attempt < maxAttempts)) continue;
        throw err;
      }
    }
  });
}

/**
 * The decision on the stream's cached fold (a stream this process has not read yet: the initial state, as a new
 * stream), taken only when it has events to append, so the stream is not read first. Its append, written right after
 * the fold's revision, proves the fold was the stream's latest; another process's append since, or a stream that
 * already exists, makes it refused, and an earlier append of the same events is answered with that append's revision:
 * either way the command reads and decides again. A refusal or "nothing to do" may come from the cache being behind,
 * so those are decided again on the stream as read; as is a command that expects another revision.
 */
function decideOnCachedFold<Command extends { type: string }, Event extends { type: string; data: unknown }, State>(
  opts: HandleCommandOptions<Command, Event, State>,
): { state: State; revision: number; newEvents: Event[] } | null {
  if (!opts.stateCache) return null;
  const held = opts.stateCache.get(opts.store, opts.streamName) ?? { state: opts.decider.initialState(), revision: -1 };
  if (opts.expectedRevision !== undefined && opts.expectedRevision !== (held.revision === -1 ? 'no_stream' : held.revision)) return null;
  // A refusal here is thrown away (the command is decided again on the stream as read), so it takes no stack trace:
  // capturing one was most of what a refused guess cost (a cart step on a cart this process had not read, per booking).
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const newEvents = opts.decider.decide(opts.command, held.state);
    return newEvents.length > 0 ? { state: held.state, revision: held.revision, newEvents } : null;
  } catch {
    return null;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
