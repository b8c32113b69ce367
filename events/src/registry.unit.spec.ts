import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventRegistry, defineEvent, eventRegistry, InvalidEventError, UnknownEventTypeError, type EventsOf } from './registry.ts';

describe('event registry', () => {
  const registry = createEventRegistry([
    defineEvent('GuestNamed', z.object({ firstName: z.string(), lastName: z.string() }), {
      version: 3,
      upcasters: {
        // v1 stored one "name" field; v2 split it; v3 renamed "surname".
        1: (d) => {
          const [firstName, ...rest] = String((d as { name: string }).name).split(' ');
          return { firstName, surname: rest.join(' ') };
        },
        2: (d) => {
          const { surname, ...rest } = d as { surname: string; firstName: string };
          return { ...rest, lastName: surname };
        },
      },
    }),
    defineEvent('GuestLeft', z.object({ at: z.string() })),
  ]);

  it('upcasts every older stored shape to the current one', () => {
    expect(registry.parse({ type: 'GuestNamed', data: { name: 'Noura Al Harbi' }, metadata: {} })).toEqual({
      type: 'GuestNamed',
      data: { firstName: 'Noura', lastName: 'Al Harbi' },
    });
    expect(registry.parse({ type: 'GuestNamed', data: { firstName: 'Ali', surname: 'Saleh' }, metadata: { schemaVersion: 2 } }).data).toEqual({
      firstName: 'Ali',
      lastName: 'Saleh',
    });
    expect(registry.parse({ type: 'GuestNamed', data: { firstName: 'A', lastName: 'B' }, metadata: { schemaVersion: 3 } }).data).toEqual({
      firstName: 'A',
      lastName: 'B',
    });
  });

  it('stamps new events with the current schema version and validates them', () => {
    expect(registry.serialize({ type: 'GuestLeft', data: { at: 'now' } }).metadata).toEqual({ schemaVersion: 1 });
    expect(registry.serialize({ type: 'GuestNamed', data: { firstName: 'a', lastName: 'b' } }).metadata).toEqual({ schemaVersion: 3 });
    expect(() => registry.serialize({ type: 'GuestLeft', data: { at: 1 } as never })).toThrow(InvalidEventError);
  });

  it('rejects unknown types and payloads that do not match', () => {
    expect(() => registry.parse({ type: 'Nope', data: {} })).toThrow(UnknownEventTypeError);
    expect(() => registry.parse({ type: 'GuestLeft', data: { at: 5 }, metadata: {} })).toThrow(/does not match its schema/);
  });

  it('refuses a definition whose upcaster chain has a hole', () => {
    expect(() => defineEvent('Broken', z.object({}), { version: 2 })).toThrow(/no upcaster from 1/);
  });

  it('builds the same registry from a table of type -> schema, versioned entries included', () => {
    const table = eventRegistry({
      GuestNamed: { schema: z.object({ firstName: z.string(), lastName: z.string() }), version: 2, upcasters: { 1: (d) => ({ firstName: (d as { name: string }).name, lastName: '' }) } },
      GuestLeft: z.object({ at: z.string() }),
    });
    type GuestEvent = EventsOf<typeof table>;
    const left: GuestEvent = { type: 'GuestLeft', data: { at: 'now' } };
    expect([...table.types]).toEqual(['GuestNamed', 'GuestLeft']);
    expect(table.serialize(left)).toEqual({ type: 'GuestLeft', data: { at: 'now' }, metadata: { schemaVersion: 1 } });
    expect(table.parse({ type: 'GuestNamed', data: { name: 'Noura' } }).data).toEqual({ firstName: 'Noura', lastName: '' });
    expect(table.definition('GuestNamed').version).toBe(2);
    expect(() => table.parse({ type: 'GuestLeft', data: { at: 5 } })).toThrow(InvalidEventError);
    expect(() => eventRegistry({ Broken: { schema: z.object({}), version: 2, upcasters: {} } })).toThrow(/no upcaster from 1/);
  });
});
