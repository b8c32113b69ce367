import type { TimeZone } from '@rihla/events/common';
import { slotStream, type InventoryCommand, type InventoryEvent, type SlotKey } from '@rihla/events/inventory';
import type { Decider } from '../platform/command-handling/decider.ts';
import { unreachable } from '../platform/unreachable.ts';
import { RuleError } from '../platform/rule-error.ts';

export type HoldStatus = 'held' | 'booked' | 'released' | 'expired' | 'returned';

export interface SlotHold {
  holdId: string;
  bookingId: string;
  quantity: number;
  expiresAt: string;
  status: HoldStatus;
  /** Seats given back after booking (a cancellation may return fewer than were booked). */
  returned: number;
  /** Who holds them when a per-holder cap applied (a reseller); absent on storefront holds. */
  holder?: string;
}

export type SlotState =
  | { status: 'unopened' }
  | {
      status: 'open';
      slotId: string;
      key: SlotKey;
      capacity: number;
      timeZone: TimeZone;
      holds: Record<string, SlotHold>;
      /** Seats returned by events that predate SeatsReturned.holdId; they cannot be matched to a hold. */
      unmatchedReturns: number;
    };

export type SlotRuleCode = 'unknownHold' | 'holdNotActive' | 'holdIdReused' | 'tooManyReturned' | 'expiryNotAfterNow';

/** A seat command that contradicts the slot's history (a bug or a stale caller), not a sold-out slot. */
export class SlotRuleError extends RuleError<SlotRuleCode> {
  override readonly name = 'SlotRuleError';
}

const ms = (iso: string): number => Date.parse(iso);

function seatsOf(hold: SlotHold, nowMs: number | null): number {
  switch (hold.status) {
    case 'held':
      return nowMs !== null && ms(hold.expiresAt) <= nowMs ? 0 : hold.quantity;
    case 'booked':
      return hold.quantity;
    case 'returned':
      return hold.quantity - hold.returned;
    case 'released':
    case 'expired':
      return 0;
    default:
      return unreachable(hold.status);
  }
}

/** Seats one holder has on this slot: held (unexpired when `now` is given) and booked, less what came back. */
export function holderSeats(state: SlotState, holder: string, now?: Date, except?: string): number {
  if (state.status !== 'open') return 0;
  const nowMs = now ? now.getTime() : null;
  return Object.values(state.holds).reduce((n, h) => (h.holder === holder && h.holdId !== except ? n + seatsOf(h, nowMs) : n), 0);
}

/**
 * Seats still free: capacity minus active holds and booked seats. With `now`, holds past their expiry no longer
 * count even before HoldExpired is written (what a buyer can get right now); without it, every held hold counts.
 */
export function remainingSeats(state: SlotState, capacityIfUnopened: number, now?: Date): number {
  if (state.status === 'unopened') return capacityIfUnopened;
  const nowMs = now ? now.getTime() : null;
  const taken = Object.values(state.holds).reduce((n, h) => n + seatsOf(h, nowMs), 0) - state.unmatchedReturns;
  return Math.max(0, state.capacity - taken);
}

function withHold(state: SlotState, holdId: string, change: (h: SlotHold) => SlotHold): SlotState {
  if (state.status !== 'open') return state;
  const hold = state.holds[holdId];
  if (!hold) return state;
  return { ...state, holds: { ...state.holds, [holdId]: change(hold) } };
}

function evolve(state: SlotState, event: InventoryEvent): SlotState {
  switch (event.type) {
    case 'SlotOpened': {
      const { slotId, capacity, timeZone, experienceId, optionId, date, startTime } = event.data;
      return { status: 'open', slotId, key: { experienceId, optionId, date, startTime }, capacity, timeZone, holds: {}, unmatchedReturns: 0 };
    }
    case 'SeatsHeld': {
      if (state.status !== 'open') return state;
      const { holdId, bookingId, quantity, expiresAt, holder } = event.data;
      const hold: SlotHold = { holdId, bookingId, quantity, expiresAt, status: 'held', returned: 0, ...(holder !== undefined ? { holder } : {}) };
      return { ...state, holds: { ...state.holds, [holdId]: hold } };
    }
    case 'HoldExtended':
      return withHold(state, event.data.holdId, (h) => (h.status === 'held' ? { ...h, expiresAt: event.data.expiresAt } : h));
    case 'HoldReleased':
      return withHold(state, event.data.holdId, (h) => (h.status === 'held' ? { ...h, status: 'released' } : h));
    case 'HoldExpired':
      return withHold(state, event.data.holdId, (h) => (h.status === 'held' ? { ...h, status: 'expired' } : h));
    case 'SeatsBooked':
      return withHold(state, event.data.holdId, (h) => (h.status === 'held' ? { ...h, status: 'booked' } : h));
    case 'SeatsReturned': {
      if (state.status !== 'open') return state;
      const { holdId, quantity } = event.data;
      if (holdId && state.holds[holdId]) return withHold(state, holdId, (h) => ({ ...h, status: 'returned', returned: quantity }));
      return { ...state, unmatchedReturns: state.unmatchedReturns + quantity };
    }
    default:
      return unreachable(event);
  }
}

type HoldSeatsData = Extract<InventoryCommand, { type: 'HoldSeats' }>['data'];

function decideHold(d: HoldSeatsData, state: SlotState): InventoryEvent[] {
  if (ms(d.expiresAt) <= ms(d.now)) throw new SlotRuleError('expiryNotAfterNow', `Hold ${d.holdId} would expire (${d.expiresAt}) before it starts (${d.now}).`);
  const key: SlotKey = { experienceId: d.experienceId, optionId: d.optionId, date: d.date, startTime: d.startTime };
  const held = (slotId: string): InventoryEvent => ({
    type: 'SeatsHeld',
    data: { slotId, holdId: d.holdId, bookingId: d.bookingId, quantity: d.quantity, expiresAt: d.expiresAt, ...(d.holder ? { holder: d.holder.id } : {}) },
  });
  // A holder over its cap on this slot gets nothing (the caller reads why from the state), however many seats are free.
  const overCap = (except?: string) => d.holder !== undefined && holderSeats(state, d.holder.id, new Date(d.now), except) + d.quantity > d.holder.limit;
  if (state.status === 'unopened') {
    // Nothing is written for a request that cannot fit: the caller learns it from the state (no hold with its id).
    if (d.quantity > d.capacity || overCap()) return [];
    const slotId = slotStream(key);
    return [{ type: 'SlotOpened', data: { ...key, slotId, capacity: d.capacity, timeZone: d.timeZone } }, held(slotId)];
  }
  const existing = state.holds[d.holdId];
  if (existing) {
    if (existing.bookingId !== d.bookingId || existing.quantity !== d.quantity) {
      throw new SlotRuleError('holdIdReused', `Hold ${d.holdId} already exists for booking ${existing.bookingId} with ${existing.quantity} seats.`);
    }
    return [];
  }
  // A hold moved to other units on the same slot: the old one's seats are free to the new one, and both change in one
  // append, so the booking never holds neither nor both.
  const replaced = d.replacing !== undefined ? state.holds[d.replacing] : undefined;
  const swap = replaced && replaced.status === 'held' && replaced.bookingId === d.bookingId && ms(replaced.expiresAt) > ms(d.now) ? replaced : undefined;
  const freed = swap ? swap.quantity : 0;
  if (overCap(swap?.holdId)) return [];
  const release: InventoryEvent[] = swap ? [{ type: 'HoldReleased', data: { slotId: state.slotId, holdId: swap.holdId, reason: `replaced by hold ${d.holdId}` } }] : [];
  if (remainingSeats(state, d.capacity) + freed >= d.quantity) return [...release, held(state.slotId)];
  // Holds past their expiry still block seats until their expiry job runs; a buyer who needs them releases them now.
  const now = new Date(d.now);
  if (remainingSeats(state, d.capacity, now) + freed < d.quantity) return [];
  const stale = Object.values(state.holds).filter((h) => h.status === 'held' && ms(h.expiresAt) <= now.getTime());
  return [...stale.map((h): InventoryEvent => ({ type: 'HoldExpired', data: { slotId: state.slotId, holdId: h.holdId } })), ...release, held(state.slotId)];
}

function knownHold(state: SlotState, holdId: string): { slotId: string; hold: SlotHold } {
  const hold = state.status === 'open' ? state.holds[holdId] : undefined;
  if (state.status !== 'open' || !hold) throw new SlotRuleError('unknownHold', `There is no hold ${holdId} on this slot.`);
  return { slotId: state.slotId, hold };
}

function decide(command: InventoryCommand, state: SlotState): InventoryEvent[] {
  switch (command.type) {
    case 'HoldSeats':
      return decideHold(command.data, state);
    case 'BookSeats': {
      const { slotId, hold } = knownHold(state, command.data.holdId);
      switch (hold.status) {
        case 'held':
          return [{ type: 'SeatsBooked', data: { slotId, holdId: hold.holdId, bookingId: hold.bookingId, quantity: hold.quantity } }];
        case 'booked':
        case 'returned':
          return [];
        case 'released':
        case 'expired':
          throw new SlotRuleError('holdNotActive', `Hold ${hold.holdId} was ${hold.status} before it could be booked; its seats are no longer reserved.`);
        default:
          return unreachable(hold.status);
      }
    }
    case 'ReleaseHold': {
      // Releasing a hold that was never written (its HoldSeats was refused) is a normal saga step, not an error.
      const hold = state.status === 'open' ? state.holds[command.data.holdId] : undefined;
      if (state.status !== 'open' || !hold || hold.status !== 'held') return [];
      return [{ type: 'HoldReleased', data: { slotId: state.slotId, holdId: hold.holdId, reason: command.data.reason } }];
    }
    case 'ExtendHold': {
      const { slotId, hold } = knownHold(state, command.data.holdId);
      // Only a hold still holding its seats can be kept longer: one past its expiry may already be someone else's.
      if (hold.status !== 'held' || ms(hold.expiresAt) <= ms(command.data.now)) {
        throw new SlotRuleError('holdNotActive', `Hold ${hold.holdId} is no longer active (${hold.status === 'held' ? 'expired' : hold.status}); it cannot be extended.`);
      }
      if (ms(command.data.expiresAt) <= ms(hold.expiresAt)) return [];
      return [{ type: 'HoldExtended', data: { slotId, holdId: hold.holdId, expiresAt: command.data.expiresAt } }];
    }
    case 'ExpireHold': {
      const hold = state.status === 'open' ? state.holds[command.data.holdId] : undefined;
      if (state.status !== 'open' || !hold || hold.status !== 'held') return [];
      if (ms(hold.expiresAt) > ms(command.data.now)) return [];
      return [{ type: 'HoldExpired', data: { slotId: state.slotId, holdId: hold.holdId } }];
    }
    case 'ReturnSeats': {
      const { holdId, bookingId, quantity, reason } = command.data;
      const { slotId, hold } = knownHold(state, holdId);
      switch (hold.status) {
        case 'held':
          // Never booked: giving the seats back is a release.
          return [{ type: 'HoldReleased', data: { slotId, holdId, reason } }];
        case 'booked':
          if (quantity > hold.quantity) {
            throw new SlotRuleError('tooManyReturned', `Hold ${holdId} booked ${hold.quantity} seats; ${quantity} cannot be returned.`);
          }
          return [{ type: 'SeatsReturned', data: { slotId, holdId, bookingId, quantity, reason } }];
        case 'returned':
        case 'released':
        case 'expired':
          return [];
        default:
          return unreachable(hold.status);
      }
    }
    default:
      return unreachable(command);
  }
}

/** Decider of `slot-...`: holds with expiry, booking, release and return; capacity is checked against the folded stream. */
export const slotDecider: Decider<InventoryCommand, InventoryEvent, SlotState> = { initialState: () => ({ status: 'unopened' }), evolve, decide };
