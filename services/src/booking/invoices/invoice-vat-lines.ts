import type { Money } from '@rihla/events/common';
import { COUNTRY_OF_TIME_ZONE, includedVat, VAT_RATE_BY_COUNTRY, type VatCountry } from '../../catalog/index.ts';
import type { InvoiceDoc, InvoiceItem } from '../read-models/customer-bookings-projection.ts';

export interface VatLine {
  country: VatCountry;
  /** 15 or 5. */
  ratePercent: number;
  /** The VAT-inclusive amount charged in that country. */
  gross: Money;
  vat: Money;
}

/**
 * What the customer is charged for an item, VAT included: its price while it is booked or being booked, the
 * penalty kept once cancelled, nothing for an item that failed or was unavailable.
 */
export function chargedFor(item: InvoiceItem): number {
  if (item.cancellation) return item.cancellation.penalty.amount;
  return item.status === 'confirmed' || item.status === 'awaiting' || item.status === 'pending' ? item.price.amount : 0;
}

/**
 * The VAT lines of an invoice: catalog prices include VAT at the rate of the country where the experience runs
 * (KSA 15 %, UAE 5 %), so the VAT is taken out of the charged amounts, one line per country and currency, computed
 * on each line's sum the way OCTO pricing computes `includedTaxes`.
 */
export function invoiceVatLines(invoice: Pick<InvoiceDoc, 'items'>): VatLine[] {
  const lines = new Map<string, VatLine>();
  for (const item of invoice.items) {
    const country = COUNTRY_OF_TIME_ZONE[item.experience.timeZone];
    const key = `${country}:${item.price.currency}`;
    const line = lines.get(key) ?? { country, ratePercent: Math.round(VAT_RATE_BY_COUNTRY[country] * 100), gross: { amount: 0, currency: item.price.currency }, vat: { amount: 0, currency: item.price.currency } };
    line.gross = { ...line.gross, amount: line.gross.amount + chargedFor(item) };
    lines.set(key, line);
  }
  return [...lines.values()].filter((l) => l.gross.amount > 0).map((l) => ({ ...l, vat: { ...l.vat, amount: includedVat(l.gross.amount, l.country) } }));
}
