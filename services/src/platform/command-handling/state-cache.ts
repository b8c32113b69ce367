import type { EventStore } from '../eventstore/port.ts';

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
