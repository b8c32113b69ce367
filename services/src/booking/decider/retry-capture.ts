import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';

/**
 * Ops run a refused capture again (once the payment is sorted out at the provider): the saga step that was refused,
 * for the payment whose capture is still refused. No event: the step's PaymentCaptured (or a new CaptureRefused) says
 * what came of it.
 */
export function decideRetryCapture(state: BookingState): { paymentId: string; step: 'settle-round' | 'capture-at-once'; round: number } {
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', 'There is no such booking.');
  const refused = Object.values(state.payments).find((p) => p.captureRefused && p.captured === 0);
  if (!refused?.captureRefused) throw new BookingRuleError('notRetryable', `Booking ${state.bookingId} has no refused capture to run again.`);
  return { paymentId: refused.paymentId, step: refused.captureRefused.step, round: refused.captureRefused.round };
}
