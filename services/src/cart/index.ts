/** cart's public face: what other modules and main/ import from cart (main/ also its module.ts); the rest is inside. */
export { type CartState } from './cart-decider.ts';
export { CartRuleError, cartMessage } from './cart-rule-error.ts';
export { carts } from './carts.ts';
export { chargedAmount } from './charged-amount.ts';
export { checkCart, type CheckedCart } from './check-availability.ts';
export { checkOutCart } from './check-out-cart.ts';
export { resolveLine, type LineRequest, type ResolvedLine } from './resolve-line.ts';
export { type CartReview } from './review-of.ts';
