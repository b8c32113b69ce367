import type { EventStore } from '../platform/eventstore/port.ts';
import { carts } from './carts.ts';

/**
 * Marks the cart as turned into a booking; it can no longer change. Idempotent for the same booking; throws
 * CartRuleError ('checkedOut') if another booking already took it and ('emptyCart') for an empty cart.
 */
export async function checkOutCart(store: EventStore, input: { cartId: string; bookingId: string; now: Date }): Promise<void> {
  await carts.handle(
    store,
    input.cartId,
    { type: 'CheckOut', data: { bookingId: input.bookingId, now: input.now.toISOString() } },
    { commandId: `cart-${input.cartId}:checkout:${input.bookingId}` },
  );
}
