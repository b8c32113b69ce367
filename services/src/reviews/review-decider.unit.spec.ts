import { describe, expect, it } from 'vitest';
import { reviewInput } from '@rihla/events/reviews';
import { AlreadyReviewedError, reviewDecider } from './review-decider.ts';
import { reviewsProjection, type ExperienceReviewsDoc, type ReviewDoc } from './reviews-projection.ts';

const now = new Date('2030-01-07T06:00:00Z');
const command = (customerId: string, rating: number, at = now) => ({
  type: 'SubmitReview' as const,
  data: { ...reviewInput.parse({ rating, title: ' Great ', text: 'Loved it', locale: 'ar' }), reviewId: `r-${customerId}`, experienceId: 'exp-1', customerId, displayName: 'Sara A.', verifiedBooking: false, now: at },
});

describe('review decider and projection', () => {
  const { decide, evolve, initialState } = reviewDecider;

  it('records one review per customer and experience', () => {
    const events = decide(command('c1', 5), initialState());
    expect(events).toEqual([
      { type: 'ReviewSubmitted', data: { reviewId: 'r-c1', experienceId: 'exp-1', customerId: 'c1', displayName: 'Sara A.', rating: 5, title: 'Great', text: 'Loved it', locale: 'ar', verifiedBooking: false, at: now.toISOString() } },
    ]);
    expect(() => decide(command('c1', 4), events.reduce(evolve, initialState()))).toThrow(AlreadyReviewedError);
  });

  it('refuses ratings that are not whole stars from 1 to 5', () => {
    for (const rating of [0, 6, 3.5]) expect(reviewInput.safeParse({ rating, title: 't', text: 'x' }).success).toBe(false);
  });

  it('keeps the count, the rating sum and newest-first order per experience; a replayed event changes nothing', () => {
    const a = decide(command('c1', 5, new Date('2030-01-01T00:00:00Z')), initialState())[0]!;
    const b = decide(command('c2', 2, new Date('2030-01-02T00:00:00Z')), initialState())[0]!;
    const target = { collection: 'experiences', id: 'exp-1' };
    let doc: unknown = null;
    for (const e of [a, b, a]) doc = reviewsProjection.evolve(doc, e, {} as never, target);
    expect(doc).toEqual({ experienceId: 'exp-1', count: 2, ratingSum: 7, reviews: [{ key: 'exp-1:c2', at: '2030-01-02T00:00:00.000Z' }, { key: 'exp-1:c1', at: '2030-01-01T00:00:00.000Z' }] } satisfies ExperienceReviewsDoc);
    expect(reviewsProjection.evolve(null, a, {} as never, { collection: 'reviews', id: 'exp-1:c1' }) as ReviewDoc).toEqual(a.data);
  });
});
