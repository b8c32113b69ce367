import type { LocalizedText, Money } from '@rihla/events/common';
import type { CartEvent, CartLine, UnavailableReason } from '@rihla/events/cart';
import type { ResolvedLine } from './resolve-line.ts';

/** What the availability check found for one line: unavailable (and why), or the catalog's price for it now. */
export interface LineFacts {
  lineId: string;
  unavailable: { reason: UnavailableReason; message: string } | null;
  current: Pick<ResolvedLine, 'unitPrices' | 'extras' | 'lineTotal'> | null;
}

export type CartReviewState = 'empty' | 'available' | 'allUnavailable' | 'someUnavailable' | 'pricesChanged' | 'unavailableAndPricesChanged';

export interface CartReviewLine {
  lineId: string;
  title: LocalizedText;
  status: 'available' | 'unavailable' | 'priceChanged';
  /** Why the line is unavailable, in words. */
  reason?: string;
  reasonCode?: UnavailableReason;
  previousTotal?: Money;
  currentTotal?: Money;
}

export interface CartReview {
  state: CartReviewState;
  lines: CartReviewLine[];
  /** The applied promo code came off in this review (expired, used up, or the new subtotal no longer qualifies). */
  promoRemoved?: { code: string; reason: string };
}

type ReviewedData = Omit<Extract<CartEvent, { type: 'CartReviewed' }>['data'], 'reviewedAt'>;

/** The spec's review state for a cart and the facts about its lines, and the CartReviewed payload when anything changed. */
export function reviewOf(cart: { lines: readonly CartLine[] }, facts: readonly LineFacts[]): { review: CartReview; event: ReviewedData | null } {
  if (cart.lines.length === 0) return { review: { state: 'empty', lines: [] }, event: null };
  const lines: CartReviewLine[] = [];
  const event: ReviewedData = { state: 'pricesChanged', dropped: [], repriced: [] };
  for (const line of cart.lines) {
    const f = facts.find((x) => x.lineId === line.lineId);
    const base = { lineId: line.lineId, title: line.title };
    if (f?.unavailable) {
      lines.push({ ...base, status: 'unavailable', reason: f.unavailable.message, reasonCode: f.unavailable.reason });
      event.dropped.push({ lineId: line.lineId, reason: f.unavailable.reason, message: f.unavailable.message });
    } else if (f?.current && f.current.lineTotal.amount !== line.lineTotal.amount) {
      lines.push({ ...base, status: 'priceChanged', previousTotal: line.lineTotal, currentTotal: f.current.lineTotal });
      event.repriced.push({ lineId: line.lineId, unitPrices: f.current.unitPrices, extras: f.current.extras, previousTotal: line.lineTotal, lineTotal: f.current.lineTotal });
    } else {
      lines.push({ ...base, status: 'available', currentTotal: line.lineTotal });
    }
  }
  const unavailable = event.dropped.length;
  const changed = event.repriced.length;
  const state: CartReviewState =
    unavailable === cart.lines.length
      ? 'allUnavailable'
      : unavailable > 0 && changed > 0
        ? 'unavailableAndPricesChanged'
        : unavailable > 0
          ? 'someUnavailable'
          : changed > 0
            ? 'pricesChanged'
            : 'available';
  if (state === 'available') return { review: { state, lines }, event: null };
  return { review: { state, lines }, event: { ...event, state } };
}
