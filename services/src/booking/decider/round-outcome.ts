import type { BookingEvent } from '@rihla/events/booking';
import type { BookingData, BookingFailureReason } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

export const invoiceNumberOf = (orderId: string): string => `INV-${orderId}`;

/**
 * The one outcome event that ends a round, from every item of the booking (not only the round's): all live items
 * confirmed -> BookingConfirmed; some -> BookingPartiallyConfirmed; none -> BookingFailed with `failure` as reason.
 * Cancelled items are no longer part of the booking's outcome. A round that holds captures only confirmed items, so
 * nothing needs refunding; `refundDue`: the payment was captured at once (it could not hold), and the money of what
 * failed goes back by a RefundRequested of its own.
 */
export function roundOutcome(b: BookingData, failure: BookingFailureReason, now: string, refundDue = false): BookingEvent {
  const live = b.itemIds.map((id) => ownEntry(b.items, id)!).filter((i) => i.status !== 'cancelled');
  const confirmed = live.filter((i) => i.status === 'confirmed').map((i) => i.item.itemId);
  const failed = live.filter((i) => i.status !== 'confirmed').map((i) => i.item.itemId);
  const paymentStatus = b.checkout.paymentMethod === 'card' ? 'paid' : 'due';
  const invoiceNumber = invoiceNumberOf(b.checkout.orderId);
  if (confirmed.length > 0 && failed.length === 0) return { type: 'BookingConfirmed', data: { paymentStatus, invoiceNumber, at: now } };
  if (confirmed.length > 0) return { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: confirmed, failedItemIds: failed, paymentStatus, invoiceNumber, at: now } };
  return { type: 'BookingFailed', data: { reason: failure, refundDue, at: now } };
}
