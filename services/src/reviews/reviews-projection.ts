import type { Redis } from 'ioredis';
import { REVIEWS_PAGE_SIZE, reviewEvents, type ReviewEvent, type ReviewsPage, type ReviewView } from '@rihla/events/reviews';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';

export type ReviewDoc = Extract<ReviewEvent, { type: 'ReviewSubmitted' }>['data'];

/** Per experience: the count and rating sum of its reviews, and their keys newest first. */
export interface ExperienceReviewsDoc {
  experienceId: string;
  count: number;
  ratingSum: number;
  reviews: { key: string; at: string }[];
}

/** The review of one customer for one experience, as the stream names it. */
export const reviewKey = (experienceId: string, customerId: string): string => `${experienceId}:${customerId}`;

function addToExperience(doc: ExperienceReviewsDoc | null, r: ReviewDoc): ExperienceReviewsDoc {
  const index = doc ?? { experienceId: r.experienceId, count: 0, ratingSum: 0, reviews: [] };
  const key = reviewKey(r.experienceId, r.customerId);
  if (index.reviews.some((x) => x.key === key)) return index;
  const reviews = [...index.reviews, { key, at: r.at }].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.key.localeCompare(b.key)));
  return { ...index, count: index.count + 1, ratingSum: index.ratingSum + r.rating, reviews };
}

/** Reviews of experiences: each review, and per experience its count, rating sum and order. */
export const reviewsProjection: DocumentProjection<ReviewEvent> = {
  name: 'reviews',
  collections: ['reviews', 'experiences'],
  handles: [...reviewEvents.types] as ReviewEvent['type'][],
  registry: reviewEvents,
  targets: (event) => [
    { collection: 'reviews', id: reviewKey(event.data.experienceId, event.data.customerId) },
    { collection: 'experiences', id: event.data.experienceId },
  ],
  evolve: (doc, event, _recorded, target) => {
    if (target.collection === 'reviews') return doc ?? event.data;
    return addToExperience(doc as ExperienceReviewsDoc | null, event.data);
  },
};

export const toReviewView = (r: ReviewDoc): ReviewView => ({
  reviewId: r.reviewId,
  displayName: r.displayName,
  rating: r.rating,
  title: r.title,
  text: r.text,
  locale: r.locale,
  verifiedBooking: r.verifiedBooking,
  at: r.at,
});

/** One page of an experience's reviews, newest first, with the count and average of all of them. */
export async function readReviewsPage(redis: Redis, prefix: string, experienceId: string, page: number, customerId: string | null): Promise<Omit<ReviewsPage, 'yourTrip'>> {
  const keys = readModelKeys(prefix, reviewsProjection.name);
  const [rawIndex, mine] = await Promise.all([
    redis.hget(keys.collection('experiences'), experienceId),
    customerId === null ? Promise.resolve(null) : redis.hexists(keys.collection('reviews'), reviewKey(experienceId, customerId)),
  ]);
  const index: ExperienceReviewsDoc = rawIndex === null ? { experienceId, count: 0, ratingSum: 0, reviews: [] } : (JSON.parse(rawIndex) as ExperienceReviewsDoc);
  const slice = index.reviews.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE);
  const docs = slice.length ? await redis.hmget(keys.collection('reviews'), ...slice.map((x) => x.key)) : [];
  return {
    experienceId,
    count: index.count,
    average: index.count ? Math.round((index.ratingSum / index.count) * 10) / 10 : null,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    hasMore: page * REVIEWS_PAGE_SIZE < index.reviews.length,
    items: docs.filter((d): d is string => d !== null).map((d) => toReviewView(JSON.parse(d) as ReviewDoc)),
    reviewedByYou: mine === null ? null : mine === 1,
  };
}
