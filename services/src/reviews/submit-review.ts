import { reviewEvents, reviewStream, type ReviewEvent } from '@rihla/events/reviews';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { WrongExpectedVersionError } from '../platform/eventstore/port.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { AlreadyReviewedError, reviewDecider, type SubmitReview } from './review-decider.ts';

export type SubmittedReview = Extract<ReviewEvent, { type: 'ReviewSubmitted' }>['data'];

/** A customer's review of an experience is a stream of its own, named by both. */
const reviews = commandHandlerFor({
  decider: reviewDecider,
  registry: reviewEvents,
  streamOf: (id: { experienceId: string; customerId: string }) => reviewStream(id.experienceId, id.customerId),
});

/** Appends with expected revision "no stream": a second review by the same customer (even a concurrent one) is refused. */
export async function submitReview(store: EventStore, data: SubmitReview['data']): Promise<SubmittedReview> {
  try {
    const result = await reviews.handle(store, data, { type: 'SubmitReview', data }, { commandId: `review:${data.reviewId}`, expectedRevision: 'no_stream' });
    if (result.newState.status !== 'submitted') throw new Error(`review ${data.reviewId} was not recorded`);
    return result.newState.review;
  } catch (err) {
    if (err instanceof WrongExpectedVersionError) throw new AlreadyReviewedError(data.experienceId);
    throw err;
  }
}
