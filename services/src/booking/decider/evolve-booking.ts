import type { BookingEvent } from '@rihla/events/booking';
import {
  currentRound,
  itemValue,
  type BookingData,
  type BookingState,
  type ExistingBooking,
  type ItemState,
} from './booking-state.ts';
import { unreachable } from '../../platform/unreachable.ts';
import { withCurrentRound, withItems } from './booking-data-edits.ts';
import { evolvePayment } from './evolve-payment.ts';
import { evolveRefund } from './evolve-refund.ts';
import { itemFailureOfBooking } from './item-failure-of-booking.ts';
import { ownEntry } from '../../platform/own-entry.ts';

function dataOf(state: ExistingBooking): BookingData {
  const { bookingId, checkout, items, itemIds, rounds, sessions, payments, refunds, refundOrder, cancellations, outcomes } = state;
  return { bookingId, checkout, items, itemIds, rounds, sessions, payments, refunds, refundOrder, cancellations, outcomes };
}

/**
 * Once no item of the round waits for its seats, a card round waits for payment and any other round (pay later, or a
 * retry whose items all lost their seats) goes to the suppliers. An unavailable item at checkout keeps the state as
 * it is: ReviewRequired follows in the same append.
 */
function afterHolds(b: BookingData): BookingState {
  const round = currentRound(b);
  const items = round.itemIds.map((id) => ownEntry(b.items, id)!);
  if (items.some((i) => i.status === 'pending' || i.status === 'unavailable')) return { status: 'holding', ...b };
  const anyHeld = items.some((i) => i.status === 'held');
  if (anyHeld && b.checkout.paymentMethod === 'card') return { status: 'awaitingPayment', ...b };
  return { status: 'confirming', ...b };
}

function evolveExisting(state: ExistingBooking, event: BookingEvent): BookingState {
  const b = dataOf(state);
  switch (event.type) {
    case 'CheckoutRequested':
      return state;
    case 'ItemsHeld': {
      const byItem = new Map(event.data.holds.map((h) => [h.itemId, h]));
      const items = withItems(b, [...byItem.keys()], (i) => ({ ...i, status: 'held', holdId: byItem.get(i.item.itemId)!.holdId, holdExpiresAt: byItem.get(i.item.itemId)!.expiresAt }));
      return state.status === 'holding' ? afterHolds({ ...b, items }) : { ...state, items };
    }
    case 'ItemsUnavailable': {
      const items = withItems(
        b,
        event.data.items.map((i) => i.itemId),
        (i) => ({ ...i, status: 'unavailable', failureReason: 'seatsUnavailable' }),
      );
      return { ...state, items };
    }
    case 'PricesChanged':
      return state;
    case 'ReviewRequired':
      return { status: 'reviewRequired', reviewState: event.data.state, ...b, rounds: withCurrentRound(b, (r) => ({ ...r, settled: true })), outcomes: b.outcomes + 1 };
    case 'PaymentSessionOpened':
    case 'PaymentAuthorized':
    case 'PaymentDeclined':
    case 'PaymentCaptured':
    case 'CaptureRefused':
    case 'PaymentVoided':
      return evolvePayment(state, b, event);
    case 'RefundRequested':
    case 'RefundIssued':
    case 'RefundOverdue':
      return evolveRefund(state, b, event);
    case 'ItemConfirmed':
      return { ...state, items: withItems(b, [event.data.itemId], (i) => ({ ...i, status: 'confirmed', supplierReference: event.data.supplierReference, answerDueBy: null })) };
    case 'ItemAwaitingSupplier':
      return { ...state, items: withItems(b, [event.data.itemId], (i) => ({ ...i, status: 'awaiting', answerDueBy: event.data.answerDueBy })) };
    case 'ItemFailed': {
      const items = withItems(b, [event.data.itemId], (i) => ({ ...i, status: 'failed', failureReason: event.data.reason, answerDueBy: null }));
      // A retried item that lost its seats is answered while the round is still holding: the round may move on.
      return state.status === 'holding' ? afterHolds({ ...b, items }) : { ...state, items };
    }
    case 'BookingOnHold':
      return { status: 'onHold', ...b, rounds: withCurrentRound(b, (r) => ({ ...r, onHoldAnnounced: true })) };
    case 'BookingConfirmed':
      return { status: 'confirmed', ...b, rounds: withCurrentRound(b, (r) => ({ ...r, settled: true })), outcomes: b.outcomes + 1 };
    case 'BookingPartiallyConfirmed': {
      const items = withItems(b, event.data.failedItemIds, (i) => (i.status === 'failed' ? i : { ...i, status: 'failed', failureReason: i.failureReason ?? 'paymentDeclined' }));
      return { status: 'partiallyConfirmed', ...b, items, rounds: withCurrentRound(b, (r) => ({ ...r, settled: true })), outcomes: b.outcomes + 1 };
    }
    case 'BookingFailed': {
      const round = currentRound(b);
      const reason = event.data.reason;
      const itemReason = itemFailureOfBooking(reason);
      const items = withItems(b, round.itemIds, (i) =>
        i.status === 'confirmed' || i.status === 'failed' || i.status === 'cancelled' ? i : { ...i, status: 'failed', failureReason: i.failureReason ?? itemReason },
      );
      return { status: 'failed', reason, ...b, items, rounds: withCurrentRound(b, (r) => ({ ...r, settled: true })), outcomes: b.outcomes + 1 };
    }
    case 'ItemRetryRequested': {
      // The first retry of a settled booking opens the next round; retries appended with it join that round.
      const last = currentRound(b);
      const rounds = last.settled
        ? [...b.rounds, { round: last.round + 1, itemIds: [event.data.itemId], sessionId: null, paymentId: null, onHoldAnnounced: false, settled: false, requestedBy: event.data.requestedBy ?? 'ops' }]
        : withCurrentRound(b, (r) => ({ ...r, itemIds: [...r.itemIds, event.data.itemId] }));
      const round = rounds[rounds.length - 1]!.round;
      const items = withItems(b, [event.data.itemId], (i) => ({
        ...i,
        attempt: i.attempt + 1,
        round,
        status: 'pending',
        holdId: null,
        holdExpiresAt: null,
        answerDueBy: null,
        supplierReference: null,
        failureReason: null,
      }));
      return { status: 'holding', ...b, items, rounds };
    }
    case 'CancellationRequested':
      return { ...state, items: withItems(b, event.data.itemIds, (i) => ({ ...i, status: 'cancelled' })), cancellations: b.cancellations + 1 };
    default:
      return unreachable(event);
  }
}

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  if (state.status !== 'none') return evolveExisting(state, event);
  if (event.type !== 'CheckoutRequested') return state;
  const d = event.data;
  const items: Record<string, ItemState> = {};
  for (const item of d.items) {
    items[item.itemId] = {
      item,
      value: itemValue(item),
      attempt: 0,
      round: 0,
      holdId: null,
      holdExpiresAt: null,
      status: 'pending',
      answerDueBy: null,
      supplierReference: null,
      failureReason: null,
      capturedBy: null,
    };
  }
  return {
    status: 'holding',
    bookingId: d.bookingId,
    checkout: d,
    items,
    itemIds: d.items.map((i) => i.itemId),
    rounds: [{ round: 0, itemIds: d.items.map((i) => i.itemId), sessionId: null, paymentId: null, onHoldAnnounced: false, settled: false, requestedBy: null }],
    sessions: {},
    payments: {},
    refunds: {},
    refundOrder: [],
    cancellations: 0,
    outcomes: 0,
  };
}
