/** promo's public face: what other modules and main/ import from promo (main/ also its module.ts); the rest is inside. */
export { type PromoState } from './promo-decider.ts';
export { promoDiscount, promoProblem, promoTermsProblem, promoWorse, type AppliedPromoTerms, type PromoProblem, type PromoProblemReason } from './promo-rules.ts';
export { promos } from './promos.ts';
export { redeemPromo } from './redeem-promo.ts';
export { releasePromoRedemption } from './release-promo-redemption.ts';
export { seedPromos } from './seed-promos.ts';
