import { describe, expect, it } from 'vitest';
import { slotStream, type SlotKey } from '@rihla/events/inventory';
import { testContextPerFile } from '../platform/testing/test-context-per-file.ts';
import { bookHeldSeats } from './book-held-seats.ts';
import { holdSeats, type HoldSeatsInput } from './hold-seats.ts';
import { expireHold, releaseHold } from './release-hold.ts';
import { returnSeats } from './return-seats.ts';
import { remainingSeats, SlotRuleError } from './slot-decider.ts';
import { slots } from './slots.ts';

const ctx = testContextPerFile('inventory-fns');

const NOW = new Date('2030-01-07T06:00:00.000Z');
const EXPIRES = new Date('2030-01-07T06:15:00.000Z');
let n = 0;
const freshSlot = (): SlotKey => ({ experienceId: `exp-${++n}`, optionId: 'std', date: '2030-01-08', startTime: '15:00' });
const input = (slot: SlotKey, holdId: string, quantity = 2): HoldSeatsInput => ({
  slot,
  capacity: 6,
  timeZone: 'Asia/Riyadh',
  holdId,
  bookingId: `b-${holdId}`,
  quantity,
  now: NOW,
  expiresAt: EXPIRES,
});
const types = async (slot: SlotKey) => (await ctx.store.readStream(slotStream(slot))).map((e) => e.type);
const remaining = async (slot: SlotKey) => remainingSeats((await slots.load(ctx.store, slot)).state, 6);

describe('inventory functions on the real event store', () => {
  it('holdSeats: the same holdId twice (even at the same moment) holds once', async () => {
    const slot = freshSlot();
    const results = await Promise.all([holdSeats(ctx.store, input(slot, 'h1')), holdSeats(ctx.store, input(slot, 'h1')), holdSeats(ctx.store, input(slot, 'h1'))]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await holdSeats(ctx.store, input(slot, 'h1'))).toEqual({ ok: true });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld']);
    expect(await remaining(slot)).toBe(4);
    expect(await holdSeats(ctx.store, input(slot, 'h2', 5))).toEqual({ ok: false, remaining: 4 });
    expect(await types(slot)).toHaveLength(2);
  });

  it('bookHeldSeats twice books once; booking a released hold or an unknown one throws', async () => {
    const slot = freshSlot();
    await holdSeats(ctx.store, input(slot, 'h1'));
    await bookHeldSeats(ctx.store, { slot, holdId: 'h1' });
    await bookHeldSeats(ctx.store, { slot, holdId: 'h1' });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld', 'SeatsBooked']);
    expect(await remaining(slot)).toBe(4);

    await holdSeats(ctx.store, input(slot, 'h2'));
    await releaseHold(ctx.store, { slot, holdId: 'h2', reason: 'payment declined' });
    await expect(bookHeldSeats(ctx.store, { slot, holdId: 'h2' })).rejects.toMatchObject({ code: 'holdNotActive' });
    await expect(bookHeldSeats(ctx.store, { slot, holdId: 'never' })).rejects.toBeInstanceOf(SlotRuleError);
  });

  it('releaseHold twice releases once; releasing a booked or never-written hold changes nothing', async () => {
    const slot = freshSlot();
    await holdSeats(ctx.store, input(slot, 'h1'));
    await releaseHold(ctx.store, { slot, holdId: 'h1', reason: 'buyer left' });
    await releaseHold(ctx.store, { slot, holdId: 'h1', reason: 'buyer left' });
    await holdSeats(ctx.store, input(slot, 'h2'));
    await bookHeldSeats(ctx.store, { slot, holdId: 'h2' });
    await releaseHold(ctx.store, { slot, holdId: 'h2', reason: 'late' });
    await releaseHold(ctx.store, { slot, holdId: 'refused-hold', reason: 'cleanup' });
    await releaseHold(ctx.store, { slot: freshSlot(), holdId: 'x', reason: 'no slot at all' });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld', 'HoldReleased', 'SeatsHeld', 'SeatsBooked']);
    expect(await remaining(slot)).toBe(4);
  });

  it('expireHold only after expiresAt, once', async () => {
    const slot = freshSlot();
    await holdSeats(ctx.store, input(slot, 'h1'));
    await expireHold(ctx.store, { slot, holdId: 'h1', now: new Date(EXPIRES.getTime() - 1) });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld']);
    await expireHold(ctx.store, { slot, holdId: 'h1', now: EXPIRES });
    await expireHold(ctx.store, { slot, holdId: 'h1', now: new Date(EXPIRES.getTime() + 60_000) });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld', 'HoldExpired']);
    expect(await remaining(slot)).toBe(6);
  });

  it('returnSeats twice returns once; the seats are on sale again', async () => {
    const slot = freshSlot();
    await holdSeats(ctx.store, input(slot, 'h1', 6));
    await bookHeldSeats(ctx.store, { slot, holdId: 'h1' });
    expect(await holdSeats(ctx.store, input(slot, 'h2', 1))).toEqual({ ok: false, remaining: 0 });
    await returnSeats(ctx.store, { slot, holdId: 'h1', bookingId: 'b-h1', quantity: 6, reason: 'cancelled by buyer' });
    await returnSeats(ctx.store, { slot, holdId: 'h1', bookingId: 'b-h1', quantity: 6, reason: 'cancelled by buyer' });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld', 'SeatsBooked', 'SeatsReturned']);
    expect(await holdSeats(ctx.store, input(slot, 'h2', 6))).toEqual({ ok: true });
    await expect(returnSeats(ctx.store, { slot, holdId: 'ghost', bookingId: 'b', quantity: 1, reason: 'x' })).rejects.toMatchObject({ code: 'unknownHold' });
  });

  it('a hold past its expiry stops blocking seats for a new buyer even before its expiry job runs', async () => {
    const slot = freshSlot();
    await holdSeats(ctx.store, input(slot, 'h1', 6));
    const later = new Date(EXPIRES.getTime() + 1000);
    expect(await holdSeats(ctx.store, { ...input(slot, 'h2', 3), now: later, expiresAt: new Date(later.getTime() + 900_000) })).toEqual({ ok: true });
    expect(await types(slot)).toEqual(['SlotOpened', 'SeatsHeld', 'HoldExpired', 'SeatsHeld']);
    // The late expiry job then finds nothing to do.
    await expireHold(ctx.store, { slot, holdId: 'h1', now: later });
    expect(await types(slot)).toHaveLength(4);
  });
});
