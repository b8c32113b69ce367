import { inventoryCommand, inventoryEvents, slotStream, type InventoryCommand, type InventoryEvent, type SlotKey } from '@rihla/events/inventory';
import { handleCommand, type HandleCommandResult } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { slotStates } from './load-slot.ts';
import { slotDecider, type SlotState } from './slot-decider.ts';

/**
 * Every conflict means another writer changed this slot first, so a popular departure can take many rounds;
 * each round re-reads and re-decides (a full slot ends the loop with a refusal, not a retry).
 */
const SLOT_MAX_ATTEMPTS = 100;

/**
 * Runs one seat command on its slot stream with the exact expected revision. The command id is derived from the
 * stream and the caller's key, so a re-run job appends the same event ids and never a second copy.
 */
export function runSlotCommand(
  store: EventStore,
  slot: SlotKey,
  command: InventoryCommand,
  commandKey: string,
): Promise<HandleCommandResult<InventoryEvent, SlotState>> {
  const streamName = slotStream(slot);
  return handleCommand({
    store,
    registry: inventoryEvents,
    decider: slotDecider,
    streamName,
    command: inventoryCommand.parse(command),
    commandId: `${streamName}:${commandKey}`,
    maxAttempts: SLOT_MAX_ATTEMPTS,
    stateCache: slotStates,
  });
}
