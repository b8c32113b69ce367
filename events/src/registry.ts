import { z } from 'zod';

/**
 * The registry maps an event type to its current schema and to the upcasters that lift older stored shapes.
 * Stored events carry `schemaVersion` in their metadata (absent means 1), so an event written years ago is
 * read as today's shape without rewriting history.
 */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  type: TType;
  schema: TSchema;
  /** Current version of the payload shape. */
  version: number;
  /** upcasters[n] lifts a version-n payload to version n+1. */
  upcasters: Record<number, Upcaster>;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  schema: TSchema,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition<TType, TSchema> {
  const version = options.version ?? 1;
  const upcasters = options.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`event ${type} is at version ${version} but has no upcaster from ${v}`);
  }
  return { type, schema, version, upcasters };
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

export interface RawEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown> | null;
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`unknown event type "${eventType}"`);
    this.name = 'UnknownEventTypeError';
  }
}

export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`stored event "${eventType}" does not match its schema: ${z.prettifyError(new z.ZodError(issues))}`);
    this.name = 'InvalidEventError';
  }
}

export interface EventRegistry<E extends { type: string; data: unknown }> {
  readonly types: ReadonlySet<string>;
  has(type: string): boolean;
  definition(type: string): EventDefinition;
  /** Upcast (if the payload is older) and validate a stored event. */
  parse(raw: RawEvent): E;
  /** Validate a new event before it is written and stamp the metadata with its schema version. */
  serialize(event: E): { type: string; data: unknown; metadata: { schemaVersion: number } };
}

export function createEventRegistry<const Defs extends readonly EventDefinition[]>(
  definitions: Defs,
): EventRegistry<EventOf<Defs[number]>> {
  const byType = new Map<string, EventDefinition>();
  for (const def of definitions) {
    if (byType.has(def.type)) throw new Error(`event type ${def.type} is registered twice`);
    byType.set(def.type, def);
  }
  const definition = (type: string): EventDefinition => {
    const def = byType.get(type);
    if (!def) throw new UnknownEventTypeError(type);
    return def;
  };
  return {
    types: new Set(byType.keys()),
    has: (type) => byType.has(type),
    definition,
    parse(raw) {
      const def = definition(raw.type);
      const storedVersion = Number(raw.metadata?.schemaVersion ?? 1);
      let data = raw.data;
      for (let v = storedVersion; v < def.version; v++) data = def.upcasters[v]!(data);
      const parsed = def.schema.safeParse(data);
      if (!parsed.success) throw new InvalidEventError(raw.type, parsed.error.issues);
      return { type: raw.type, data: parsed.data } as EventOf<Defs[number]>;
    },
    serialize(event) {
      const def = definition(event.type);
      const parsed = def.schema.safeParse(event.data);
      if (!parsed.success) throw new InvalidEventError(event.type, parsed.error.issues);
      return { type: event.type, data: parsed.data, metadata: { schemaVersion: def.version } };
    },
  };
}

/** A payload schema at version 1, or one with its current version and the upcasters that lift its older shapes. */
export type EventSchemaEntry = z.ZodType | { schema: z.ZodType; version: number; upcasters: Record<number, Upcaster> };
type SchemaOf<T> = T extends { schema: infer S extends z.ZodType } ? S : T extends z.ZodType ? T : never;

/** The event union a `{ Type: schema }` table declares: `{ type: 'Type'; data: z.infer<schema> }` per entry. */
export type EventsOfTable<T extends Record<string, EventSchemaEntry>> = { [K in keyof T & string]: { type: K; data: z.infer<SchemaOf<T[K]>> } }[keyof T & string];

/** The event union a registry reads and writes: `export type CartEvent = EventsOf<typeof cartEvents>`. */
export type EventsOf<R> = R extends EventRegistry<infer E> ? E : never;

/**
 * A stream's registry from a table of event type -> payload schema (in the order the types are listed): the one way
 * the bounded contexts declare their events, so a type's name is written once and its union type follows from the
 * registry.
 */
export function eventRegistry<const T extends Record<string, EventSchemaEntry>>(table: T): EventRegistry<EventsOfTable<T>> {
  const definitions = Object.entries(table).map(([type, entry]) =>
    entry instanceof z.ZodType ? defineEvent(type, entry) : defineEvent(type, entry.schema, { version: entry.version, upcasters: entry.upcasters }),
  );
  return createEventRegistry(definitions) as unknown as EventRegistry<EventsOfTable<T>>;
}

/** Merge registries of several bounded contexts into the one the store readers use. */
export function combineRegistries<E extends { type: string; data: unknown }>(
  ...registries: EventRegistry<{ type: string; data: unknown }>[]
): EventRegistry<E> {
  const defs: EventDefinition[] = [];
  for (const r of registries) for (const t of r.types) defs.push(r.definition(t));
  return createEventRegistry(defs) as unknown as EventRegistry<E>;
}
