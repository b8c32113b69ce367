import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore } from '../eventstore/port.ts';
import type { StateCache } from './state-cache.ts';

/** Reads a stream (from the cached fold on, when a cache is given) and folds it: its state and revision (-1: no stream). */
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
