import { describe, expect, it } from 'vitest';
import { reviewInput, type ReviewEvent, type TripState } from '@rihla/events/reviews';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { projectionSpecFor } from '../platform/testing/projection-spec.ts';
import { AlreadyReviewedError, NotTravelledError, reviewDecider } from './review-decider.ts';
import { reviewsProjection, type ExperienceReviewsDoc, type ReviewDoc } from './reviews-projection.ts';

const now = new Date('2030-01-07T06:00:00Z');
const command = (customerId: string, rating: number, at = now, trip: TripState = 'travelled') => ({
  type: 'SubmitReview' as const,
  data: { ...reviewInput.parse({ rating, title: ' Great ', text: 'Loved it', locale: 'ar' }), reviewId: `r-${customerId}`, experienceId: 'exp-1', customerId, displayName: 'Sara A.', trip, now: at },
});

const spec = deciderSpecFor(reviewDecider);
const submitted = (customerId: string, rating: number, at = now): ReviewEvent => ({
  type: 'ReviewSubmitted',
  data: { reviewId: `r-${customerId}`, experienceId: 'exp-1', customerId, displayName: 'Sara A.', rating, title: 'Great', text: 'Loved it', locale: 'ar', verifiedBooking: true, at: at.toISOString() },
});

describe('review decider and projection', () => {
  it('records one review per customer and experience', () => {
    spec.given().when(command('c1', 5)).then([submitted('c1', 5)]);
    spec.given([submitted('c1', 5)]).when(command('c1', 4)).thenThrows(AlreadyReviewedError);
  });

  it('refuses a customer who has not travelled: the trip ahead, cancelled, or never booked', () => {
    for (const trip of ['upcoming', 'cancelled', 'notBooked'] as const) spec.given().when(command('c9', 5, now, trip)).thenThrows(NotTravelledError, { trip });
  });

  it('refuses ratings that are not whole stars from 1 to 5', () => {
    for (const rating of [0, 6, 3.5]) expect(reviewInput.safeParse({ rating, title: 't', text: 'x' }).success).toBe(false);
  });

  it('keeps the count, the rating sum and newest-first order per experience; a replayed event changes nothing', () => {
    const a = submitted('c1', 5, new Date('2030-01-01T00:00:00Z'));
    const b = submitted('c2', 2, new Date('2030-01-02T00:00:00Z'));
    const then = projectionSpecFor(reviewsProjection).given([a, b, a]);
    expect(then.document('experiences', 'exp-1')).toEqual({ experienceId: 'exp-1', count: 2, ratingSum: 7, reviews: [{ key: 'exp-1:c2', at: '2030-01-02T00:00:00.000Z' }, { key: 'exp-1:c1', at: '2030-01-01T00:00:00.000Z' }] } satisfies ExperienceReviewsDoc);
    expect(then.document<ReviewDoc>('reviews', 'exp-1:c1')).toEqual(a.data);
  });
});
