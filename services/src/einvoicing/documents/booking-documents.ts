import { hash } from 'node:crypto';
import type { BookingEvent, BookingItem } from '@rihla/events/booking';
import type { Locale } from '@rihla/events/common';
import { COUNTRY_OF_TIME_ZONE, VAT_RATE_BY_COUNTRY } from '../../catalog/index.ts';
import type { ZatcaParty, ZatcaSeller } from '../../platform/config.ts';
import { exchangeRate } from '../../platform/money/exchange-rate.ts';
import type { DocumentLine, DocumentParty, TaxDocument } from './tax-document.ts';

type Data<T extends BookingEvent['type']> = Extract<BookingEvent, { type: T }>['data'];
export type Checkout = Data<'CheckoutRequested'>;

/** What the chain adds when it issues a document. */
export type DocumentDraft = Omit<TaxDocument, 'icv' | 'pih' | 'issuedAt'>;

export interface DocumentParties {
  seller: ZatcaSeller;
  /** Resellers registered for standard (B2B) invoices, by resellerId. */
  resellerBuyers: Record<string, ZatcaParty>;
}

const party = (p: ZatcaParty, locale: Locale): DocumentParty => ({ name: p.name[locale], vatNumber: p.vatNumber, address: p.address[locale] });

/**
 * A buyer who gave a VAT number at checkout, or a reseller registered with its VAT number, gets standard documents;
 * other storefront buyers simplified ones.
 */
function buyerOf(checkout: Checkout, parties: DocumentParties): DocumentParty | null {
  if (checkout.taxBuyer) return { name: checkout.taxBuyer.name, vatNumber: checkout.taxBuyer.vatNumber, address: checkout.taxBuyer.address };
  const registered = checkout.reseller && parties.resellerBuyers[checkout.reseller.resellerId];
  return registered ? party(registered, checkout.locale) : null;
}

const charged = (item: BookingItem) => item.lineTotal.amount - item.discount.amount;

/**
 * Splits `total` over the items in proportion to what each was charged (the last line takes the rounding), so a
 * document's lines always add up to the money that moved.
 */
function linesFor(items: BookingItem[], total: number, locale: Locale): DocumentLine[] {
  const base = items.reduce((s, i) => s + charged(i), 0);
  let left = total;
  return items.map((item, i) => {
    const gross = i === items.length - 1 ? left : base === 0 ? 0 : Math.round((charged(item) * total) / base);
    left -= gross;
    return {
      // A day ticket has no start time: it is valid all day on its date.
      name: `${item.title[locale]} — ${item.optionTitle[locale]} (${item.slot.date} ${item.validAllDay ? (locale === 'ar' ? 'صالحة طوال اليوم' : 'valid all day') : item.slot.startTime})`,
      quantity: item.quantity,
      gross,
      vatRatePercent: Math.round(VAT_RATE_BY_COUNTRY[COUNTRY_OF_TIME_ZONE[item.timeZone]] * 100),
    };
  });
}

/** Deterministic per source event: issuing the same event twice gives the same document number and UUID. */
function identity(checkout: Checkout, kind: 'I' | 'C' | 'D', sourceId: string): { number: string; uuid: string } {
  const uuid = uuidFrom(`${checkout.bookingId}:${kind}:${sourceId}`);
  return { number: `${checkout.orderId}-${kind}-${uuid.slice(0, 8).toUpperCase()}`, uuid };
}

/** A name-based UUID (version 8 layout over SHA-256) for a stable source key. */
export function uuidFrom(key: string): string {
  const h = hash('sha256', key, 'buffer');
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

function common(checkout: Checkout, items: BookingItem[], parties: DocumentParties) {
  const buyer = buyerOf(checkout, parties);
  const dates = items.map((i) => i.slot.date).sort();
  return {
    profile: buyer ? ('standard' as const) : ('simplified' as const),
    currency: checkout.total.currency,
    sarRate: exchangeRate(checkout.total.currency, 'SAR'),
    seller: { ...party(parties.seller, checkout.locale), crn: parties.seller.crn },
    buyer,
    supplyDate: dates[0] ?? checkout.requestedAt.slice(0, 10),
    paymentMeansCode: checkout.paymentMethod === 'card' ? ('48' as const) : ('10' as const),
  };
}

/** The tax invoice for one capture: the captured items, the captured amount. */
export function invoiceForCapture(checkout: Checkout, capture: Data<'PaymentCaptured'>, parties: DocumentParties): DocumentDraft {
  const items = checkout.items.filter((i) => capture.itemIds.includes(i.itemId));
  return { kind: 'invoice', ...identity(checkout, 'I', capture.captureId), ...common(checkout, items, parties), lines: linesFor(items, capture.amount.amount, checkout.locale) };
}

const REFUND_REASON: Record<Data<'RefundRequested'>['reason'], Record<Locale, string>> = {
  cancellation: { en: 'Cancelled by the customer: money refunded', ar: 'إلغاء من العميل: استرداد المبلغ' },
  itemsFailed: { en: 'Service not supplied: money refunded', ar: 'لم تُقدَّم الخدمة: استرداد المبلغ' },
  bookingFailed: { en: 'Booking not completed: money refunded', ar: 'لم يكتمل الحجز: استرداد المبلغ' },
};

/** The credit note for a refund that was paid out: the refunded items and amount, against the invoice it corrects. */
export function creditNoteForRefund(checkout: Checkout, refund: Data<'RefundRequested'>, issued: Data<'RefundIssued'>, invoiceNumber: string, parties: DocumentParties): DocumentDraft {
  const items = refund.itemIds.length > 0 ? checkout.items.filter((i) => refund.itemIds.includes(i.itemId)) : checkout.items;
  return {
    kind: 'creditNote',
    ...identity(checkout, 'C', refund.refundId),
    ...common(checkout, items, parties),
    lines: linesFor(items, issued.amount.amount, checkout.locale),
    billingReference: invoiceNumber,
    reason: REFUND_REASON[refund.reason][checkout.locale],
  };
}

/** A debit note (an amount added to an invoice): what ZATCA's onboarding asks for among its compliance documents. */
export function debitNoteFor(checkout: Checkout, sourceId: string, items: BookingItem[], amount: number, invoiceNumber: string, reason: string, parties: DocumentParties): DocumentDraft {
  return { kind: 'debitNote', ...identity(checkout, 'D', sourceId), ...common(checkout, items, parties), lines: linesFor(items, amount, checkout.locale), billingReference: invoiceNumber, reason };
}
