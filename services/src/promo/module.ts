import type { ModuleDefinition } from '../platform/module.ts';

/** Promo codes: rules and usage limits, applied by the cart and redeemed by the booking saga; no routes or read models. */
export const promoModule: ModuleDefinition = { name: 'promo' };
