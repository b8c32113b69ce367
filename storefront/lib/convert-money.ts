import type { Money } from './types';

/** rates[from][to]: units of `to` per unit of `from`, as GET /exchange-rates gives them (the cart's own figures). */
export type ExchangeRates = Record<string, Record<string, number>>;

/**
 * A price in another currency, as the cart converts it: minor units × rate, rounded half up to a minor unit. Null when
 * the rate is not known, so the caller keeps the price as it is.
 */
export function convertMoney(m: Money, to: Money['currency'], rates: ExchangeRates): Money | null {
  if (m.currency === to) return m;
  const rate = rates[m.currency]?.[to];
  return rate === undefined ? null : { amount: Math.round(m.amount * rate), currency: to };
}
