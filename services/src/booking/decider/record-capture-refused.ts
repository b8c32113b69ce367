import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/**
 * The provider refused a capture the saga asked for. Recorded once per refusal: a re-run refused again for the same
 * reason adds nothing; a payment already captured (another step got there) has nothing to report.
 */
export function decideRecordCaptureRefused(command: BookingCommandOf<'RecordCaptureRefused'>, state: BookingState): BookingEvent[] {
  const { paymentId, amount, code, reason, step, round, now } = command.data;
  if (state.status === 'none') return [];
  const payment = ownEntry(state.payments, paymentId);
  if (!payment || payment.captured > 0 || payment.captureRefused?.code === code) return [];
  return [{ type: 'CaptureRefused', data: { paymentId, amount, code, reason, step, round, at: now } }];
}

