import { inventoryEvents, slotStream, type SlotKey } from '@rihla/events/inventory';
import { aggregateStream } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { slotDecider, type SlotState } from './slot-decider.ts';

/** A departure's seats from its own stream (the command side's view, never the Redis read model). */
export async function loadSlot(store: EventStore, slot: SlotKey): Promise<{ state: SlotState; revision: number }> {
  return aggregateStream(store, inventoryEvents, slotStream(slot), slotDecider.evolve, slotDecider.initialState());
}
