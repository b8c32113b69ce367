import type { BookingEvent } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import type { ItemFailureReason } from './booking-state.ts';

type CheckoutData = Extract<BookingEvent, { type: 'CheckoutRequested' }>['data'];

/** Every command carries its time (`now`, ISO) and ids: the decisions never read a clock or make an id. */
export type BookingCommand =
  | { type: 'RequestCheckout'; data: Omit<CheckoutData, 'requestedAt'> & { now: string } }
  | {
      type: 'RecordHolds';
      data: { round: number; holds: { itemId: string; holdId: string; expiresAt: string }[]; unavailable: { itemId: string; holdId: string; reason: string }[]; now: string };
    }
  | {
      type: 'RecordPaymentSession';
      data: { round: number; result: { kind: 'opened'; sessionId: string; redirectUrl: string; amount: Money } | { kind: 'failed'; message: string }; now: string };
    }
  | {
      type: 'RecordPaymentResult';
      data: { sessionId: string; outcome: 'authorized' | 'declined'; paymentId: string | null; amount: Money; declineReason?: 'card_declined' | 'insufficient_funds'; captureAtOnce?: boolean; now: string };
    }
  | { type: 'ExpirePaymentSession'; data: { sessionId: string; now: string } }
  | {
      type: 'RecordItemConfirmation';
      data: {
        itemId: string;
        attempt: number;
        result: { kind: 'confirmed'; reference: string } | { kind: 'awaiting'; answerDueBy: string } | { kind: 'failed'; reason: Extract<ItemFailureReason, 'supplierError' | 'seatsUnavailable'> };
        now: string;
      };
    }
  | { type: 'RecordSupplierAnswer'; data: { itemId: string; answer: 'confirmed' | 'declined'; reference: string; now: string } }
  | { type: 'ExpireSupplierAnswer'; data: { itemId: string; attempt: number; now: string } }
  | {
      type: 'Settle';
      data: {
        round: number;
        capture: { captureId: string; paymentId: string; amount: Money; itemIds: string[] } | null;
        voided: { paymentId: string; releasedAmount: Money } | null;
        now: string;
      };
    }
  | { type: 'RecordCaptureAtOnce'; data: { paymentId: string; captureId: string; amount: Money; now: string } }
  | { type: 'RecordCaptureRefused'; data: { paymentId: string; amount: Money; code: string; reason: string; step: 'settle-round' | 'capture-at-once'; round: number; now: string } }
  | { type: 'RecordLateVoid'; data: { paymentId: string; releasedAmount: Money; now: string } }
  | { type: 'RequestRetry'; data: { itemIds: string[]; now: string; requestedBy: 'buyer' | 'ops' } }
  | { type: 'RequestCancellation'; data: { itemIds: string[]; now: string } }
  | { type: 'RecordRefund'; data: { refundId: string; providerRefundId: string; now: string } }
  | { type: 'RaiseRefundOverdue'; data: { refundId: string; now: string } }
  | { type: 'RefuseCheckout'; data: { now: string } };

export type BookingCommandOf<T extends BookingCommand['type']> = Extract<BookingCommand, { type: T }>;
