import { inventoryEvents, slotStream, type SlotKey } from '@rihla/events/inventory';
import { aggregateStream, createStateCache } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { slotDecider, type SlotState } from './slot-decider.ts';

/**
 * Slot states already folded in this process: a departure's stream grows with every hold, and each hold, booking and
 * availability check would otherwise re-read and re-validate all of it. The slot evolve never mutates a state.
 */
export const slotStates = createStateCache<SlotState>(2_000);

/** A departure's seats from its own stream (the command side's view, never the Redis read model). */
export async function loadSlot(store: EventStore, slot: SlotKey): Promise<{ state: SlotState; revision: number }> {
  return aggregateStream(store, inventoryEvents, slotStream(slot), slotDecider.evolve, slotDecider.initialState(), slotStates);
}
