// Every kind of document Rihla issues, from bookings of the seeded catalog in English and in Arabic, signed and
// chained, passes ZATCA's offline validation (UBL 2.1 schema, EN 16931 and KSA rules) with no error and no warning.
import { describe, expect, it } from 'vitest';
import { DEV_ZATCA_SELLER } from '../../platform/config.ts';
import { egsCredentials } from '../signing/egs-credentials.ts';
import { verifySignedInvoice } from '../signing/verify-signed-invoice.ts';
import { seededCheckout, seededExperience, seededItem } from '../testing/seeded-bookings.ts';
import { validateDocuments } from '../validation/validate-documents.ts';
import { FIRST_PIH, sdkTestKeyAndCertificate } from '../zatca-sdk-data.ts';
import { COMPLIANCE_BUYER } from '../onboarding/onboard-egs.ts';
import { creditNoteForRefund, debitNoteFor, invoiceForCapture, type DocumentDraft } from './booking-documents.ts';
import { writeSignedDocument } from './write-signed-document.ts';

const { privateKey, certificate } = sdkTestKeyAndCertificate();
const credentials = egsCredentials(privateKey, certificate);
/** A reseller registered for standard invoices (ZATCA's sample buyer). */
const reseller = COMPLIANCE_BUYER;
const parties = { seller: DEV_ZATCA_SELLER, resellerBuyers: { 'gulf-trips': reseller } };
const at = '2026-11-26T09:00:00.000Z';

/** The documents of three bookings in one language: storefront (SAR, both countries), reseller (B2B), dirham-charged. */
function documentsIn(locale: 'en' | 'ar'): { name: string; draft: DocumentDraft }[] {
  const riyadh = seededExperience('Asia/Riyadh', 0);
  const dubai = seededExperience('Asia/Dubai', 0);
  const storefront = seededCheckout(`sf-${locale}`, [seededItem('i1', riyadh, 3, 'SAR', 1500), seededItem('i2', dubai, 2, 'SAR')], { locale });
  const b2b = seededCheckout(`b2b-${locale}`, [seededItem('i1', seededExperience('Asia/Riyadh', 1), 4, 'SAR')], { locale, reseller: 'gulf-trips' });
  // A storefront buyer who gave their VAT number and national address at checkout (the company's own name).
  const withVat = seededCheckout(`vat-${locale}`, [seededItem('i1', seededExperience('Asia/Riyadh', 2), 2, 'SAR')], {
    locale,
    taxBuyer: { vatNumber: '310122393500003', name: COMPLIANCE_BUYER.name[locale], address: { ...COMPLIANCE_BUYER.address[locale], country: 'SA' } },
  });
  const dirhams = seededCheckout(`aed-${locale}`, [seededItem('i1', seededExperience('Asia/Dubai', 1), 2, 'AED'), seededItem('i2', seededExperience('Asia/Riyadh', 2), 1, 'AED')], { locale });
  const capture = (c: typeof storefront) => ({ captureId: `cap-${c.bookingId}`, amount: c.total, itemIds: c.items.map((i) => i.itemId), at });
  const invoice = (c: typeof storefront) => invoiceForCapture(c, capture(c), parties);
  const refundOf = (c: typeof storefront, itemId: string, amount: number) =>
    creditNoteForRefund(
      c,
      { refundId: `rf-${c.bookingId}`, amount: { amount, currency: c.total.currency }, reason: 'cancellation', itemIds: [itemId], requestedAt: at, dueBy: at },
      { refundId: `rf-${c.bookingId}`, providerRefundId: 'prf-1', amount: { amount, currency: c.total.currency }, issuedAt: at },
      invoice(c).number,
      parties,
    );
  const item = (c: typeof storefront, i: number) => c.items[i]!;
  const charged = (c: typeof storefront, i: number) => item(c, i).lineTotal.amount - item(c, i).discount.amount;
  return [
    { name: 'simplified invoice', draft: invoice(storefront) },
    { name: 'simplified credit note (cancellation, 75 % back)', draft: refundOf(storefront, 'i1', Math.round(charged(storefront, 0) * 0.75)) },
    { name: 'simplified debit note', draft: debitNoteFor(storefront, 'dn-1', [item(storefront, 1)], 5000, invoice(storefront).number, locale === 'en' ? 'Extra pickup added' : 'إضافة نقطة التقاء', parties) },
    { name: 'standard invoice', draft: invoice(b2b) },
    { name: 'standard credit note (full refund)', draft: refundOf(b2b, 'i1', charged(b2b, 0)) },
    { name: 'standard debit note', draft: debitNoteFor(b2b, 'dn-1', [item(b2b, 0)], 12_345, invoice(b2b).number, locale === 'en' ? 'Extra traveller' : 'مسافر إضافي', parties) },
    { name: 'standard invoice to a storefront buyer with a VAT number', draft: invoice(withVat) },
    { name: 'standard credit note to a storefront buyer with a VAT number', draft: refundOf(withVat, 'i1', charged(withVat, 0)) },
    { name: 'simplified invoice in dirhams (tax currency SAR)', draft: invoice(dirhams) },
    { name: 'simplified credit note in dirhams', draft: refundOf(dirhams, 'i2', charged(dirhams, 1)) },
  ].map((d) => ({ ...d, name: `${locale}: ${d.name}` }));
}

/** Signs the drafts one after another on one chain (ICV 1.., each PIH the previous hash). */
function chained(drafts: { name: string; draft: DocumentDraft }[]) {
  let pih = FIRST_PIH;
  return drafts.map(({ name, draft }, i) => {
    const signed = writeSignedDocument(draft, { icv: i + 1, pih }, new Date(), credentials);
    pih = signed.invoiceHash;
    return { name, draft, xml: signed.xml };
  });
}

describe('ZATCA documents from bookings of the seeded catalog', () => {
  const documents = chained([...documentsIn('en'), ...documentsIn('ar')]);

  it('covers every document type in both languages, with the catalog names in the document', () => {
    const types = new Set(documents.map((d) => `${d.draft.kind}/${d.draft.profile}`));
    expect([...types].sort()).toEqual(['creditNote/simplified', 'creditNote/standard', 'debitNote/simplified', 'debitNote/standard', 'invoice/simplified', 'invoice/standard']);
    const riyadh = seededExperience('Asia/Riyadh', 0);
    expect(documents.find((d) => d.name === 'en: simplified invoice')!.xml).toContain(riyadh.title.en);
    expect(documents.find((d) => d.name === 'ar: simplified invoice')!.xml).toContain(riyadh.title.ar);
    expect(documents.find((d) => d.name === 'ar: simplified invoice')!.xml).toContain(DEV_ZATCA_SELLER.name.ar);
    // Saudi lines at 15 %, UAE lines at 5 %; the dirham document states its VAT in SAR too.
    expect(documents[0]!.xml).toMatch(/<cbc:Percent>15\.00<\/cbc:Percent>[\s\S]*<cbc:Percent>5\.00<\/cbc:Percent>/);
    // The buyer's VAT number and address from the checkout, on a standard (B2B) invoice.
    const vat = documents.find((d) => d.name === 'ar: standard invoice to a storefront buyer with a VAT number')!;
    expect(vat.draft.profile).toBe('standard');
    expect(vat.xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID>310122393500003<\/cbc:CompanyID>[\s\S]*<\/cac:AccountingCustomerParty>/);
    expect(vat.xml).toContain(COMPLIANCE_BUYER.address.ar.street);
    expect(documents.find((d) => d.name === 'en: simplified invoice in dirhams (tax currency SAR)')!.xml).toMatch(/<cbc:TaxAmount currencyID="SAR">[\d.]+<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>\s*<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="AED">/);
  });

  it('every document verifies (hash, signature, digests, QR)', () => {
    for (const d of documents) expect(verifySignedInvoice(d.xml).problems, d.name).toEqual([]);
  });

  it('passes the UBL schema, EN 16931 and the KSA rules with 0 errors and 0 warnings; a wrong total does not', async () => {
    const broken = documents[0]!.xml.replace(/<cbc:TaxInclusiveAmount currencyID="SAR">[\d.]+</, '<cbc:TaxInclusiveAmount currencyID="SAR">1.00<');
    const findings = await validateDocuments([...documents, { name: 'broken total', xml: broken }]);
    for (const d of documents) expect(findings.get(d.name), d.name).toEqual([]);
    expect(findings.get('broken total')!.filter((f) => f.severity === 'error').map((f) => f.id)).toContain('BR-CO-15');
  }, 180_000);
});
