import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, RecordedEvent } from '../eventstore/port.ts';

/**
 * A registry per store whose `parse` validates (zod, upcasters) each recorded event once per process: recorded events
 * never change, so they are kept by stream, revision and id, bounded, oldest first. Per store, because two stores
 * (tests) may hold different events under the same stream, revision and id.
 */
export function parsingOnce<Event extends { type: string; data: unknown }>(registry: EventRegistry<Event>, max: number): (store: EventStore) => EventRegistry<Event> {
  const byStore = new WeakMap<EventStore, EventRegistry<Event>>();
  return (store) => {
    let cached = byStore.get(store);
    if (!cached) {
      const parsed = new Map<string, Event>();
      cached = Object.create(registry) as EventRegistry<Event>;
      // Only recorded events reach a handler's parse, so the raw event carries its stream, revision and id.
      cached.parse = (raw) => {
        const r = raw as RecordedEvent;
        const key = `${r.streamName}#${r.revision}#${r.id}`;
        let event = parsed.get(key);
        if (!event) {
          event = registry.parse(r);
          if (parsed.size >= max) parsed.delete(parsed.keys().next().value!);
          parsed.set(key, event);
        }
        return event;
      };
      byStore.set(store, cached);
    }
    return cached;
  };
}
