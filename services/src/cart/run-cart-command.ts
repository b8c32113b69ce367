import { cartEvents, cartStream, type CartEvent } from '@rihla/events/cart';
import { handleCommand, type HandleCommandResult } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { cartDecider, type CartCommand, type CartState } from './cart-decider.ts';

/**
 * Runs one cart command. With `expectedRevision` (a client's If-Match) a newer stream fails at once; without it
 * a concurrent edit is re-read and re-decided.
 */
export function runCartCommand(
  store: EventStore,
  cartId: string,
  command: CartCommand,
  opts: { expectedRevision?: number | 'no_stream'; commandId?: string } = {},
): Promise<HandleCommandResult<CartEvent, CartState>> {
  return handleCommand({
    store,
    registry: cartEvents,
    decider: cartDecider,
    streamName: cartStream(cartId),
    command,
    ...(opts.expectedRevision !== undefined ? { expectedRevision: opts.expectedRevision } : {}),
    ...(opts.commandId !== undefined ? { commandId: opts.commandId } : {}),
  });
}
