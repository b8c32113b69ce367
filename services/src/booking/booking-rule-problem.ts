import { HttpProblem } from '../platform/http/problem.ts';
import { BookingRuleError, type BookingRuleCode } from './decider/booking-rule-error.ts';

/** The HTTP status of each refusal of the booking decider: one map for every route that runs booking commands. */
const STATUS_OF: Record<BookingRuleCode, number> = {
  bookingNotFound: 404,
  idempotencyKeyReused: 422,
  unknownItem: 404,
  unknownSession: 409,
  notRetryable: 409,
  notCancellable: 409,
  answerConflict: 409,
  busy: 409,
  invariant: 500,
};

/** A booking rule error as the problem+json the api answers (both languages when a person reads it); anything else is returned as it is. */
export function bookingRuleProblem(err: unknown): unknown {
  if (err instanceof BookingRuleError) return new HttpProblem(STATUS_OF[err.code], err.code === 'invariant' ? 'Internal Server Error' : 'Booking Rule', err.localized ?? err.message, { code: err.code });
  return err;
}
