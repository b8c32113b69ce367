import type { SlotKey } from '@rihla/events/inventory';
import type { EventStore } from '../platform/eventstore/port.ts';
import { slots } from './slots.ts';

/**
 * Turns a hold into booked seats. Idempotent: a hold already booked appends nothing. Throws SlotRuleError
 * ('holdNotActive') when the hold was released or expired first, and ('unknownHold') when it never existed.
 */
export async function bookHeldSeats(store: EventStore, input: { slot: SlotKey; holdId: string }): Promise<void> {
  await slots.handle(store, input.slot, { type: 'BookSeats', data: { holdId: input.holdId } }, { commandId: `book:${input.holdId}` });
}
