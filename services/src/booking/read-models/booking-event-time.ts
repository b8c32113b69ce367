import type { BookingEvent } from '@rihla/events/booking';

/** When a booking event happened, as the event itself says (read models never use the clock). */
export function bookingEventTime(event: BookingEvent): string {
  switch (event.type) {
    case 'CheckoutRequested':
    case 'RefundRequested':
      return event.data.requestedAt;
    case 'RefundIssued':
      return event.data.issuedAt;
    case 'RefundOverdue':
      return event.data.raisedAt;
    case 'ItemsHeld':
    case 'ItemsUnavailable':
    case 'PricesChanged':
    case 'ReviewRequired':
    case 'PaymentSessionOpened':
    case 'PaymentAuthorized':
    case 'PaymentDeclined':
    case 'ItemConfirmed':
    case 'ItemAwaitingSupplier':
    case 'ItemFailed':
    case 'PaymentCaptured':
    case 'PaymentVoided':
    case 'BookingConfirmed':
    case 'BookingPartiallyConfirmed':
    case 'BookingOnHold':
    case 'BookingFailed':
    case 'ItemRetryRequested':
    case 'CancellationRequested':
      return event.data.at;
    default: {
      const never: never = event;
      return never;
    }
  }
}
