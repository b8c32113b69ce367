import type { DocumentProjection } from '../projection-runner.ts';
import type { RecordedEvent } from '../eventstore/port.ts';

/** An event as the projection sees it, with the stream and time the runner would pass along. */
export interface GivenEvent<Event> {
  event: Event;
  streamName?: string;
  recordedAt?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Given/then for a document projection: folds the given events exactly as the projection runner does (per target,
 * from null, in log order, positions 0..n-1; a null result deletes the document) and answers the documents by
 * `collection/id`, plus the index members, so a spec reads "given these events, then these documents".
 */
export function projectionSpecFor<Event extends { type: string; data: unknown }>(projection: DocumentProjection<Event>) {
  return {
    given(history: readonly (Event | GivenEvent<Event>)[]) {
      const docs = new Map<string, unknown>();
      const indexes = new Map<string, Set<string>>();
      history.forEach((item, position) => {
        const { event, streamName = 'stream', recordedAt = '2030-01-01T00:00:00.000Z', metadata = {} } = 'event' in item ? item : { event: item };
        if (!projection.handles.includes(event.type)) return;
        const recorded: RecordedEvent = { id: `e${position}`, type: event.type, data: event.data, metadata, streamName, revision: position, position, recordedAt };
        for (const target of projection.targets(event, recorded)) {
          const key = `${target.collection}/${target.id}`;
          const next = projection.evolve(docs.get(key) ?? null, event, recorded, target);
          if (next === null || next === undefined) docs.delete(key);
          else docs.set(key, next);
        }
        for (const change of projection.indexChanges?.(event, recorded) ?? []) {
          const members = indexes.get(change.index) ?? new Set<string>();
          if (change.remove) members.delete(change.member);
          else members.add(change.member);
          indexes.set(change.index, members);
        }
      });
      return {
        /** The document at `collection/id`, or undefined when there is none. */
        document: <T = unknown>(collection: string, id: string) => docs.get(`${collection}/${id}`) as T | undefined,
        /** Every document, keyed `collection/id`. */
        documents: () => Object.fromEntries(docs),
        /** An index's members, sorted as Redis sorts equal-score members (by their bytes). */
        index: (name: string) => [...(indexes.get(name) ?? [])].sort(),
      };
    },
  };
}
