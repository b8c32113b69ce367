import { NS } from './ubl-namespaces.ts';
import { childElements, firstText } from './xml-document.ts';

/** The QR's text fields 1-5 as the document states them. */
export interface DocumentQrFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
  /** Simplified documents (transaction code 02...) carry the certificate's signature as tag 9. */
  simplified: boolean;
}

export function documentQrFields(doc: Document): DocumentQrFields {
  const root = doc.documentElement!;
  const seller = childElements(root, NS.cac, 'AccountingSupplierParty')[0];
  const taxScheme = seller?.getElementsByTagNameNS(NS.cac, 'PartyTaxScheme')[0];
  const totals = childElements(root, NS.cac, 'LegalMonetaryTotal')[0];
  // As the SDK writes its QR (measured on its 19 signed samples): tag 4 is the PayableAmount (after prepayments and
  // rounding; it equals TaxInclusiveAmount on every document Rihla issues) and tag 5 the VAT total in the tax
  // currency (SAR), not in the document's currency.
  const currency = childElements(root, NS.cbc, 'TaxCurrencyCode')[0]?.textContent ?? childElements(root, NS.cbc, 'DocumentCurrencyCode')[0]?.textContent;
  const vat = childElements(root, NS.cac, 'TaxTotal')
    .map((t) => childElements(t, NS.cbc, 'TaxAmount')[0])
    .find((a) => a?.getAttribute('currencyID') === currency);
  const typeCode = childElements(root, NS.cbc, 'InvoiceTypeCode')[0];
  const need = (v: string | null | undefined, what: string) => {
    if (v == null) throw new Error(`the document has no ${what}`);
    return v;
  };
  return {
    sellerName: need(seller && firstText(seller, NS.cbc, 'RegistrationName'), 'seller RegistrationName'),
    vatNumber: need(taxScheme && firstText(taxScheme, NS.cbc, 'CompanyID'), 'seller VAT number'),
    timestamp: `${need(childElements(root, NS.cbc, 'IssueDate')[0]?.textContent, 'IssueDate')}T${need(childElements(root, NS.cbc, 'IssueTime')[0]?.textContent, 'IssueTime')}`,
    totalWithVat: need(totals && firstText(totals, NS.cbc, 'PayableAmount'), 'PayableAmount'),
    vatTotal: need(vat?.textContent, `TaxTotal in ${currency}`),
    simplified: (typeCode?.getAttribute('name') ?? '').startsWith('02'),
  };
}
