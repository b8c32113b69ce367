import { cartEvents, type CartEvent } from '@rihla/events/cart';
import type { RecordedEvent } from '../platform/eventstore/port.ts';
import type { DocumentProjection } from '../platform/projection-runner.ts';
import { cartDecider } from './cart-decider.ts';
import { stateOfView, toCartView, type CartView } from './cart-view.ts';

export const CART_COLLECTION = 'carts';

/** `cart-{id}` -> id. */
export const cartIdOfStream = (streamName: string): string => streamName.slice('cart-'.length);

/** Pure fold of one cart event into the cart's document (the same evolve the decider uses, plus display amounts). */
export function evolveCartView(doc: CartView | null, event: CartEvent, revision: number): CartView | null {
  const next = cartDecider.evolve(doc ? stateOfView(doc) : cartDecider.initialState(), event);
  return next.status === 'none' ? null : toCartView(next, revision);
}

/** Cart read model: one document per cart with lines, promo, discount, totals and display-currency amounts. */
export const cartProjection: DocumentProjection<CartEvent> = {
  name: 'carts',
  collections: [CART_COLLECTION],
  handles: [...cartEvents.types] as CartEvent['type'][],
  registry: cartEvents,
  targets: (_event, recorded: RecordedEvent) => [{ collection: CART_COLLECTION, id: cartIdOfStream(recorded.streamName) }],
  evolve: (doc, event, recorded) => evolveCartView(doc as CartView | null, event, recorded.revision),
};
