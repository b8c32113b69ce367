import type { EventStore } from '../eventstore/port.ts';

/**
 * Folded states of streams by store and stream name, each with the revision it was folded to: a later read of the
 * stream fetches and parses only the events appended since. Recorded events never change and revisions have no gaps,
 * so the state is exactly the one a full fold gives. Only for deciders whose evolve never mutates a state it is given
 * (the cached state is shared by every reader); bounded, oldest stream dropped first.
 */
export interface StateCache<State> {
  get(store: EventStore, streamName: string): Fold<State> | undefined;
  /**
   * The newest fold kept at a revision before `revision`: a reaction to events this process has already folded (the
   * saga's steps read the stream again after they append) starts there instead of at the stream's first event.
   */
  before(store: EventStore, streamName: string, revision: number): Fold<State> | undefined;
  set(store: EventStore, streamName: string, value: Fold<State>): void;
}

export interface Fold<State> {
  state: State;
  revision: number;
}

/** Earlier folds kept per stream besides the newest (states share their unchanged parts, so each costs little). */
const EARLIER_FOLDS = 4;

export function createStateCache<State>(maxStreams = 20_000): StateCache<State> {
  const byStore = new WeakMap<EventStore, Map<string, { newest: Fold<State>; earlier: Fold<State>[] }>>();
  return {
    get: (store, streamName) => byStore.get(store)?.get(streamName)?.newest,
    before(store, streamName, revision) {
      const held = byStore.get(store)?.get(streamName);
      if (!held) return undefined;
      if (held.newest.revision < revision) return held.newest;
      for (let i = held.earlier.length - 1; i >= 0; i--) if (held.earlier[i]!.revision < revision) return held.earlier[i];
      return undefined;
    },
    set(store, streamName, value) {
      let streams = byStore.get(store);
      if (!streams) byStore.set(store, (streams = new Map()));
      const held = streams.get(streamName);
      // Two overlapping reads of one stream: keep the newer fold.
      if (held && held.newest.revision >= value.revision) return;
      streams.delete(streamName);
      if (streams.size >= maxStreams) streams.delete(streams.keys().next().value!);
      const earlier = held ? [...held.earlier.slice(-(EARLIER_FOLDS - 1)), held.newest] : [];
      streams.set(streamName, { newest: value, earlier });
    },
  };
}
