import type { ExchangeRecord } from '@rihla/events/booking';
import type { CurrencyCode } from '@rihla/events/common';
import type { CartState } from '../../cart/index.ts';
import { chargedAmount } from '../../cart/index.ts';
import { EXCHANGE_RATES } from '../../platform/config.ts';
import { exchangeRate } from '../../platform/money/exchange-rate.ts';

type CartContent = Exclude<CartState, { status: 'none' }>;

export const ROUNDING_RULE = 'Each item is converted on its own: price in minor units × rate, rounded half up to a whole minor unit; totals add the converted items.';

/**
 * The exchange a checkout fixes: every rate it used, their source, and each converted line's price and charged amount
 * (as `buildBookingItems` charges them). Undefined when every line is priced in the charge currency.
 */
export function exchangeAtCheckout(cart: CartContent, fixedAt: string): ExchangeRecord | undefined {
  const to = cart.currency;
  const foreign = cart.lines.filter((l) => l.lineTotal.currency !== to);
  if (foreign.length === 0) return undefined;
  const from = [...new Set(foreign.map((l) => l.lineTotal.currency))] as CurrencyCode[];
  return {
    chargeCurrency: to,
    rates: from.map((f) => ({ from: f, to, rate: exchangeRate(f, to) })),
    source: EXCHANGE_RATES.source,
    asOf: EXCHANGE_RATES.asOf,
    rounding: ROUNDING_RULE,
    lines: foreign.map((l) => ({ itemId: l.lineId, price: l.lineTotal, charged: chargedAmount(l.lineTotal, to) })),
    fixedAt,
  };
}
