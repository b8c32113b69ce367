import { describe, expect, it } from 'vitest';
import type { InventoryCommand, InventoryEvent, SlotKey } from '@rihla/events/inventory';
import { slotStream } from '@rihla/events/inventory';
import { remainingSeats, SlotRuleError, slotDecider, type SlotState } from './slot-decider.ts';

const key: SlotKey = { experienceId: 'exp-1', optionId: 'std', date: '2030-01-08', startTime: '15:00' };
const slotId = slotStream(key);
const NOW = '2030-01-07T06:00:00.000Z';
const LATER = '2030-01-07T06:15:00.000Z';

const hold = (holdId: string, quantity: number, over: Partial<Extract<InventoryCommand, { type: 'HoldSeats' }>['data']> = {}): InventoryCommand => ({
  type: 'HoldSeats',
  data: { ...key, holdId, bookingId: `b-${holdId}`, quantity, capacity: 10, timeZone: 'Asia/Riyadh', now: NOW, expiresAt: LATER, ...over },
});

/** Decides and folds a sequence of commands, as handleCommand does one at a time. */
function run(commands: InventoryCommand[], start: SlotState = slotDecider.initialState()): { state: SlotState; events: InventoryEvent[][] } {
  let state = start;
  const events: InventoryEvent[][] = [];
  for (const c of commands) {
    const e = slotDecider.decide(c, state);
    events.push(e);
    state = e.reduce(slotDecider.evolve, state);
  }
  return { state, events };
}

describe('slot decider', () => {
  it('opens the slot with the first hold and counts seats against capacity', () => {
    const { state, events } = run([hold('h1', 4)]);
    expect(events[0]).toEqual([
      { type: 'SlotOpened', data: { ...key, slotId, capacity: 10, timeZone: 'Asia/Riyadh' } },
      { type: 'SeatsHeld', data: { slotId, holdId: 'h1', bookingId: 'b-h1', quantity: 4, expiresAt: LATER } },
    ]);
    expect(remainingSeats(state, 10)).toBe(6);
  });

  it('refuses a hold larger than what remains (nothing written) and accepts one that fits exactly', () => {
    const { state, events } = run([hold('h1', 4), hold('h2', 7), hold('h3', 6)]);
    expect(events[1]).toEqual([]);
    expect(events[2]!.map((e) => e.type)).toEqual(['SeatsHeld']);
    expect(remainingSeats(state, 10)).toBe(0);
    expect(run([hold('h4', 1)], state).events[0]).toEqual([]);
    // A first hold bigger than the whole slot does not even open it.
    expect(run([hold('big', 11)]).events[0]).toEqual([]);
  });

  it('is idempotent on holdId and refuses a holdId reused for something else', () => {
    const { state, events } = run([hold('h1', 2), hold('h1', 2)]);
    expect(events[1]).toEqual([]);
    expect(remainingSeats(state, 10)).toBe(8);
    expect(() => slotDecider.decide(hold('h1', 3), state)).toThrow(SlotRuleError);
  });

  it('counts booked seats; booking is idempotent; released, expired and returned seats come back', () => {
    const { state, events } = run([
      hold('h1', 3),
      hold('h2', 2),
      { type: 'BookSeats', data: { holdId: 'h1' } },
      { type: 'BookSeats', data: { holdId: 'h1' } },
      { type: 'ReleaseHold', data: { holdId: 'h2', reason: 'payment declined' } },
      { type: 'ReleaseHold', data: { holdId: 'h2', reason: 'again' } },
    ]);
    expect(events[2]).toEqual([{ type: 'SeatsBooked', data: { slotId, holdId: 'h1', bookingId: 'b-h1', quantity: 3 } }]);
    expect(events[3]).toEqual([]);
    expect(events[4]).toEqual([{ type: 'HoldReleased', data: { slotId, holdId: 'h2', reason: 'payment declined' } }]);
    expect(events[5]).toEqual([]);
    expect(remainingSeats(state, 10)).toBe(7);

    const returned = run(
      [
        { type: 'ReturnSeats', data: { holdId: 'h1', bookingId: 'b-h1', quantity: 3, reason: 'cancelled' } },
        { type: 'ReturnSeats', data: { holdId: 'h1', bookingId: 'b-h1', quantity: 3, reason: 'cancelled' } },
      ],
      state,
    );
    expect(returned.events[0]).toEqual([{ type: 'SeatsReturned', data: { slotId, holdId: 'h1', bookingId: 'b-h1', quantity: 3, reason: 'cancelled' } }]);
    expect(returned.events[1]).toEqual([]);
    expect(remainingSeats(returned.state, 10)).toBe(10);
  });

  it('a partial return frees only the returned seats; more than booked is refused', () => {
    const { state } = run([hold('h1', 4), { type: 'BookSeats', data: { holdId: 'h1' } }]);
    expect(() => slotDecider.decide({ type: 'ReturnSeats', data: { holdId: 'h1', bookingId: 'b-h1', quantity: 5, reason: 'x' } }, state)).toThrow(/cannot be returned/);
    const partial = run([{ type: 'ReturnSeats', data: { holdId: 'h1', bookingId: 'b-h1', quantity: 1, reason: 'one guest cancelled' } }], state);
    expect(remainingSeats(partial.state, 10)).toBe(7);
  });

  it('returning seats of a hold that was never booked releases it', () => {
    const { events, state } = run([hold('h1', 2), { type: 'ReturnSeats', data: { holdId: 'h1', bookingId: 'b-h1', quantity: 2, reason: 'supplier failed' } }]);
    expect(events[1]).toEqual([{ type: 'HoldReleased', data: { slotId, holdId: 'h1', reason: 'supplier failed' } }]);
    expect(remainingSeats(state, 10)).toBe(10);
  });

  it('expires a hold only once its expiry has passed, and only while it is still held', () => {
    const { state, events } = run([
      hold('h1', 2),
      { type: 'ExpireHold', data: { holdId: 'h1', now: '2030-01-07T06:14:59.999Z' } },
      { type: 'ExpireHold', data: { holdId: 'h1', now: LATER } },
      { type: 'ExpireHold', data: { holdId: 'h1', now: LATER } },
    ]);
    expect(events[1]).toEqual([]);
    expect(events[2]).toEqual([{ type: 'HoldExpired', data: { slotId, holdId: 'h1' } }]);
    expect(events[3]).toEqual([]);
    expect(remainingSeats(state, 10)).toBe(10);

    const booked = run([hold('b1', 1), { type: 'BookSeats', data: { holdId: 'b1' } }, { type: 'ExpireHold', data: { holdId: 'b1', now: '2031-01-01T00:00:00.000Z' } }]);
    expect(booked.events[2]).toEqual([]);
  });

  it('booking a released or expired hold is refused; book/return of an unknown hold too; release of an unknown hold is a no-op', () => {
    const { state } = run([hold('h1', 2), { type: 'ReleaseHold', data: { holdId: 'h1', reason: 'buyer left' } }]);
    expect(() => slotDecider.decide({ type: 'BookSeats', data: { holdId: 'h1' } }, state)).toThrow(expect.objectContaining({ code: 'holdNotActive' }));
    expect(() => slotDecider.decide({ type: 'BookSeats', data: { holdId: 'nope' } }, state)).toThrow(expect.objectContaining({ code: 'unknownHold' }));
    expect(() => slotDecider.decide({ type: 'ReturnSeats', data: { holdId: 'nope', bookingId: 'b', quantity: 1, reason: 'x' } }, state)).toThrow(
      expect.objectContaining({ code: 'unknownHold' }),
    );
    expect(slotDecider.decide({ type: 'ReleaseHold', data: { holdId: 'nope', reason: 'x' } }, state)).toEqual([]);
    expect(slotDecider.decide({ type: 'ReleaseHold', data: { holdId: 'nope', reason: 'x' } }, slotDecider.initialState())).toEqual([]);
  });

  it('a hold that no longer fits expires stale holds (past their expiry) to make room, but only when needed', () => {
    const full = run([hold('old', 8), hold('fresh', 2, { expiresAt: '2030-01-07T07:00:00.000Z' })]).state;
    const at = '2030-01-07T06:30:00.000Z';
    expect(remainingSeats(full, 10)).toBe(0);
    expect(remainingSeats(full, 10, new Date(at))).toBe(8);
    const { events, state } = run([hold('new', 5, { now: at, expiresAt: '2030-01-07T06:45:00.000Z' })], full);
    expect(events[0]!.map((e) => e.type)).toEqual(['HoldExpired', 'SeatsHeld']);
    expect(events[0]![0]).toEqual({ type: 'HoldExpired', data: { slotId, holdId: 'old' } });
    expect(remainingSeats(state, 10)).toBe(3);
    // When the new hold fits anyway, stale holds are left to their expiry job.
    const roomy = run([hold('a', 2), hold('b', 1, { now: at, expiresAt: '2030-01-07T07:00:00.000Z' })]);
    expect(roomy.events[1]!.map((e) => e.type)).toEqual(['SeatsHeld']);
  });

  it('refuses a hold whose expiry is not after now', () => {
    expect(() => slotDecider.decide(hold('h', 1, { expiresAt: NOW }), slotDecider.initialState())).toThrow(expect.objectContaining({ code: 'expiryNotAfterNow' }));
  });

  it('the slot keeps the capacity it was opened with', () => {
    const { state } = run([hold('h1', 5), hold('h2', 6, { capacity: 20 })]);
    expect(remainingSeats(state, 20)).toBe(5);
  });
});
