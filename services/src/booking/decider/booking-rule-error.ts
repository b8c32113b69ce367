import type { LocalizedText } from '@rihla/events/common';

export type BookingRuleCode =
  | 'bookingNotFound'
  | 'idempotencyKeyReused'
  | 'unknownItem'
  | 'unknownSession'
  | 'notRetryable'
  | 'notCancellable'
  | 'answerConflict'
  | 'busy'
  | 'invariant';

/**
 * A booking command refused. `invariant` means a caller asked for something the money rules forbid (a bug, never a
 * buyer's mistake); the other codes are answers a client can act on, mapped to HTTP statuses by the routes.
 */
export class BookingRuleError extends Error {
  override readonly name = 'BookingRuleError';
  /** The sentence in both languages when a person reads it (the buyer's routes); English only for ops and bugs. */
  readonly localized: LocalizedText | null;
  constructor(
    readonly code: BookingRuleCode,
    message: string | LocalizedText,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.localized = typeof message === 'string' ? null : message;
  }
}
