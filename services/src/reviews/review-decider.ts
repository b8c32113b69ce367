import { reviewRefusals, type ReviewEvent, type ReviewInput, type TripState } from '@rihla/events/reviews';
import type { Decider } from '../platform/command-handling/decider.ts';
import { RuleError } from '../platform/rule-error.ts';
import { unreachable } from '../platform/unreachable.ts';

type Submitted = Extract<ReviewEvent, { type: 'ReviewSubmitted' }>['data'];

export type ReviewState = { status: 'none' } | { status: 'submitted'; review: Submitted };

export type SubmitReview = {
  type: 'SubmitReview';
  data: ReviewInput & { reviewId: string; experienceId: string; customerId: string; displayName: string; trip: TripState; now: Date };
};

export type ReviewRuleCode = 'alreadyReviewed' | (typeof reviewRefusals)[keyof typeof reviewRefusals]['code'];

/** One review per customer per experience. */
export class AlreadyReviewedError extends RuleError<ReviewRuleCode> {
  override readonly name = 'AlreadyReviewedError';
  constructor(readonly experienceId: string) {
    super('alreadyReviewed', 'You have already reviewed this experience. Thank you!');
  }
}

/** Only a customer who travelled may review: the trip is still ahead, was cancelled, or was never booked. */
export class NotTravelledError extends RuleError<ReviewRuleCode> {
  override readonly name = 'NotTravelledError';
  constructor(readonly trip: Exclude<TripState, 'travelled'>) {
    const { code, en, ar } = reviewRefusals[trip];
    super(code, { en, ar });
  }
}

export const reviewDecider: Decider<SubmitReview, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none' }),
  // A review's stream holds one event, the review (a second kind of event would not type-check here).
  evolve: (_state, event) => ({ status: 'submitted', review: event.data }),
  decide: ({ data }, state) => {
    switch (state.status) {
      case 'submitted':
        throw new AlreadyReviewedError(data.experienceId);
      case 'none':
        if (data.trip !== 'travelled') throw new NotTravelledError(data.trip);
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
              // Every review written since the travelled rule comes from a trip; the flag stays for older reviews.
              verifiedBooking: true,
              at: data.now.toISOString(),
            },
          },
        ];
      default:
        return unreachable(state);
    }
  },
};
