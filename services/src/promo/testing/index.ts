/** promo's testing face: what other modules' specs and testing/ helpers use of promo beyond its index.ts. */
export { SEED_PROMOS } from '../seed-promos.ts';
