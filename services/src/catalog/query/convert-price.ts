import type { CurrencyCode } from '@rihla/events/common';
import { exchangeRate } from '../../platform/money/exchange-rate.ts';

/**
 * Converts an amount in minor units between currencies (all of them have two decimals) at the configured reference
 * rate, rounded half up to a minor unit (amounts are never negative). Checkout records this rule with the rates.
 */
export function convertPrice(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  if (from === to) return amount;
  return Math.round(amount * exchangeRate(from, to));
}
