import { describe, expect, it } from 'vitest';
import type { InventoryEvent } from '@rihla/events/inventory';
import { projectionSpecFor } from '../platform/testing/projection-spec.ts';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from './slot-projection.ts';

const slotId = 'slot-exp-1-std-20300107-1500';
const opened: InventoryEvent = {
  type: 'SlotOpened',
  data: { slotId, experienceId: 'exp-1', optionId: 'std', date: '2030-01-07', startTime: '15:00', capacity: 10, timeZone: 'Asia/Riyadh' },
};
const held = (holdId: string, quantity: number): InventoryEvent => ({
  type: 'SeatsHeld',
  data: { slotId, holdId, bookingId: `b-${holdId}`, quantity, expiresAt: '2030-01-07T10:00:00Z' },
});

const spec = projectionSpecFor(slotProjection);
/** The slot's document after the given events, as the projector stores it. */
const slotAfter = (events: InventoryEvent[]): SlotDocument => spec.given(events, { streamName: slotId }).document<SlotDocument>(SLOT_COLLECTION, slotId)!;

describe('slot projection', () => {
  it('opens a slot with its capacity and all seats remaining', () => {
    expect(slotAfter([opened])).toEqual({
      slotId,
      key: { experienceId: 'exp-1', optionId: 'std', date: '2030-01-07', startTime: '15:00', timeZone: 'Asia/Riyadh' },
      capacity: 10,
      holds: {},
      held: 0,
      booked: 0,
      remaining: 10,
    });
  });

  it('tracks active holds by id', () => {
    const doc = slotAfter([opened, held('h1', 3), held('h2', 2)]);
    expect(doc.holds).toEqual({
      h1: { bookingId: 'b-h1', quantity: 3, expiresAt: '2030-01-07T10:00:00Z' },
      h2: { bookingId: 'b-h2', quantity: 2, expiresAt: '2030-01-07T10:00:00Z' },
    });
    expect(doc).toMatchObject({ held: 5, booked: 0, remaining: 5 });
  });

  it('frees seats of released and expired holds', () => {
    const doc = slotAfter([opened, held('h1', 3), held('h2', 2), { type: 'HoldReleased', data: { slotId, holdId: 'h1', reason: 'payment declined' } }, { type: 'HoldExpired', data: { slotId, holdId: 'h2' } }]);
    expect(doc).toMatchObject({ holds: {}, held: 0, booked: 0, remaining: 10 });
  });

  it('turns a hold into booked seats, and returned seats come back', () => {
    const bookedSeats: InventoryEvent[] = [opened, held('h1', 4), { type: 'SeatsBooked', data: { slotId, holdId: 'h1', bookingId: 'b-h1', quantity: 4 } }];
    expect(slotAfter(bookedSeats)).toMatchObject({ holds: {}, held: 0, booked: 4, remaining: 6 });
    const returned = slotAfter([...bookedSeats, { type: 'SeatsReturned', data: { slotId, bookingId: 'b-h1', quantity: 1, reason: 'cancelled' } }]);
    expect(returned).toMatchObject({ booked: 3, remaining: 7 });
  });

  it('never reports negative remaining seats', () => {
    const doc = slotAfter([{ ...opened, data: { ...opened.data, capacity: 2 } }, held('h1', 2), { type: 'SeatsBooked', data: { slotId, holdId: 'other', bookingId: 'b', quantity: 1 } }]);
    expect(doc).toMatchObject({ held: 2, booked: 1, remaining: 0 });
  });

  it('is a no-op to release a hold twice', () => {
    const once: InventoryEvent[] = [opened, held('h1', 3), { type: 'HoldReleased', data: { slotId, holdId: 'h1', reason: 'x' } }];
    expect(slotAfter([...once, { type: 'HoldExpired', data: { slotId, holdId: 'h1' } }])).toEqual(slotAfter(once));
  });
});
