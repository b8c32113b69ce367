import { RuleError } from '../../platform/rule-error.ts';

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
 * buyer's mistake); the other codes are answers a client can act on, answered with the status platform/rule-problems.ts gives each.
 */
export class BookingRuleError extends RuleError<BookingRuleCode> {
  override readonly name = 'BookingRuleError';
}
