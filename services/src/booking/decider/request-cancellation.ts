import { REFUND_WINDOW_MS, type BookingEvent } from '@rihla/events/booking';
import type { BookingCommandOf } from './booking-command.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import { sumMoney, type BookingState, type ExistingBooking } from './booking-state.ts';
import { quoteItemCancellation, type ItemCancellationQuote } from './cancellation-quote.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/** The quote for cancelling these items of a booking now; throws when one of them cannot be cancelled. */
export function quoteCancellation(state: ExistingBooking, itemIds: readonly string[], now: Date): ItemCancellationQuote[] {
  if (itemIds.length === 0) throw new BookingRuleError('notCancellable', BOOKING_TEXT.nameItemToCancel);
  const unique = [...new Set(itemIds)];
  for (const id of unique) if (!ownEntry(state.items, id)) throw new BookingRuleError('unknownItem', BOOKING_TEXT.noItem(state.bookingId, id));
  if (state.status !== 'confirmed' && state.status !== 'partiallyConfirmed') {
    throw new BookingRuleError('notCancellable', BOOKING_TEXT.bookingNotSettled(state.bookingId, state.status));
  }
  return unique.map((id) => {
    const item = ownEntry(state.items, id)!;
    if (item.status !== 'confirmed') throw new BookingRuleError('notCancellable', BOOKING_TEXT.itemNotConfirmed(item.item.title, id, item.status));
    return quoteItemCancellation(item.item, now);
  });
}

/**
 * Cancels confirmed items under their experience's policy. Card money comes back as one refund per captured
 * payment, due within the spec's 24 h; it never exceeds what that payment captured and has not refunded yet.
 */
export function decideRequestCancellation(command: BookingCommandOf<'RequestCancellation'>, state: BookingState): BookingEvent[] {
  const { itemIds, now } = command.data;
  if (state.status === 'none') throw new BookingRuleError('bookingNotFound', BOOKING_TEXT.noSuchBooking);
  const quotes = quoteCancellation(state, itemIds, new Date(now));
  const notYet = quotes.find((q) => !q.cancellable);
  if (notYet) throw new BookingRuleError('notCancellable', BOOKING_TEXT.tooLateToCancel(ownEntry(state.items, notYet.itemId)!.item.title, notYet.itemId, notYet.policyText));
  const currency = state.checkout.total.currency;
  const penalty = sumMoney(
    quotes.map((q) => q.penalty),
    currency,
  );
  const refundAmount = sumMoney(
    quotes.map((q) => q.refund),
    currency,
  );
  const texts = [...new Set(quotes.map((q) => JSON.stringify(q.policyText)))].map((t) => JSON.parse(t) as ItemCancellationQuote['policyText']);
  const policyText = { en: texts.map((t) => t.en).join('; '), ar: texts.map((t) => t.ar).join('؛ ') };
  const events: BookingEvent[] = [{ type: 'CancellationRequested', data: { itemIds: quotes.map((q) => q.itemId), penalty, refundAmount, policyText, at: now } }];
  if (state.checkout.paymentMethod !== 'card') return events;

  const byPayment = new Map<string, ItemCancellationQuote[]>();
  for (const q of quotes) {
    const paymentId = ownEntry(state.items, q.itemId)!.capturedBy;
    if (!paymentId || q.refund.amount === 0) continue;
    byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), q]);
  }
  let n = state.refundOrder.length;
  for (const [paymentId, qs] of byPayment) {
    const amount = sumMoney(
      qs.map((q) => q.refund),
      currency,
    );
    const payment = ownEntry(state.payments, paymentId)!;
    if (amount.amount > payment.captured - payment.refunded) {
      throw new BookingRuleError('invariant', `A refund of ${amount.amount} on ${paymentId} would exceed its ${payment.captured - payment.refunded} captured and not yet refunded.`);
    }
    const dueBy = new Date(Date.parse(now) + REFUND_WINDOW_MS).toISOString();
    events.push({
      type: 'RefundRequested',
      data: { refundId: `${state.bookingId}-refund-${++n}`, paymentId, amount, reason: 'cancellation', itemIds: qs.map((q) => q.itemId), requestedAt: now, dueBy },
    });
  }
  return events;
}
