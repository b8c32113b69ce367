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

/**
 * The port to suppliers' booking systems. requestConfirmation answers at once (instant) or later (on request: the
 * answer arrives on Kafka or through the supplier answer endpoint, or the deadline passes). A transient failure
 * throws any error (the job retries); a permanent one throws SupplierRejectedError. Suppliers hear of outcomes
 * (confirmed, declined, cancelled, refunded) from the supplier relay on Kafka, not through this port.
 */
export interface SupplierGateway {
  requestConfirmation(r: ConfirmationRequest): Promise<ConfirmationAnswer>;
}
