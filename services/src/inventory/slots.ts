import { inventoryCommand, inventoryEvents, slotStream } from '@rihla/events/inventory';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { createStateCache } from '../platform/command-handling/state-cache.ts';
import { slotDecider, type SlotState } from './slot-decider.ts';

/**
 * The departures' seat streams (the command side's view, never the Redis read model).
 * - Folded states are kept: a departure's stream grows with every hold, and each hold, booking and availability check
 *   would otherwise re-read and re-validate all of it (the slot evolve never mutates a state).
 * - Commands arrive from job payloads, so each is validated; the caller's key names a command on one slot (a re-run
 *   job appends the same event ids and never a second copy).
 * - Commands on one slot in a process go in batches, decided in arrival order and appended at once (a flash sale:
 *   one fsync for every buyer waiting on the departure, see batchedPerStream); every conflict means another process
 *   changed the slot first, so a popular departure can take many rounds; each re-reads and re-decides the batch (a
 *   full slot ends the loop with a refusal, not a retry).
 */
export const slots = commandHandlerFor({
  decider: slotDecider,
  registry: inventoryEvents,
  streamOf: slotStream,
  stateCache: createStateCache<SlotState>(2_000),
  parseCommand: (command) => inventoryCommand.parse(command),
  commandIdPerStream: true,
  batchedPerStream: true,
  maxAttempts: 100,
});
