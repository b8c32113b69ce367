import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { reviewsProjection } from './reviews-projection.ts';
import { registerReviewRoutes } from './routes.ts';

/** Reviews of experiences by customers (a "verified booking" mark when they booked it). */
export const reviewsModule: ModuleDefinition = {
  name: 'reviews',
  projections: [registerProjection(reviewsProjection)],
  routes: (app, { store, redis, prefix, now, access, config }) =>
    registerReviewRoutes(app, { store, redis, prefix, now, authorizer: access.authorizer, claimedEmailsOf: access.claimedEmailsOf, perCustomerPerHour: config.REVIEWS_PER_CUSTOMER_PER_HOUR }),
};
