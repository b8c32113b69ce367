import { describe, expect, it } from 'vitest';
import type { InventoryCommand, InventoryEvent, SlotKey } from '@rihla/events/inventory';
import { slotStream } from '@rihla/events/inventory';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { holderSeats, remainingSeats, SlotRuleError, slotDecider } from './slot-decider.ts';

const key: SlotKey = { experienceId: 'exp-1', optionId: 'std', date: '2030-01-08', startTime: '15:00' };
const slotId = slotStream(key);
const NOW = '2030-01-07T06:00:00.000Z';
const LATER = '2030-01-07T06:15:00.000Z';
const spec = deciderSpecFor(slotDecider);

const hold = (holdId: string, quantity: number, over: Partial<Extract<InventoryCommand, { type: 'HoldSeats' }>['data']> = {}): InventoryCommand => ({
  type: 'HoldSeats',
  data: { ...key, holdId, bookingId: `b-${holdId}`, quantity, capacity: 10, timeZone: 'Asia/Riyadh', now: NOW, expiresAt: LATER, ...over },
});
const book = (holdId: string): InventoryCommand => ({ type: 'BookSeats', data: { holdId } });
const giveBack = (holdId: string, quantity: number, reason = 'cancelled'): InventoryCommand => ({ type: 'ReturnSeats', data: { holdId, bookingId: `b-${holdId}`, quantity, reason } });

const opened = (capacity = 10): InventoryEvent => ({ type: 'SlotOpened', data: { ...key, slotId, capacity, timeZone: 'Asia/Riyadh' } });
const held = (holdId: string, quantity: number, expiresAt = LATER): InventoryEvent => ({ type: 'SeatsHeld', data: { slotId, holdId, bookingId: `b-${holdId}`, quantity, expiresAt } });
const booked = (holdId: string, quantity: number): InventoryEvent => ({ type: 'SeatsBooked', data: { slotId, holdId, bookingId: `b-${holdId}`, quantity } });
const released = (holdId: string, reason: string): InventoryEvent => ({ type: 'HoldReleased', data: { slotId, holdId, reason } });
const expired = (holdId: string): InventoryEvent => ({ type: 'HoldExpired', data: { slotId, holdId } });
const returned = (holdId: string, quantity: number, reason = 'cancelled'): InventoryEvent => ({ type: 'SeatsReturned', data: { slotId, holdId, bookingId: `b-${holdId}`, quantity, reason } });

describe('slot decider', () => {
  it('opens the slot with the first hold and counts seats against capacity', () => {
    spec.given([]).when(hold('h1', 4)).then([opened(), held('h1', 4)]);
    expect(remainingSeats(spec.given([opened(), held('h1', 4)]).state(), 10)).toBe(6);
  });

  it('a hold replacing one of the same booking on a full slot: the old goes back and the new is held in one append', () => {
    const full = [opened(), held('h1', 4), held('other', 6)];
    const movedTo = (n: number) => hold('h2', n, { bookingId: 'b-h1', replacing: 'h1' });
    const heldForB1 = (holdId: string, quantity: number): InventoryEvent => ({ type: 'SeatsHeld', data: { slotId, holdId, bookingId: 'b-h1', quantity, expiresAt: LATER } });
    spec.given(full).when(movedTo(3)).then([released('h1', 'replaced by hold h2'), heldForB1('h2', 3)]);
    spec.given(full).when(movedTo(4)).then([released('h1', 'replaced by hold h2'), heldForB1('h2', 4)]);
    // More than the old hold frees: refused, the old hold kept.
    spec.given(full).when(movedTo(5)).thenNothing();
    // Another booking's hold is never replaced.
    spec.given(full).when(hold('h3', 3, { bookingId: 'b-x', replacing: 'h1' })).thenNothing();
  });

  it("a capped holder's held and booked seats on the slot stay within its limit; others and free seats are untouched", () => {
    const atlas = { id: 'reseller:atlas', limit: 5 };
    const heldBy = (holdId: string, quantity: number, holder = atlas.id, expiresAt = LATER): InventoryEvent => ({ type: 'SeatsHeld', data: { slotId, holdId, bookingId: `b-${holdId}`, quantity, expiresAt, holder } });
    // The first hold opens the slot under the cap; one over the cap does not even open it.
    spec.given([]).when(hold('a1', 3, { holder: atlas })).then([opened(), heldBy('a1', 3)]);
    spec.given([]).when(hold('a1', 6, { holder: atlas })).thenNothing();
    // Held and booked seats both count; 5 free seats do not matter.
    const mine = [opened(), heldBy('a1', 3), heldBy('a2', 1), booked('a2', 1)];
    spec.given(mine).when(hold('a3', 1, { holder: atlas })).then([heldBy('a3', 1)]);
    spec.given(mine).when(hold('a3', 2, { holder: atlas })).thenNothing();
    expect(holderSeats(spec.given(mine).state(), atlas.id)).toBe(4);
    // Another reseller and the storefront have their own room.
    spec.given(mine).when(hold('b1', 5, { holder: { id: 'reseller:bayt', limit: 5 } })).then([heldBy('b1', 5, 'reseller:bayt')]);
    spec.given(mine).when(hold('s1', 6)).then([held('s1', 6)]);
    // Expired holds and seats given back no longer count; a hold it replaces is not counted twice.
    const old = '2030-01-07T05:59:00.000Z';
    spec.given([opened(), heldBy('a1', 5, atlas.id, old)]).when(hold('a2', 5, { holder: atlas })).then([expect.objectContaining({ type: 'SeatsHeld' })]);
    spec.given([opened(), heldBy('a1', 5)]).when(hold('a2', 5, { holder: atlas, bookingId: 'b-a1', replacing: 'a1' })).then([released('a1', 'replaced by hold a2'), { type: 'SeatsHeld', data: { slotId, holdId: 'a2', bookingId: 'b-a1', quantity: 5, expiresAt: LATER, holder: atlas.id } }]);
  });

  it('refuses a hold larger than what remains (nothing written) and accepts one that fits exactly', () => {
    spec.given([opened(), held('h1', 4)]).when(hold('h2', 7)).thenNothing();
    spec.given([opened(), held('h1', 4)]).when(hold('h3', 6)).then([held('h3', 6)]);
    spec.given([opened(), held('h1', 4), held('h3', 6)]).when(hold('h4', 1)).thenNothing();
    // A first hold bigger than the whole slot does not even open it.
    spec.given([]).when(hold('big', 11)).thenNothing();
  });

  it('is idempotent on holdId and refuses a holdId reused for something else', () => {
    spec.given([opened(), held('h1', 2)]).when(hold('h1', 2)).thenNothing();
    spec.given([opened(), held('h1', 2)]).when(hold('h1', 3)).thenThrows(SlotRuleError);
  });

  it('counts booked seats; booking is idempotent; released, expired and returned seats come back', () => {
    const history = [opened(), held('h1', 3), held('h2', 2)];
    spec.given(history).when(book('h1')).then([booked('h1', 3)]);
    spec.given([...history, booked('h1', 3)]).when(book('h1')).thenNothing();
    spec.given([...history, booked('h1', 3)]).when({ type: 'ReleaseHold', data: { holdId: 'h2', reason: 'payment declined' } }).then([released('h2', 'payment declined')]);
    spec.given([...history, booked('h1', 3), released('h2', 'payment declined')]).when({ type: 'ReleaseHold', data: { holdId: 'h2', reason: 'again' } }).thenNothing();
    const afterRelease = [...history, booked('h1', 3), released('h2', 'payment declined')];
    expect(remainingSeats(spec.given(afterRelease).state(), 10)).toBe(7);

    spec.given(afterRelease).when(giveBack('h1', 3)).then([returned('h1', 3)]);
    spec.given([...afterRelease, returned('h1', 3)]).when(giveBack('h1', 3)).thenNothing();
    expect(remainingSeats(spec.given([...afterRelease, returned('h1', 3)]).state(), 10)).toBe(10);
  });

  it('a partial return frees only the returned seats; more than booked is refused', () => {
    const history = [opened(), held('h1', 4), booked('h1', 4)];
    spec.given(history).when(giveBack('h1', 5, 'x')).thenThrows(SlotRuleError, /cannot be returned/);
    const { state } = spec.given(history).when(giveBack('h1', 1, 'one guest cancelled')).result();
    expect(remainingSeats(state, 10)).toBe(7);
  });

  it('returning seats of a hold that was never booked releases it', () => {
    const { events, state } = spec.given([opened(), held('h1', 2)]).when(giveBack('h1', 2, 'supplier failed')).result();
    expect(events).toEqual([released('h1', 'supplier failed')]);
    expect(remainingSeats(state, 10)).toBe(10);
  });

  it('expires a hold only once its expiry has passed, and only while it is still held', () => {
    const expire = (holdId: string, now: string): InventoryCommand => ({ type: 'ExpireHold', data: { holdId, now } });
    spec.given([opened(), held('h1', 2)]).when(expire('h1', '2030-01-07T06:14:59.999Z')).thenNothing();
    spec.given([opened(), held('h1', 2)]).when(expire('h1', LATER)).then([expired('h1')]);
    spec.given([opened(), held('h1', 2), expired('h1')]).when(expire('h1', LATER)).thenNothing();
    expect(remainingSeats(spec.given([opened(), held('h1', 2), expired('h1')]).state(), 10)).toBe(10);
    spec.given([opened(), held('b1', 1), booked('b1', 1)]).when(expire('b1', '2031-01-01T00:00:00.000Z')).thenNothing();
  });

  it('booking a released or expired hold is refused; book/return of an unknown hold too; release of an unknown hold is a no-op', () => {
    const history = [opened(), held('h1', 2), released('h1', 'buyer left')];
    const code = (c: string) => expect.objectContaining({ code: c });
    expect(() => slotDecider.decide(book('h1'), spec.given(history).state())).toThrow(code('holdNotActive'));
    expect(() => slotDecider.decide(book('nope'), spec.given(history).state())).toThrow(code('unknownHold'));
    expect(() => slotDecider.decide({ type: 'ReturnSeats', data: { holdId: 'nope', bookingId: 'b', quantity: 1, reason: 'x' } }, spec.given(history).state())).toThrow(code('unknownHold'));
    spec.given(history).when({ type: 'ReleaseHold', data: { holdId: 'nope', reason: 'x' } }).thenNothing();
    spec.given([]).when({ type: 'ReleaseHold', data: { holdId: 'nope', reason: 'x' } }).thenNothing();
  });

  it('a hold that no longer fits expires stale holds (past their expiry) to make room, but only when needed', () => {
    const full = [opened(), held('old', 8), held('fresh', 2, '2030-01-07T07:00:00.000Z')];
    const at = '2030-01-07T06:30:00.000Z';
    expect(remainingSeats(spec.given(full).state(), 10)).toBe(0);
    expect(remainingSeats(spec.given(full).state(), 10, new Date(at))).toBe(8);
    const { events, state } = spec.given(full).when(hold('new', 5, { now: at, expiresAt: '2030-01-07T06:45:00.000Z' })).result();
    expect(events).toEqual([expired('old'), held('new', 5, '2030-01-07T06:45:00.000Z')]);
    expect(remainingSeats(state, 10)).toBe(3);
    // When the new hold fits anyway, stale holds are left to their expiry job.
    spec.given([opened(), held('a', 2)]).when(hold('b', 1, { now: at, expiresAt: '2030-01-07T07:00:00.000Z' })).then([held('b', 1, '2030-01-07T07:00:00.000Z')]);
  });

  it('refuses a hold whose expiry is not after now', () => {
    expect(() => slotDecider.decide(hold('h', 1, { expiresAt: NOW }), slotDecider.initialState())).toThrow(expect.objectContaining({ code: 'expiryNotAfterNow' }));
  });

  it('the slot keeps the capacity it was opened with', () => {
    const { state } = spec.given([opened(), held('h1', 5)]).when(hold('h2', 6, { capacity: 20 })).result();
    expect(remainingSeats(state, 20)).toBe(5);
  });

  it('extends a held hold (never shortens it); an expired, released or booked hold cannot be extended', () => {
    const extend = (holdId: string, now: string, expiresAt: string): InventoryCommand => ({ type: 'ExtendHold', data: { holdId, now, expiresAt } });
    const extended: InventoryEvent = { type: 'HoldExtended', data: { slotId, holdId: 'h1', expiresAt: '2030-01-07T07:00:00.000Z' } };
    spec.given([opened(), held('h1', 2)]).when(extend('h1', NOW, '2030-01-07T07:00:00.000Z')).then([extended]);
    spec.given([opened(), held('h1', 2), extended]).when(extend('h1', NOW, '2030-01-07T06:30:00.000Z')).thenNothing();
    // Extended, the hold outlives its first expiry: an expiry job at the old time finds nothing to do.
    spec.given([opened(), held('h1', 2), extended]).when({ type: 'ExpireHold', data: { holdId: 'h1', now: LATER } }).thenNothing();
    spec.given([opened(), held('h1', 2)]).when(extend('h1', LATER, '2030-01-07T07:00:00.000Z')).thenThrows(SlotRuleError, /expired/);
    spec.given([opened(), held('h1', 2), released('h1', 'x')]).when(extend('h1', NOW, '2030-01-07T07:00:00.000Z')).thenThrows(SlotRuleError, /released/);
    spec.given([opened(), held('h1', 2), booked('h1', 2)]).when(extend('h1', NOW, '2030-01-07T07:00:00.000Z')).thenThrows(SlotRuleError);
    spec.given([opened()]).when(extend('nope', NOW, '2030-01-07T07:00:00.000Z')).thenThrows(SlotRuleError);
  });
});
