import { cartEvents, cartStream } from '@rihla/events/cart';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { cartDecider } from './cart-decider.ts';

/** The cart streams' command handler ({ status: 'none' } for a cart that does not exist). */
export const carts = commandHandlerFor({ decider: cartDecider, registry: cartEvents, streamOf: cartStream });
