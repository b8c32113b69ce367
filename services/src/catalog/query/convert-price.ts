import type { CurrencyCode } from '@rihla/events/common';

/**
 * Units of each currency per US dollar. SAR and AED are pegged to the dollar, so filtering and sorting a mixed
 * Saudi/Emirati listing by price is exact between them; EUR floats and its figure is only an indicative reference.
 */
const PER_USD: Record<CurrencyCode, number> = { USD: 1, SAR: 3.75, AED: 3.6725, EUR: 0.92 };

/** Converts an amount in minor units between currencies (all of them have two decimals), rounded to a minor unit. */
export function convertPrice(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  if (from === to) return amount;
  return Math.round((amount / PER_USD[from]) * PER_USD[to]);
}
