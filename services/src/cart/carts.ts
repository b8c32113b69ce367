import { cartEvents, cartStream } from '@rihla/events/cart';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { createStateCache } from '../platform/command-handling/state-cache.ts';
import { cartDecider, type CartState } from './cart-decider.ts';

/**
 * The cart streams' command handler ({ status: 'none' } for a cart that does not exist). Folded carts are kept: a
 * checkout reads its cart several times (terms, availability review, claim), each time now only what was appended since.
 */
export const carts = commandHandlerFor({ decider: cartDecider, registry: cartEvents, streamOf: cartStream, stateCache: createStateCache<CartState>(5_000) });
