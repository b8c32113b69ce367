import type { DocumentQrFields } from '../signing/document-qr-fields.ts';
import { documentAmounts } from './document-amounts.ts';
import { TRANSACTION_CODE, TYPE_CODE, type DocumentParty, type PostalAddress, type TaxDocument } from './tax-document.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text as a parser reads it (line ends normalised) and C14N writes it back: &, < and > escaped, quotes as they are. */
const canonicalText = (s: string) => s.replace(/\r\n?/g, '\n').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** An attribute value as a parser reads it (white space to spaces) and C14N writes it back (&, < and " escaped). */
const canonicalAttribute = (s: string) => s.replace(/\r\n|[\r\n\t]/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Characters XML 1.0 allows: anything else makes the document unreadable to ZATCA, so it is refused here. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** An element: text content, or child elements (already written). Empty children arrays still write the element. */
type Node = string | { name: string; attrs?: Record<string, string>; text?: string | number; children?: (Node | null)[] };

/** How a tree is written: as the document itself, or in the canonical form ZATCA hashes. */
interface XmlStyle {
  attributes(attrs: Record<string, string> | undefined): string;
  text(s: string): string;
  /** A child given already written (a string). */
  written(xml: string): string;
  /** An element left out, its surrounding white space kept. */
  leftOut(name: string, depth: number): boolean;
}

const DOCUMENT: XmlStyle = {
  attributes: (attrs) =>
    Object.entries(attrs ?? {})
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join(''),
  text: escape,
  written: (xml) => xml,
  leftOut: () => false,
};

/** C14N orders namespace declarations by prefix (the default one first), then the other attributes by name. */
function canonicalAttributes(attrs: Record<string, string> | undefined): string {
  const entries = Object.entries(attrs ?? {});
  const isDeclaration = ([k]: [string, string]) => k === 'xmlns' || k.startsWith('xmlns:');
  const byName = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return [...entries.filter(isDeclaration).sort(byName), ...entries.filter((e) => !isDeclaration(e)).sort(byName)].map(([k, v]) => ` ${k}="${canonicalAttribute(v)}"`).join('');
}

/**
 * The canonical form (C14N 1.0/1.1) of the document as ZATCA hashes it: without the XML declaration, and without the
 * root's cac:Signature, whose surrounding white space stays (the element alone is taken out, as the hash's transform
 * does on the parsed document).
 */
const CANONICAL: XmlStyle = {
  attributes: canonicalAttributes,
  text: canonicalText,
  written: () => {
    throw new Error('a canonical document is written from elements only');
  },
  leftOut: (name, depth) => depth === 1 && name === 'cac:Signature',
};

function write(node: Node, depth: number, style: XmlStyle): string {
  if (typeof node === 'string') return style.written(node);
  const pad = '    '.repeat(depth);
  if (style.leftOut(node.name, depth)) return pad;
  const attrs = style.attributes(node.attrs);
  if (node.text !== undefined) return `${pad}<${node.name}${attrs}>${style.text(String(node.text))}</${node.name}>`;
  const children = (node.children ?? []).filter((c): c is Node => c !== null);
  if (children.length === 0) return `${pad}<${node.name}${attrs}>\n${pad}</${node.name}>`;
  return `${pad}<${node.name}${attrs}>\n${children.map((c) => write(c, depth + 1, style)).join('\n')}\n${pad}</${node.name}>`;
}

const el = (name: string, content?: (Node | null)[] | string | number, attrs?: Record<string, string>): Node =>
  Array.isArray(content) ? { name, attrs, children: content } : content === undefined ? { name, attrs, children: [] } : { name, attrs, text: content };

/** Minor units to the document's decimal text (every currency Rihla charges has 2 decimals). */
const amount = (minor: number) => (minor / 100).toFixed(2);

const RIYADH_CLOCK = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** IssueDate and IssueTime in Saudi time (ZATCA's clock; BR-KSA-04 compares the date with its own today). */
function riyadhDateTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(RIYADH_CLOCK.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

function address(a: PostalAddress): Node {
  return el('cac:PostalAddress', [
    el('cbc:StreetName', a.street),
    el('cbc:BuildingNumber', a.building),
    el('cbc:CitySubdivisionName', a.district),
    el('cbc:CityName', a.city),
    el('cbc:PostalZone', a.postalZone),
    el('cac:Country', [el('cbc:IdentificationCode', a.country)]),
  ]);
}

function party(p: DocumentParty, identification: Node | null): Node {
  return el('cac:Party', [
    identification,
    address(p.address),
    el('cac:PartyTaxScheme', [el('cbc:CompanyID', p.vatNumber), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]),
    el('cac:PartyLegalEntity', [el('cbc:RegistrationName', p.name)]),
  ]);
}

const vatCategory = (tag: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', ratePercent: number) =>
  el(tag, [
    el('cbc:ID', 'S', tag === 'cac:TaxCategory' ? { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' } : undefined),
    el('cbc:Percent', ratePercent.toFixed(2)),
    el('cac:TaxScheme', [el('cbc:ID', 'VAT', tag === 'cac:TaxCategory' ? { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' } : undefined)]),
  ]);

/** An unsigned document as written, with what signing needs from it without reading it back. */
export interface WrittenDocument {
  /** The unsigned UBL document (signing adds the XAdES extension and the QR). */
  xml: string;
  /** Its canonical form as ZATCA hashes it (no declaration, no cac:Signature): the invoice hash is its SHA-256. */
  canonicalForHash: string;
  /** The QR's text fields 1-5, as the document states them. */
  qrFields: DocumentQrFields;
}

/**
 * The unsigned UBL 2.1 document ZATCA expects (element order of the UBL schema, ZATCA's profile and references):
 * signing adds the XAdES extension and the QR. All amounts are positive, also on credit notes (the type code says
 * which way the money goes). Written once as the document and once in the canonical form its hash is taken over, so
 * signing never parses it back (that parse and the canonicalisation were half of each signature's cost).
 */
export function writeUblDocument(d: TaxDocument): WrittenDocument {
  const cur = { currencyID: d.currency };
  const money = (name: string, minor: number) => el(name, amount(minor), cur);
  const totals = documentAmounts(d.lines, d.sarRate);
  const issued = riyadhDateTime(d.issuedAt);
  const note = d.kind !== 'invoice';
  if (note && (!d.billingReference || !d.reason)) throw new Error('a credit or debit note needs the invoice it corrects and a reason');
  if (d.profile === 'standard' && !d.buyer) throw new Error('a standard document needs the buyer (VAT number and address)');
  const children: (Node | null)[] = [
    el('cbc:ProfileID', 'reporting:1.0'),
    el('cbc:ID', d.number),
    el('cbc:UUID', d.uuid),
    el('cbc:IssueDate', issued.date),
    el('cbc:IssueTime', issued.time),
    el('cbc:InvoiceTypeCode', TYPE_CODE[d.kind], { name: TRANSACTION_CODE[d.profile] }),
    el('cbc:DocumentCurrencyCode', d.currency),
    el('cbc:TaxCurrencyCode', 'SAR'),
    note ? el('cac:BillingReference', [el('cac:InvoiceDocumentReference', [el('cbc:ID', d.billingReference!)])]) : null,
    el('cac:AdditionalDocumentReference', [el('cbc:ID', 'ICV'), el('cbc:UUID', d.icv)]),
    el('cac:AdditionalDocumentReference', [el('cbc:ID', 'PIH'), el('cac:Attachment', [el('cbc:EmbeddedDocumentBinaryObject', d.pih, { mimeCode: 'text/plain' })])]),
    el('cac:Signature', [el('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'), el('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades')]),
    el('cac:AccountingSupplierParty', [party(d.seller, el('cac:PartyIdentification', [el('cbc:ID', d.seller.crn, { schemeID: 'CRN' })]))]),
    el('cac:AccountingCustomerParty', d.buyer ? [party(d.buyer, null)] : []),
    el('cac:Delivery', [el('cbc:ActualDeliveryDate', d.supplyDate)]),
    el('cac:PaymentMeans', [el('cbc:PaymentMeansCode', d.paymentMeansCode), note ? el('cbc:InstructionNote', d.reason!) : null]),
    // The VAT total in SAR (BT-111) first, then the total with its breakdown in the document's currency.
    el('cac:TaxTotal', [el('cbc:TaxAmount', amount(totals.vatInSar), { currencyID: 'SAR' })]),
    el('cac:TaxTotal', [
      money('cbc:TaxAmount', totals.vat),
      ...totals.breakdown.map((b) => el('cac:TaxSubtotal', [money('cbc:TaxableAmount', b.taxable), money('cbc:TaxAmount', b.vat), vatCategory('cac:TaxCategory', b.ratePercent)])),
    ]),
    el('cac:LegalMonetaryTotal', [
      money('cbc:LineExtensionAmount', totals.net),
      money('cbc:TaxExclusiveAmount', totals.net),
      money('cbc:TaxInclusiveAmount', totals.withVat),
      money('cbc:AllowanceTotalAmount', 0),
      money('cbc:PrepaidAmount', 0),
      totals.rounding !== 0 ? money('cbc:PayableRoundingAmount', totals.rounding) : null,
      money('cbc:PayableAmount', totals.payable),
    ]),
    ...d.lines.map((line, i) => {
      const a = totals.lines[i]!;
      return el('cac:InvoiceLine', [
        el('cbc:ID', i + 1),
        el('cbc:InvoicedQuantity', line.quantity.toFixed(6), { unitCode: 'PCE' }),
        money('cbc:LineExtensionAmount', a.net),
        el('cac:TaxTotal', [money('cbc:TaxAmount', a.vat), money('cbc:RoundingAmount', a.withVat)]),
        el('cac:Item', [el('cbc:Name', line.name), vatCategory('cac:ClassifiedTaxCategory', line.vatRatePercent)]),
        // The net for the whole quantity as the price of that quantity (BT-149 base quantity): no rounding of a unit price.
        el('cac:Price', [money('cbc:PriceAmount', a.net), el('cbc:BaseQuantity', line.quantity.toFixed(6), { unitCode: 'PCE' })]),
      ]);
    }),
  ];
  const root = el('Invoice', children, {
    xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0, DOCUMENT)}\n`;
  const unreadable = NOT_XML.exec(xml);
  if (unreadable) throw new Error(`document ${d.number} has a character XML does not allow (U+${unreadable[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
  return {
    xml,
    canonicalForHash: write(root, 0, CANONICAL),
    qrFields: {
      sellerName: d.seller.name,
      vatNumber: d.seller.vatNumber,
      timestamp: `${issued.date}T${issued.time}`,
      // As documentQrFields reads them: the PayableAmount, and the VAT total in the tax currency (SAR).
      totalWithVat: amount(totals.payable),
      vatTotal: amount(totals.vatInSar),
      simplified: TRANSACTION_CODE[d.profile].startsWith('02'),
    },
  };
}
