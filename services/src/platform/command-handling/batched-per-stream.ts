import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, NewEvent } from '../eventstore/port.ts';
import { currentTraceCarrier, withSpan, type TraceCarrier } from '../telemetry.ts';
import { aggregateStream } from './aggregate-stream.ts';
import { appendedRightAfter, isAppendRace } from './append-decided.ts';
import { eventIdFor, type Decider, type HandleCommandResult } from './decider.ts';
import type { StateCache } from './state-cache.ts';

/**
 * The batched strategy: runs a stream's commands in this process in batches. While one batch is being written, the
 * commands that arrive wait; then all of them are decided one after the other (arrival order: first come, first
 * served) on the stream's state and appended together in ONE append with the exact expected revision, so ONE fsync,
 * shared with the process's other appends of that moment. On a popular stream (a flash sale's departure) each command
 * would otherwise wait for its own commit, one after the other. Every answer, a refusal or a rule error included, is
 * given only once the batch is durable (nobody is told "sold out" on a state that never got written); another process
 * appending first makes the whole batch read and decide again (bounded by maxAttempts).
 */
export function batchedPerStream<Command, Event extends { type: string; data: unknown }, State>(o: {
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

  type Outcome = { ok: true; result: HandleCommandResult<Event, State> } | { ok: false; err: unknown };

  /** Each command decided on the state its predecessors left, in arrival order; the events to append for all of them. */
  const decideInOrder = (registry: EventRegistry<Event>, state: State, revision: number, batch: Waiting[]) => {
    const outcomes: Outcome[] = [];
    const toAppend: NewEvent[] = [];
    let s = state;
    for (const w of batch) {
      try {
        const events = o.decider.decide(w.command, s);
        events.forEach((e, i) => {
          const ser = registry.serialize(e);
          // Folded as stored (validated by its schema), so the state cached below is the one a read gives.
          s = o.decider.evolve(s, { type: ser.type, data: ser.data } as Event);
          toAppend.push({ id: eventIdFor(w.commandId, i), type: ser.type, data: ser.data, metadata: { ...w.metadata, ...ser.metadata, commandId: w.commandId, ...w.trace } });
        });
        outcomes.push({ ok: true, result: { newEvents: events, newState: s, nextExpectedRevision: revision + toAppend.length } });
      } catch (err) {
        // A command the stream's rules refuse (a stale hold, say) fails alone; the others go on.
        outcomes.push({ ok: false, err });
      }
    }
    return { outcomes, toAppend, state: s };
  };

  /**
   * The batch is first decided on the stream's cached fold (or as a new stream) without reading it, as handleCommand
   * does: kept only when every command appends (the expected revision then proves the fold was the latest); a refusal
   * or "nothing to do" may be the cache being behind, so the batch is read and decided again before anyone hears it.
   */
  const runBatch = (store: EventStore, registry: EventRegistry<Event>, streamName: string, batch: Waiting[]): Promise<void> =>
    withSpan('command.handle', { 'rihla.command': 'batch', 'rihla.stream': streamName, 'rihla.commands': batch.length }, async (span) => {
      let held = o.stateCache ? (o.stateCache.get(store, streamName) ?? { state: o.decider.initialState(), revision: -1 }) : undefined;
      span.setAttribute('rihla.decided_on_cache', held !== undefined);
      for (let attempt = held ? 0 : 1; ; attempt++) {
        try {
          const { state, revision } = held ?? (await aggregateStream(store, registry, streamName, o.decider.evolve, o.decider.initialState(), o.stateCache));
          const { outcomes, toAppend, state: after } = decideInOrder(registry, state, revision, batch);
          if (held && !outcomes.every((outcome) => outcome.ok && outcome.result.newEvents.length > 0)) {
            held = undefined;
            continue;
          }
          if (toAppend.length > 0) {
            const appended = await store.appendToStream(streamName, toAppend, { expectedRevision: revision === -1 ? 'no_stream' : revision });
            if (held && !appendedRightAfter(revision, toAppend.length, appended.nextExpectedRevision)) {
              // The cached fold was behind an earlier append of these very events: read the stream, and decide again.
              held = undefined;
              continue;
            }
            o.stateCache?.set(store, streamName, { state: after, revision: appended.nextExpectedRevision });
          }
          span.setAttribute('rihla.attempts', Math.max(attempt, 1));
          batch.forEach((w, i) => {
            const outcome = outcomes[i]!;
            if (outcome.ok) w.resolve(outcome.result);
            else w.reject(outcome.err);
          });
          return;
        } catch (err) {
          // Refused on the cached fold: another process appended since, so read; that is the first attempt.
          const wasHeld = held !== undefined;
          held = undefined;
          if (isAppendRace(err) && (wasHeld || attempt < o.maxAttempts)) continue;
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
