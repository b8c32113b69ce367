import { cartEvents, cartStream } from '@rihla/events/cart';
import { aggregateStream } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { cartDecider, type CartState } from './cart-decider.ts';

/** A cart from its own stream ({ status: 'none' } when it does not exist). */
export async function loadCart(store: EventStore, cartId: string): Promise<CartState> {
  return (await loadCartWithRevision(store, cartId)).state;
}

/** The cart and the revision it was read at (-1: no stream), for an exact-revision append or an ETag. */
export function loadCartWithRevision(store: EventStore, cartId: string): Promise<{ state: CartState; revision: number }> {
  return aggregateStream(store, cartEvents, cartStream(cartId), cartDecider.evolve, cartDecider.initialState());
}
