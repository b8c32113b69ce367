import type { DocumentLine } from './tax-document.ts';

export interface LineAmounts {
  /** Net of VAT (BT-131), minor units. */
  net: number;
  /** The line's VAT (KSA-11) and net + VAT (KSA-12). */
  vat: number;
  withVat: number;
}

export interface VatBreakdown {
  ratePercent: number;
  taxable: number;
  vat: number;
}

export interface DocumentAmounts {
  lines: LineAmounts[];
  breakdown: VatBreakdown[];
  net: number;
  vat: number;
  /** net + vat (BT-112). */
  withVat: number;
  /** What the buyer pays (BT-115): the sum of the VAT-inclusive prices. */
  payable: number;
  /** payable - withVat (BT-114): a unit or two where taking VAT out of inclusive prices and putting it back on the sum rounds differently. */
  rounding: number;
  /** The VAT total in SAR (BT-111). */
  vatInSar: number;
}

/** x * percent / 100, rounded half away from zero to a minor unit (EN 16931 rounds amounts to 2 decimals). */
const percentOf = (x: number, percent: number) => Math.sign(x) * Math.round(Math.abs(x * percent) / 100);

/**
 * The amounts of a document from VAT-inclusive line prices: each line's net is its price less the VAT it includes;
 * each rate's VAT is computed on the sum of its lines' nets (EN 16931 BR-CO-17, BR-S-09); the difference between
 * what the buyer pays and net + VAT is the payable rounding amount.
 */
export function documentAmounts(lines: DocumentLine[], sarRate: number): DocumentAmounts {
  const lineAmounts = lines.map((l) => {
    const net = l.gross - Math.round((l.gross * l.vatRatePercent) / (100 + l.vatRatePercent));
    const vat = percentOf(net, l.vatRatePercent);
    return { net, vat, withVat: net + vat };
  });
  const rates = [...new Set(lines.map((l) => l.vatRatePercent))].sort((a, b) => b - a);
  const breakdown = rates.map((ratePercent) => {
    const taxable = lines.reduce((sum, l, i) => (l.vatRatePercent === ratePercent ? sum + lineAmounts[i]!.net : sum), 0);
    return { ratePercent, taxable, vat: percentOf(taxable, ratePercent) };
  });
  const net = breakdown.reduce((s, b) => s + b.taxable, 0);
  const vat = breakdown.reduce((s, b) => s + b.vat, 0);
  const payable = lines.reduce((s, l) => s + l.gross, 0);
  return { lines: lineAmounts, breakdown, net, vat, withVat: net + vat, payable, rounding: payable - (net + vat), vatInSar: Math.round(vat * sarRate) };
}
