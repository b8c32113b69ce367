import type { BookingEvent } from '@rihla/events/booking';
import type { Decider } from '../../platform/command-handling/decider.ts';
import type { BookingCommand } from './booking-command.ts';
import { initialBookingState, type BookingState } from './booking-state.ts';
import { evolveBooking } from './evolve-booking.ts';
import { decideExpirePaymentSession } from './expire-payment-session.ts';
import { decideExpireSupplierAnswer } from './expire-supplier-answer.ts';
import { decideRaiseRefundOverdue } from './raise-refund-overdue.ts';
import { decideRecordCaptureAtOnce } from './record-capture-at-once.ts';
import { decideRecordHolds } from './record-holds.ts';
import { decideRecordItemConfirmation } from './record-item-confirmation.ts';
import { decideRecordCaptureRefused } from './record-capture-refused.ts';
import { decideRecordLateVoid } from './record-late-void.ts';
import { decideRecordPaymentResult } from './record-payment-result.ts';
import { decideRecordPaymentSession } from './record-payment-session.ts';
import { decideRecordRefund } from './record-refund.ts';
import { decideRecordSupplierAnswer } from './record-supplier-answer.ts';
import { decideRequestCancellation } from './request-cancellation.ts';
import { decideRefuseCheckout } from './refuse-checkout.ts';
import { decideRequestCheckout } from './request-checkout.ts';
import { decideRequestRetry } from './request-retry.ts';
import { decideSettle } from './settle.ts';
import { unreachable } from '../../platform/unreachable.ts';

function decide(command: BookingCommand, state: BookingState): BookingEvent[] {
  switch (command.type) {
    case 'RequestCheckout':
      return decideRequestCheckout(command, state);
    case 'RecordHolds':
      return decideRecordHolds(command, state);
    case 'RecordPaymentSession':
      return decideRecordPaymentSession(command, state);
    case 'RecordPaymentResult':
      return decideRecordPaymentResult(command, state);
    case 'ExpirePaymentSession':
      return decideExpirePaymentSession(command, state);
    case 'RecordItemConfirmation':
      return decideRecordItemConfirmation(command, state);
    case 'RecordSupplierAnswer':
      return decideRecordSupplierAnswer(command, state);
    case 'ExpireSupplierAnswer':
      return decideExpireSupplierAnswer(command, state);
    case 'Settle':
      return decideSettle(command, state);
    case 'RecordCaptureAtOnce':
      return decideRecordCaptureAtOnce(command, state);
    case 'RecordLateVoid':
      return decideRecordLateVoid(command, state);
    case 'RecordCaptureRefused':
      return decideRecordCaptureRefused(command, state);
    case 'RequestRetry':
      return decideRequestRetry(command, state);
    case 'RequestCancellation':
      return decideRequestCancellation(command, state);
    case 'RecordRefund':
      return decideRecordRefund(command, state);
    case 'RaiseRefundOverdue':
      return decideRaiseRefundOverdue(command, state);
    case 'RefuseCheckout':
      return decideRefuseCheckout(command, state);
    default:
      return unreachable(command);
  }
}

/** `booking-{id}`: one checkout and everything that follows it, decided from the stream alone. */
export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: initialBookingState,
  evolve: evolveBooking,
  decide,
};
