import type { BookingItem } from '@rihla/events/booking';
import type { CartLine } from '@rihla/events/cart';
import type { CurrencyCode, Money } from '@rihla/events/common';
import type { ExperienceState } from '../../catalog/index.ts';
import { chargedAmount } from '../../cart/index.ts';

/** The priced lines a sale books (a cart's, or a reseller's one line), the currency charged and the discount on them. */
export interface PricedLines {
  currency: CurrencyCode;
  lines: readonly CartLine[];
  discount: Money;
}

/**
 * Splits the cart's discount over its lines in proportion to their totals, in whole minor units, the remainder
 * going to the largest fractions: the shares add up to the discount exactly and none exceeds its line.
 */
export function allocateDiscount(lineTotals: readonly number[], discount: number): number[] {
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  if (discount <= 0 || subtotal <= 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((t) => (t * discount) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < lineTotals[i]!) {
      shares[i]!++;
      left--;
    }
  }
  return shares;
}

/**
 * The booking's items from the sale's lines (prices as the cart was reviewed, or as the reseller's line was priced) and
 * each experience's supplier and policy, every amount in the charge currency (converted as the cart added them up;
 * `exchangeAtCheckout` records how).
 */
export function buildBookingItems(cart: PricedLines, experiences: ReadonlyMap<string, ExperienceState>): BookingItem[] {
  const currency = cart.currency;
  const charged = cart.lines.map((l) => chargedAmount(l.lineTotal, currency));
  const shares = allocateDiscount(
    charged.map((m) => m.amount),
    cart.discount.amount,
  );
  return cart.lines.map((line, i): BookingItem => {
    const state = experiences.get(line.experienceId);
    if (!state || state.status === 'none') throw new Error(`experience ${line.experienceId} of line ${line.lineId} is not in the catalog`);
    const e = state.experience;
    const discount: Money = { amount: shares[i]!, currency };
    return {
      itemId: line.lineId,
      experienceId: line.experienceId,
      optionId: line.optionId,
      title: line.title,
      optionTitle: line.optionTitle,
      slot: { experienceId: line.experienceId, optionId: line.optionId, date: line.date, startTime: line.startTime },
      timeZone: line.timeZone,
      capacity: line.capacity,
      quantity: line.quantity,
      participants: line.participants,
      extras: line.extras.map((x) => ({ extraId: x.extraId, title: x.title, quantity: x.quantity, total: chargedAmount(x.total, currency) })),
      pickup: line.pickup,
      lineTotal: charged[i]!,
      discount,
      supplier: e.supplier,
      cancellationPolicy: e.cancellationPolicy,
      location: e.location.address,
      ...(line.validAllDay ? { validAllDay: line.validAllDay } : {}),
    };
  });
}
