import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { reviewInput, reviewMessages, reviewPublished, reviewsPage, reviewsQuery } from '@rihla/events/reviews';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { documented } from '../platform/http/openapi.ts';
import { notFound, parseInput, unauthorized } from '../platform/http/problem.ts';
import { enforceRateLimit } from '../platform/http/rate-limit.ts';
import { defaultDisplayName } from './display-name.ts';
import { experienceExists } from './experience-exists.ts';
import { customerTripState } from './customer-trip-state.ts';
import { readReviewsPage, toReviewView } from './reviews-projection.ts';
import { submitReview } from './submit-review.ts';

export interface ReviewRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  /** From registerIdentityRoutes: who is writing. */
  authorizer: Authorizer;
  /** From registerIdentityRoutes: addresses whose guest bookings belong to the account (for "verified booking"). */
  claimedEmailsOf?: (customerId: string) => Promise<string[]>;
  newId?: () => string;
  /** Review attempts per customer per hour. */
  perCustomerPerHour?: number;
}

const params = z.strictObject({ id: z.string().min(1).max(100) });

/** Reviews on the product page: read by anyone, written once per experience by a signed-in customer. */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps): void {
  const newId = deps.newId ?? (() => randomUUID());
  const claimedEmailsOf = deps.claimedEmailsOf ?? (async () => []);

  const knownExperience = async (req: FastifyRequest): Promise<string> => {
    const { id } = parseInput(params, req.params, 'experience id');
    if (!(await experienceExists(deps.redis, deps.prefix, id))) throw notFound(`There is no experience "${id}". Check the link, or browse GET /experiences.`);
    return id;
  };

  app.get(
    '/experiences/:id/reviews',
    documented({ summary: "An experience's reviews, newest first, with their count and average rating", tags: ['reviews'], params, querystring: reviewsQuery, response: { 200: reviewsPage } }),
    async (req, reply) => {
      const experienceId = await knownExperience(req);
      const { page } = parseInput(reviewsQuery, req.query, 'query string');
      const principal = await deps.authorizer.principal(req);
      // The answer says whether the visitor reviewed already and may review: never shared between visitors.
      reply.header('cache-control', 'private, no-store');
      const [reviews, yourTrip] = await Promise.all([
        readReviewsPage(deps.redis, deps.prefix, experienceId, page, principal?.customerId ?? null),
        principal ? customerTripState(deps.redis, deps.prefix, principal.customerId, await claimedEmailsOf(principal.customerId), experienceId, deps.now()) : null,
      ]);
      return { ...reviews, yourTrip };
    },
  );

  app.post(
    '/experiences/:id/reviews',
    documented({ errors: [401, 403, 409, 429], summary: 'Write a review (signed in, after the trip; one per customer per experience)', tags: ['reviews'], params, body: reviewInput, response: { 201: reviewPublished } }),
    async (req, reply) => {
      const principal = await deps.authorizer.principal(req);
      if (!principal) throw unauthorized(reviewMessages.signIn);
      const experienceId = await knownExperience(req);
      const input = parseInput(reviewInput, req.body, 'review');
      await enforceRateLimit(deps.redis, deps.prefix, reply, [{ rule: { name: 'review:customer', limit: deps.perCustomerPerHour ?? 20, windowSeconds: 3600 }, subject: principal.customerId }], deps.now());
      const [trip, displayName] = await Promise.all([
        customerTripState(deps.redis, deps.prefix, principal.customerId, await claimedEmailsOf(principal.customerId), experienceId, deps.now()),
        input.displayName ?? defaultDisplayName(deps.store, principal.customerId),
      ]);
      // A second review (409) or a trip not yet travelled (403) is a refusal answered from the one table of refusals.
      const review = await submitReview(deps.store, { ...input, reviewId: newId(), experienceId, customerId: principal.customerId, displayName, trip, now: deps.now() });
      return reply.status(201).send({ review: toReviewView(review), message: 'Thank you! Your review is published.' });
    },
  );
}
