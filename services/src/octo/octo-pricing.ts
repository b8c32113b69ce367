import type { Pricing } from '@octocloud/types';
import type { CurrencyCode } from '@rihla/events/common';
import { includedVat, VAT_RATE_BY_COUNTRY, type VatCountry } from '../catalog/index.ts';

/** An OCTO price: retail = what the traveller pays (VAT included); Rihla sells at retail, so original = retail. */
export function octoPricing(amount: number, currency: CurrencyCode, countryCode: VatCountry): Pricing {
  const rate = VAT_RATE_BY_COUNTRY[countryCode];
  const vat = includedVat(amount, countryCode);
  return {
    original: amount,
    retail: amount,
    net: null,
    currency,
    currencyPrecision: 2,
    includedTaxes: [{ name: `VAT ${Math.round(rate * 100)}%`, retail: vat, original: vat, net: null }],
  };
}
