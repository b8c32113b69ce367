import type { ModuleDefinition } from '../main/module-context.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { reviewsProjection } from './reviews-projection.ts';
import { registerReviewRoutes } from './routes.ts';

/** Reviews of experiences by customers (a "verified booking" mark when they booked it). */
export const reviewsModule: ModuleDefinition = {
  name: 'reviews',
  projections: [registerProjection(reviewsProjection)],
  routes: (app, { store, redis, prefix, now, identity, config }) =>
    registerReviewRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer, claimedEmailsOf: identity.claimedEmailsOf, perCustomerPerHour: config.REVIEWS_PER_CUSTOMER_PER_HOUR }),
};
