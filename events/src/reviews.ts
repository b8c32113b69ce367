import { z } from 'zod';
import { isoDateTime, locale } from './common.ts';
import { identityMessages, multilineField, textField } from './identity.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `review-{experienceId}-{customerId}`: appended with expected revision "no stream", so one review per customer per experience. */
export const reviewStream = (experienceId: string, customerId: string): string => `review-${experienceId}-${customerId}`;

export const REVIEW_LIMITS = { displayName: 60, title: 120, text: 4000 } as const;
export const REVIEWS_PAGE_SIZE = 10;

export const reviewMessages = {
  rating: 'Choose a rating from 1 to 5 stars.',
  alreadyReviewed: 'You have already reviewed this experience. Thank you!',
  signIn: 'Please sign in to write a review.',
} as const;

/**
 * Where the visitor's trip stands for a review: only a customer who travelled (a confirmed, not cancelled item of
 * the experience whose start has passed) may write one.
 */
export const tripState = z.enum(['travelled', 'upcoming', 'cancelled', 'notBooked']);
export type TripState = z.infer<typeof tripState>;

/** Why a review is refused, in both languages (the problem's `code` and `localizedDetail`). */
export const reviewRefusals = {
  upcoming: { code: 'reviewAfterTrip', en: 'You can review this experience after your trip.', ar: 'يمكنك تقييم هذه التجربة بعد رحلتك.' },
  cancelled: { code: 'reviewCancelled', en: 'Your booking of this experience was cancelled, so it cannot be reviewed.', ar: 'أُلغي حجزك لهذه التجربة، لذا لا يمكن تقييمها.' },
  notBooked: { code: 'reviewNotBooked', en: 'Only travellers who booked this experience can review it.', ar: 'لا يقيّم هذه التجربة إلا من حجزها وسافر.' },
} as const satisfies Record<Exclude<TripState, 'travelled'>, { code: string; en: string; ar: string }>;

/** What the Write a Review form sends; unknown fields are refused. */
export const reviewInput = z.strictObject(
  {
    rating: z.number({ error: reviewMessages.rating }).int(reviewMessages.rating).min(1, reviewMessages.rating).max(5, reviewMessages.rating),
    title: textField(REVIEW_LIMITS.title),
    text: multilineField(REVIEW_LIMITS.text).refine((s) => s.length > 0, identityMessages.required),
    /** Defaults to the account's first name and last initial. */
    displayName: textField(REVIEW_LIMITS.displayName).optional(),
    locale: locale.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}.` : 'Send a JSON object with the form fields.') },
);
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewsQuery = z.strictObject({ page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').max(10_000, 'page is too large.').default(1) });

export const reviewEvents = eventRegistry({
  ReviewSubmitted: z.object({
    reviewId: z.string().min(1),
    experienceId: z.string().min(1),
    customerId: z.string().min(1),
    displayName: z.string().min(1).max(REVIEW_LIMITS.displayName),
    rating: z.number().int().min(1).max(5),
    title: z.string().min(1).max(REVIEW_LIMITS.title),
    text: z.string().min(1).max(REVIEW_LIMITS.text),
    locale,
    /** The customer's bookings held a confirmed item of this experience when the review was written. */
    verifiedBooking: z.boolean(),
    at: isoDateTime,
  }),
});

export type ReviewEvent = EventsOf<typeof reviewEvents>;

/** One review as the storefront shows it (no customer id). */
export const reviewView = z
  .object({
    reviewId: z.string(),
    displayName: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    text: z.string(),
    locale,
    verifiedBooking: z.boolean(),
    at: isoDateTime,
  })
  .meta({ id: 'ReviewView' });
export type ReviewView = z.infer<typeof reviewView>;

/** A page of an experience's reviews, newest first, with what the visitor may do. */
export const reviewsPage = z
  .object({
    experienceId: z.string(),
    count: z.number().int().min(0),
    /** Mean rating of every submitted review, one decimal; null when there are none. */
    average: z.number().nullable(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    hasMore: z.boolean(),
    items: z.array(reviewView),
    /** For a signed-in visitor: whether they have reviewed this experience already; null when signed out. */
    reviewedByYou: z.boolean().nullable(),
    /** For a signed-in visitor: where their trip stands (only "travelled" may write a review); null when signed out. */
    yourTrip: tripState.nullable(),
  })
  .meta({ id: 'ReviewsPage' });
export type ReviewsPage = z.infer<typeof reviewsPage>;

/** The answer to a published review. */
export const reviewPublished = z.object({ review: reviewView, message: z.string() }).meta({ id: 'ReviewPublished' });
