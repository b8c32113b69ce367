import { describe, expect, it } from 'vitest';
import { DEV_ZATCA_SELLER } from '../../platform/config.ts';
import { COMPLIANCE_BUYER } from '../onboarding/onboard-egs.ts';
import { documentQrFields } from '../signing/document-qr-fields.ts';
import { egsCredentials } from '../signing/egs-credentials.ts';
import { invoiceHash } from '../signing/invoice-hash.ts';
import { signInvoice, signWrittenInvoice } from '../signing/sign-invoice.ts';
import { verifySignedInvoice } from '../signing/verify-signed-invoice.ts';
import { parseXml } from '../signing/xml-document.ts';
import { seededCheckout, seededExperience, seededItem } from '../testing/seeded-bookings.ts';
import { FIRST_PIH, sdkTestKeyAndCertificate } from '../zatca-sdk-data.ts';
import { creditNoteForRefund, debitNoteFor, invoiceForCapture, type DocumentDraft } from './booking-documents.ts';
import { writeUblDocument } from './ubl-invoice-xml.ts';

const { privateKey, certificate } = sdkTestKeyAndCertificate();
const credentials = egsCredentials(privateKey, certificate);
const parties = { seller: DEV_ZATCA_SELLER, resellerBuyers: { 'gulf-trips': COMPLIANCE_BUYER } };
const at = '2026-11-26T09:00:00.000Z';

/** Names a parser has to work on: every character XML escapes, line ends, tabs, Arabic and a character beyond the BMP. */
const AWKWARD = ['Sand & "Stars" <Tours>', "Al-Ula's \"old\" town & more > less", 'Line\r\nbreak\rand\ttab', 'جولة "الصحراء" & النجوم 🌙'];

function drafts(): { name: string; draft: DocumentDraft }[] {
  const out: { name: string; draft: DocumentDraft }[] = [];
  for (const locale of ['en', 'ar'] as const) {
    const storefront = seededCheckout(`sf-${locale}`, [seededItem('i1', seededExperience('Asia/Riyadh', 0), 3, 'SAR', 1500), seededItem('i2', seededExperience('Asia/Dubai', 0), 2, 'SAR')], { locale });
    const b2b = seededCheckout(`b2b-${locale}`, [seededItem('i1', seededExperience('Asia/Riyadh', 1), 4, 'SAR')], { locale, reseller: 'gulf-trips' });
    const dirhams = seededCheckout(`aed-${locale}`, [seededItem('i1', seededExperience('Asia/Dubai', 1), 2, 'AED')], { locale });
    const invoice = (c: typeof storefront) => invoiceForCapture(c, { captureId: `cap-${c.bookingId}`, amount: c.total, itemIds: c.items.map((i) => i.itemId), at }, parties);
    const refund = (c: typeof storefront) =>
      creditNoteForRefund(
        c,
        { refundId: 'rf-1', amount: { amount: 1000, currency: c.total.currency }, reason: 'cancellation', itemIds: ['i1'], requestedAt: at, dueBy: at },
        { refundId: 'rf-1', providerRefundId: 'prf-1', amount: { amount: 1000, currency: c.total.currency }, issuedAt: at },
        invoice(c).number,
        parties,
      );
    out.push(
      { name: `${locale} simplified invoice`, draft: invoice(storefront) },
      { name: `${locale} simplified credit note`, draft: refund(storefront) },
      { name: `${locale} standard debit note`, draft: debitNoteFor(b2b, 'dn-1', [b2b.items[0]!], 12_345, invoice(b2b).number, AWKWARD[1]!, parties) },
      { name: `${locale} standard invoice`, draft: invoice(b2b) },
      { name: `${locale} invoice in dirhams`, draft: invoice(dirhams) },
    );
    const awkward = invoice(storefront);
    out.push({
      name: `${locale} invoice with awkward names`,
      draft: { ...awkward, seller: { ...awkward.seller, name: AWKWARD[0]! }, lines: awkward.lines.map((l, i) => ({ ...l, name: AWKWARD[(i + 2) % AWKWARD.length]! })) },
    });
  }
  return out;
}

describe('writeUblDocument', () => {
  it.each(drafts().map((d) => [d.name, d.draft] as const))('%s: its canonical form and QR fields are what parsing the document gives, and it signs alike', (_name, draft) => {
    const written = writeUblDocument({ ...draft, icv: 7, pih: FIRST_PIH, issuedAt: new Date(at) });
    const signed = signWrittenInvoice(written, credentials, new Date(at));

    expect(signed.invoiceHash).toBe(invoiceHash(written.xml));
    expect(written.qrFields).toEqual(documentQrFields(parseXml(written.xml)));
    // ECDSA signatures differ each time (a random nonce): the same hash, and a document that verifies, is the comparison.
    expect(signInvoice(written.xml, credentials, new Date(at)).invoiceHash).toBe(signed.invoiceHash);
    expect(verifySignedInvoice(signed.xml)).toEqual({ invoiceHash: signed.invoiceHash, problems: [] });
  });

  it('refuses a name with a character XML does not allow, instead of signing a document nobody can read', () => {
    const { draft } = drafts()[0]!;
    expect(() => writeUblDocument({ ...draft, seller: { ...draft.seller, name: 'Tours\u0001' }, icv: 1, pih: FIRST_PIH, issuedAt: new Date(at) })).toThrow(/U\+0001/);
  });
});
