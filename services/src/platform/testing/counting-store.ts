import { WrongExpectedVersionError, type EventStore } from '../eventstore/port.ts';

/** The real store, counting the wrong-expected-version conflicts it reports, so a test can see retries happen. */
export function countingConflicts(store: EventStore): { store: EventStore; conflicts: () => number } {
  let conflicts = 0;
  const counted: EventStore = Object.create(store);
  counted.appendToStream = async (...args) => {
    try {
      return await store.appendToStream(...args);
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) conflicts++;
      throw err;
    }
  };
  return { store: counted, conflicts: () => conflicts };
}
