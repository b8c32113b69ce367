import type { CurrencyCode } from '@rihla/events/common';
import { EXCHANGE_RATES } from '../config.ts';

/**
 * Units of `to` per unit of `from` under the configured reference rates, to six decimals: the figure a checkout
 * records, so anyone can recompute a converted amount from the booking's events alone.
 */
export function exchangeRate(from: CurrencyCode, to: CurrencyCode): number {
  if (from === to) return 1;
  return Number((EXCHANGE_RATES.perUsd[to] / EXCHANGE_RATES.perUsd[from]).toFixed(6));
}
