import type { TimeZone } from '@rihla/events/common';

/** VAT included in every catalog price: Saudi Arabia 15 %, the UAE 5 %. */
export const VAT_RATE_BY_COUNTRY = { SA: 0.15, AE: 0.05 } as const;
export type VatCountry = keyof typeof VAT_RATE_BY_COUNTRY;

/** Where an experience runs, from its time zone (the catalog's two zones are one country each). */
export const COUNTRY_OF_TIME_ZONE: Record<TimeZone, VatCountry> = { 'Asia/Riyadh': 'SA', 'Asia/Dubai': 'AE' };

/** The VAT inside a VAT-inclusive amount (minor units, rounded to the nearest unit). */
export function includedVat(amount: number, country: VatCountry): number {
  const rate = VAT_RATE_BY_COUNTRY[country];
  return Math.round((amount * rate) / (1 + rate));
}
