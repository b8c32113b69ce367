import type { SlotKey } from '@rihla/events/inventory';
import type { EventStore } from '../platform/eventstore/port.ts';
import { slots } from './slots.ts';

/**
 * Puts booked seats back on sale (a cancellation, a failed supplier confirmation). Once per hold: a second call
 * appends nothing. A hold that was never booked is released instead. Throws SlotRuleError for an unknown hold.
 */
export async function returnSeats(
  store: EventStore,
  input: { slot: SlotKey; holdId: string; bookingId: string; quantity: number; reason: string },
): Promise<void> {
  const { holdId, bookingId, quantity, reason } = input;
  await slots.handle(store, input.slot, { type: 'ReturnSeats', data: { holdId, bookingId, quantity, reason } }, { commandId: `return:${holdId}` });
}
