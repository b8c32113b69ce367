import type { BookingItem } from '@rihla/events/booking';

export interface ConfirmationRequest {
  bookingId: string;
  orderId: string;
  item: BookingItem;
  /** 0 at checkout, +1 per retry: a retry is a new request to the supplier. */
  attempt: number;
  /** Same key -> the supplier answers the same and books once. */
  idempotencyKey: string;
}

export type ConfirmationAnswer = { kind: 'confirmed'; reference: string } | { kind: 'awaiting' };

/** The supplier refused the request for good (no point retrying): the item fails with supplierError. */
export class SupplierRejectedError extends Error {
  override readonly name = 'SupplierRejectedError';
}

export interface ConfirmedItemNotice {
  bookingId: string;
  orderId: string;
  item: BookingItem;
  attempt: number;
  supplierReference: string;
  guest: { name: string; email: string; phone: string };
  idempotencyKey: string;
}

/**
 * The port to suppliers. requestConfirmation answers at once (instant) or later (on request: the answer arrives
 * through the supplier answer endpoint, Kafka later, or the deadline passes). A transient failure throws any error
 * (the job retries); a permanent one throws SupplierRejectedError.
 */
export interface SupplierGateway {
  requestConfirmation(r: ConfirmationRequest): Promise<ConfirmationAnswer>;
  /** Tells the supplier about a confirmed item (their booking feed). */
  notifyConfirmed(n: ConfirmedItemNotice): Promise<void>;
}
