import { extendHold, SlotRuleError } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { OctoBookingState } from './octo-booking-decider.ts';

/**
 * Keeps a reserved booking's hold for the engine's hold time from now, while its sale runs through the saga; false
 * when the hold is no longer active (released, expired or already booked).
 */
export async function keepHeldForSale(store: EventStore, state: Exclude<OctoBookingState, { status: 'none' }>, now: Date, holdTtlMs: number): Promise<boolean> {
  const expiresAt = new Date(Math.max(now.getTime() + holdTtlMs, Date.parse(state.expiresAt)));
  try {
    await extendHold(store, { slot: state.slot, holdId: state.holdId, now, expiresAt });
    return true;
  } catch (err) {
    if (err instanceof SlotRuleError) return false;
    throw err;
  }
}
