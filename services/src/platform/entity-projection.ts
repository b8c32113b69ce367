import type { Redis } from 'ioredis';
import type { EventRegistry } from '@rihla/events/registry';
import type { RecordedEvent } from './eventstore/port.ts';
import { readModelKeys, type DocumentProjection } from './projection-runner.ts';

export interface EntityProjectionOptions<Event extends { type: string; data: unknown }, Doc> {
  name: string;
  /** The hash its documents live in; the projection's name unless said. */
  collection?: string;
  registry: EventRegistry<Event>;
  /** The entity every event of the registry is about (its document's id); null: an event of no entity's. */
  idOf: (event: Event, recorded: RecordedEvent) => string | null;
  evolve: (doc: Doc | null, event: Event, recorded: RecordedEvent) => Doc | null;
  version?: number;
}

/** A read model of one document per entity (a chat, a reseller...), with its reads. */
export interface EntityProjection<Event extends { type: string; data: unknown }, Doc> extends DocumentProjection<Event> {
  read(redis: Redis, prefix: string, id: string): Promise<Doc | null>;
  /** Every document, in the order `compare` gives. */
  list(redis: Redis, prefix: string, compare: (a: Doc, b: Doc) => number): Promise<Doc[]>;
}

export function entityProjection<Event extends { type: string; data: unknown }, Doc>(o: EntityProjectionOptions<Event, Doc>): EntityProjection<Event, Doc> {
  const collection = o.collection ?? o.name;
  const key = (prefix: string) => readModelKeys(prefix, o.name).collection(collection);
  return {
    name: o.name,
    collections: [collection],
    handles: [...o.registry.types] as Event['type'][],
    registry: o.registry,
    ...(o.version !== undefined ? { version: o.version } : {}),
    targets: (event, recorded) => {
      const id = o.idOf(event, recorded);
      return id === null ? [] : [{ collection, id }];
    },
    evolve: (doc, event, recorded) => o.evolve(doc as Doc | null, event, recorded),
    async read(redis, prefix, id) {
      const raw = await redis.hget(key(prefix), id);
      return raw ? (JSON.parse(raw) as Doc) : null;
    },
    async list(redis, prefix, compare) {
      return (await redis.hvals(key(prefix))).map((raw) => JSON.parse(raw) as Doc).sort(compare);
    },
  };
}
