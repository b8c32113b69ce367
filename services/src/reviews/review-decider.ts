import type { ReviewEvent, ReviewInput } from '@rihla/events/reviews';
import type { Decider } from '../platform/command-handling.ts';
import { unreachable } from '../platform/unreachable.ts';

type Submitted = Extract<ReviewEvent, { type: 'ReviewSubmitted' }>['data'];

export type ReviewState = { status: 'none' } | { status: 'submitted'; review: Submitted };

export type SubmitReview = {
  type: 'SubmitReview';
  data: ReviewInput & { reviewId: string; experienceId: string; customerId: string; displayName: string; verifiedBooking: boolean; now: Date };
};

/** One review per customer per experience. */
export class AlreadyReviewedError extends Error {
  constructor(readonly experienceId: string) {
    super('You have already reviewed this experience. Thank you!');
    this.name = 'AlreadyReviewedError';
  }
}

export const reviewDecider: Decider<SubmitReview, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ReviewSubmitted':
        return { status: 'submitted', review: event.data };
      default:
        return unreachable(event.type);
    }
  },
  decide: ({ data }, state) => {
    switch (state.status) {
      case 'submitted':
        throw new AlreadyReviewedError(data.experienceId);
      case 'none':
        return [
          {
            type: 'ReviewSubmitted',
            data: {
              reviewId: data.reviewId,
              experienceId: data.experienceId,
              customerId: data.customerId,
              displayName: data.displayName,
              rating: data.rating,
              title: data.title,
              text: data.text,
              locale: data.locale ?? 'en',
              verifiedBooking: data.verifiedBooking,
              at: data.now.toISOString(),
            },
          },
        ];
      default:
        return unreachable(state);
    }
  },
};
