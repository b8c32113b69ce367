import type { Pricing } from '@octocloud/types';
import type { CurrencyCode } from '@rihla/events/common';

/** VAT included in every catalog price: Saudi Arabia 15 %, the UAE 5 %. */
export const VAT_RATE_BY_COUNTRY = { SA: 0.15, AE: 0.05 } as const;

/** An OCTO price: retail = what the traveller pays (VAT included); Rihla sells at retail, so original = retail. */
export function octoPricing(amount: number, currency: CurrencyCode, countryCode: keyof typeof VAT_RATE_BY_COUNTRY): Pricing {
  const rate = VAT_RATE_BY_COUNTRY[countryCode];
  const vat = Math.round((amount * rate) / (1 + rate));
  return {
    original: amount,
    retail: amount,
    net: null,
    currency,
    currencyPrecision: 2,
    includedTaxes: [{ name: `VAT ${Math.round(rate * 100)}%`, retail: vat, original: vat, net: null }],
  };
}
