import type { CurrencyCode, Money } from '@rihla/events/common';
import { convertPrice } from '../catalog/index.ts';

/** A price in the cart's charge currency: converted at the reference rate and rounded half up to a minor unit. */
export function chargedAmount(price: Money, currency: CurrencyCode): Money {
  return { amount: convertPrice(price.amount, price.currency, currency), currency };
}
