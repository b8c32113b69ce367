import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { combineRegistries, eventRegistry } from '@rihla/events/registry';
import type { RecordedEvent } from './eventstore/port.ts';
import { parseSharedEvent } from './parse-shared-event.ts';

function counted() {
  let runs = 0;
  const schema = z.object({ bookingId: z.string(), items: z.array(z.object({ itemId: z.string() })) }).refine(() => ++runs > 0);
  return { schema, runs: () => runs };
}

const recordedOf = (type: string, data: unknown, position = 0): RecordedEvent =>
  Object.freeze({ id: `e${position}`, streamName: 'booking-b1', revision: position, position, type, data, metadata: {}, recordedAt: '2026-11-28T00:00:00.000Z' });

describe('an event parsed once for every reader of the process', () => {
  it('parses a recorded event once for the registries that share its definition, and gives each the same event', () => {
    const { schema, runs } = counted();
    const booking = eventRegistry({ BookingStarted: schema });
    const combined = combineRegistries(booking, eventRegistry({ Other: z.object({}) }));
    const recorded = recordedOf('BookingStarted', { bookingId: 'b1', items: [{ itemId: 'i1' }] });
    const first = parseSharedEvent(booking, recorded);
    expect(parseSharedEvent(combined, recorded)).toBe(first);
    expect(parseSharedEvent(booking, recorded)).toBe(first);
    expect(runs()).toBe(1);
    expect(first).toEqual({ type: 'BookingStarted', data: { bookingId: 'b1', items: [{ itemId: 'i1' }] } });
  });

  it('parses again under another definition of the type, and for another recorded event', () => {
    const a = counted();
    const b = counted();
    const recorded = recordedOf('BookingStarted', { bookingId: 'b1', items: [] });
    parseSharedEvent(eventRegistry({ BookingStarted: a.schema }), recorded);
    parseSharedEvent(eventRegistry({ BookingStarted: b.schema }), recorded);
    parseSharedEvent(eventRegistry({ BookingStarted: a.schema }), recordedOf('BookingStarted', { bookingId: 'b2', items: [] }, 1));
    expect([a.runs(), b.runs()]).toEqual([2, 1]);
  });

  it('hands out an event no reader can change, down to its nested items', () => {
    const { schema } = counted();
    const event = parseSharedEvent(eventRegistry({ BookingStarted: schema }), recordedOf('BookingStarted', { bookingId: 'b1', items: [{ itemId: 'i1' }] }));
    expect(() => {
      (event.data.items as { itemId: string }[])[0]!.itemId = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      (event.data.items as unknown[]).push({ itemId: 'i2' });
    }).toThrow(TypeError);
    expect(event.data.items).toEqual([{ itemId: 'i1' }]);
  });

  it('refuses an event that does not match its schema, and an unknown type, as the registry does', () => {
    const { schema } = counted();
    const registry = eventRegistry({ BookingStarted: schema });
    expect(() => parseSharedEvent(registry, recordedOf('BookingStarted', { bookingId: 7, items: [] }))).toThrow(/does not match its schema/);
    expect(() => parseSharedEvent(registry, recordedOf('Nope', {}))).toThrow(/unknown event type/);
  });
});
