import type { BookingEvent } from '@rihla/events/booking';
import type { TicketEvent } from '@rihla/events/tickets';
import type { ExistingBooking, ItemState } from '../booking/index.ts';
import { INTEGRATION_SCHEMA_VERSION, type IntegrationEvent, type integrationItem } from '@rihla/events/supplier-channel';
import type { z } from 'zod';

const itemOf = (s: ItemState): z.infer<typeof integrationItem> => ({
  itemId: s.item.itemId,
  attempt: s.attempt,
  experienceId: s.item.experienceId,
  optionId: s.item.optionId,
  title: s.item.title.en,
  optionTitle: s.item.optionTitle.en,
  date: s.item.slot.date,
  startTime: s.item.slot.startTime,
  timeZone: s.item.timeZone,
  quantity: s.item.quantity,
  participants: s.item.participants,
  pickup: s.item.pickup ? { pointId: s.item.pickup.pointId, name: s.item.pickup.name.en, time: s.item.pickup.time } : null,
});

/** Item ids grouped by their supplier, in item order. */
function bySupplier(b: ExistingBooking, itemIds: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of itemIds) {
    const item = b.items[id];
    if (!item) continue;
    const supplierId = item.item.supplier.supplierId;
    out.set(supplierId, [...(out.get(supplierId) ?? []), id]);
  }
  return out;
}

/**
 * The integration events one booking event means for suppliers (pure). `booking` is the state right after the
 * event; `eventId` and `at` come from the recorded event. One event can concern several suppliers (a cancellation
 * of items booked with two of them): each gets its own message, under the same message id. `referenceOf` gives
 * each supplier its own reference of the booking: the engine's booking id never goes out.
 */
export function integrationEventsOf(
  event: BookingEvent,
  eventId: string,
  at: string,
  booking: ExistingBooking,
  referenceOf: (supplierId: string, bookingId: string) => string,
): IntegrationEvent[] {
  const base = (supplierId: string) => ({
    messageId: eventId,
    schemaVersion: INTEGRATION_SCHEMA_VERSION,
    occurredAt: at,
    supplierId,
    bookingRef: referenceOf(supplierId, booking.bookingId),
    orderId: booking.checkout.orderId,
  });
  const { buyer } = booking.checkout;
  const leadGuest = { name: `${buyer.firstName} ${buyer.lastName}`, phone: buyer.phone ? `${buyer.phone.countryCode}${buyer.phone.number}` : '' };
  switch (event.type) {
    case 'ItemAwaitingSupplier':
    case 'ItemConfirmed':
    case 'ItemFailed': {
      const item = booking.items[event.data.itemId];
      if (!item) return [];
      const head = base(item.item.supplier.supplierId);
      if (event.type === 'ItemAwaitingSupplier') {
        return [{ ...head, type: 'booking.item.requested', item: itemOf(item), answerDueBy: event.data.answerDueBy, leadGuest }];
      }
      if (event.type === 'ItemConfirmed') {
        return [{ ...head, type: 'booking.item.confirmed', item: itemOf(item), supplierReference: event.data.supplierReference, leadGuest }];
      }
      const { reason } = event.data;
      // Seats that were never there were never asked of the supplier: nothing to tell it.
      if (reason === 'seatsUnavailable') return [];
      if (reason === 'supplierError') return [{ ...head, type: 'booking.item.failed', itemId: item.item.itemId, attempt: item.attempt, reason }];
      return [{ ...head, type: 'booking.item.declined', itemId: item.item.itemId, attempt: item.attempt, reason }];
    }
    case 'CancellationRequested':
      return [...bySupplier(booking, event.data.itemIds)].map(([supplierId, itemIds]) => ({ ...base(supplierId), type: 'booking.cancelled', itemIds }));
    case 'RefundIssued': {
      const refund = booking.refunds[event.data.refundId];
      // A refund of the whole booking names no items: every supplier of the booking hears of it.
      const itemIds = refund && refund.itemIds.length > 0 ? refund.itemIds : booking.itemIds;
      return [...bySupplier(booking, itemIds)].map(([supplierId, ids]) => ({
        ...base(supplierId),
        type: 'booking.refund.issued',
        refundId: event.data.refundId,
        amount: event.data.amount,
        itemIds: ids,
      }));
    }
    default:
      return [];
  }
}

/**
 * The integration event one ticket event means for its supplier (pure): a check-in or a no-show, on the supplier's
 * topic like the booking's other events (key the supplier's bookingRef). `orderId` is the booking's, read by the caller.
 */
export function ticketIntegrationEventOf(
  event: TicketEvent,
  eventId: string,
  at: string,
  orderId: string,
  referenceOf: (supplierId: string, bookingId: string) => string,
): IntegrationEvent {
  const { ticketRef, bookingId, itemId, supplierId } = event.data;
  const head = { messageId: eventId, schemaVersion: INTEGRATION_SCHEMA_VERSION, occurredAt: at, supplierId, bookingRef: referenceOf(supplierId, bookingId), orderId, itemId, ticketRef };
  if (event.type === 'TicketRedeemed') {
    return { ...head, type: 'booking.ticket.redeemed', redeemedAt: event.data.at, scannedAt: event.data.scannedAt, where: event.data.where };
  }
  return { ...head, type: 'booking.ticket.no_show', markedAt: event.data.at };
}
