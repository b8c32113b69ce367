import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import type { BookingState } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/** An authorization that arrived after its round ended was released at the provider. */
export function decideRecordLateVoid(command: BookingCommandOf<'RecordLateVoid'>, state: BookingState): BookingEvent[] {
  const { paymentId, releasedAmount, now } = command.data;
  if (state.status === 'none') return [];
  const payment = ownEntry(state.payments, paymentId);
  if (!payment || !payment.late || payment.voided) return [];
  return [{ type: 'PaymentVoided', data: { paymentId, releasedAmount, at: now } }];
}
