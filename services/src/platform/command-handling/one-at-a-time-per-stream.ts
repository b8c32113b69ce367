import type { EventStore } from '../eventstore/port.ts';

/**
 * The queued strategy: runs a stream's commands in this process one after the other. On a popular stream (a flash
 * sale's departure) concurrent commands would otherwise all read the same revision, one append would win and the rest
 * re-read, re-decide and retry, round after round, burning CPU and time. Queued, each sees the one before it; the
 * expected revision still guards against other processes.
 */
export function oneAtATimePerStream() {
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
