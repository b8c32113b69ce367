import type { DocumentProjection, IndexChange } from '../projection-runner.ts';
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
 * from null, in log order; a null result deletes the document) and answers the documents by `collection/id`, plus
 * the index members, so a spec reads "given these events, then these documents". Each event goes through the
 * projection's registry first (serialized, then parsed as the runner parses it), so a history that drifts from the
 * event schemas fails loudly instead of testing a fiction.
 */
export function projectionSpecFor<Event extends { type: string; data: unknown }>(projection: DocumentProjection<Event>) {
  return {
    /** `streamName` for events that name none; positions run from `firstPosition`, revisions from 0. */
    given(history: readonly (Event | GivenEvent<Event>)[], o: { streamName?: string; firstPosition?: number } = {}) {
      const docs = new Map<string, unknown>();
      const indexes = new Map<string, Set<string>>();
      const changes: IndexChange[] = [];
      history.forEach((item, revision) => {
        const { event: given, streamName = o.streamName ?? 'stream', recordedAt = '2030-01-01T00:00:00.000Z', metadata = {} } = 'event' in item ? item : { event: item };
        if (!projection.handles.includes(given.type)) return;
        const position = (o.firstPosition ?? 0) + revision;
        const raw = projection.registry.serialize(given);
        const recorded: RecordedEvent = { id: `e${position}`, type: raw.type, data: raw.data, metadata: { ...raw.metadata, ...metadata }, streamName, revision, position, recordedAt };
        const event = projection.registry.parse(recorded);
        for (const target of projection.targets(event, recorded)) {
          const key = `${target.collection}/${target.id}`;
          const next = projection.evolve(docs.get(key) ?? null, event, recorded, target);
          if (next === null || next === undefined) docs.delete(key);
          else docs.set(key, next);
        }
        for (const change of projection.indexChanges?.(event, recorded) ?? []) {
          changes.push(change);
          const members = indexes.get(change.index) ?? new Set<string>();
          if (change.remove) members.delete(change.member);
          else members.add(change.member);
          indexes.set(change.index, members);
        }
      });
      return {
        /** The document at `collection/id`, or undefined when there is none. */
        document: <T = unknown>(collection: string, id: string) => docs.get(`${collection}/${id}`) as T | undefined,
        /** Every document, keyed `collection/id`, sorted by key. */
        documents: () => Object.fromEntries([...docs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
        /** An index's members, sorted as Redis sorts equal-score members (by their bytes). */
        index: (name: string) => [...(indexes.get(name) ?? [])].sort(),
        /** Every index change the runner would apply, in order. */
        indexChanges: () => changes,
      };
    },
  };
}
