import type { EventDefinition, EventRegistry } from '@rihla/events/registry';
import type { RecordedEvent } from './eventstore/port.ts';

/** Freezes a parsed payload all the way down (zod returns plain objects and arrays), so one reader cannot change it for another. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Per recorded event, what it parsed to and under which definition of its type. */
const parsed = new WeakMap<RecordedEvent, { definition: EventDefinition; event: unknown }>();

/**
 * An event's parse (upcast and zod validation), shared by every reader of the process that parses the same recorded
 * event with the same definition of its type: the store hands each reader one object per event, and the projector's
 * read models of bookings each parsed it again (7.7 % of the projector's CPU in the pay-later bench). The result is
 * deep-frozen, since read models fold it into documents they keep; a reader that changed it would have changed every
 * other reader's event.
 */
export function parseSharedEvent<Event extends { type: string; data: unknown }>(registry: EventRegistry<Event>, recorded: RecordedEvent): Event {
  const definition = registry.definition(recorded.type);
  const known = parsed.get(recorded);
  if (known?.definition === definition) return known.event as Event;
  const event = deepFreeze(registry.parse(recorded));
  parsed.set(recorded, { definition, event });
  return event;
}
