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

/** Per store and slot stream, the last command this process queued on it (see runSlotCommand). */
const queued = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

/**
 * Runs one seat command on its slot stream with the exact expected revision. The command id is derived from the
 * stream and the caller's key, so a re-run job appends the same event ids and never a second copy.
 *
 * Commands on one slot in this process run one after the other: on a popular departure (a flash sale) concurrent
 * steps would otherwise all read the same revision, one append would win and the rest re-read, re-decide and retry,
 * round after round, burning CPU and time. Queued, each sees the one before it; the expected revision still guards
 * against other processes.
 */
export function runSlotCommand(
  store: EventStore,
  slot: SlotKey,
  command: InventoryCommand,
  commandKey: string,
): Promise<HandleCommandResult<InventoryEvent, SlotState>> {
  const streamName = slotStream(slot);
  const parsed = inventoryCommand.parse(command);
  const run = () =>
    handleCommand({
      store,
      registry: inventoryEvents,
      decider: slotDecider,
      streamName,
      command: parsed,
      commandId: `${streamName}:${commandKey}`,
      maxAttempts: SLOT_MAX_ATTEMPTS,
      stateCache: slotStates,
    });
  let streams = queued.get(store);
  if (!streams) queued.set(store, (streams = new Map()));
  const previous = streams.get(streamName);
  const result = previous ? previous.then(run, run) : run();
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  streams.set(streamName, tail);
  void tail.then(() => {
    if (streams.get(streamName) === tail) streams.delete(streamName);
  });
  return result;
}
