import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale, LocalizedText, Money } from '@rihla/events/common';
import { dateTimeFormat, formatMoney } from '../../notifications/index.ts';
import type { InvoiceDoc, InvoiceItem } from '../read-models/customer-bookings-projection.ts';
import { chargedFor, invoiceVatLines } from './invoice-vat-lines.ts';
import { visualRuns } from './visual-runs.ts';

const require = createRequire(import.meta.url);
// DejaVu Sans (an npm package, no system fonts needed): Latin and Arabic in one font, Arabic letters drawn as whole
// glyphs per joining form, so a PDF reader maps each glyph back to its letter when the text is copied or searched.
const FONTS = { regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') };

const WORDS = {
  en: {
    brand: 'Rihla',
    title: 'Tax invoice',
    invoiceNumber: 'Invoice number',
    order: 'Order',
    purchaseId: 'Purchase id',
    issued: 'Date of purchase',
    billedTo: 'Billed to',
    items: 'Experiences',
    guests: (n: number) => (n === 1 ? '1 guest' : `${n} guests`),
    pickup: 'Pickup',
    allDay: (hours: string) => `valid all day, open ${hours}`,
    status: { confirmed: 'Confirmed', awaiting: 'Awaiting confirmation', pending: 'Pending', failed: 'Failed, not charged', unavailable: 'Unavailable, not charged', cancelled: 'Cancelled', refundPending: 'Cancelled, refund on its way', refunded: 'Cancelled and refunded' },
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    total: 'Total (VAT included)',
    vat: (rate: number, country: 'SA' | 'AE') => `VAT ${rate}% included (${country === 'SA' ? 'Saudi Arabia' : 'United Arab Emirates'})`,
    payment: 'Payment',
    method: { card: 'Card', payLater: 'Pay the provider' },
    paid: 'Paid',
    refunded: 'Refunded',
    due: 'Due',
    note: 'All prices include VAT at the rate of the country where the experience takes place (Saudi Arabia 15%, United Arab Emirates 5%).',
    sellerVat: 'VAT number',
    sellerCrn: 'CR number',
    einvoice: (kind: EinvoiceKind) => ({ invoice: 'ZATCA e-invoice', creditNote: 'ZATCA credit note', debitNote: 'ZATCA debit note' })[kind],
    ticket: 'Ticket',
    unit: { adult: 'Adult', child: 'Child', infant: 'Infant', item: 'Booking' },
    of: (n: number, of: number) => `${n} of ${of}`,
    ticketRef: 'Ticket reference',
    showTicket: 'Show this code at check-in.',
  },
  ar: {
    brand: 'رحلة',
    title: 'فاتورة ضريبية',
    invoiceNumber: 'رقم الفاتورة',
    order: 'رقم الطلب',
    purchaseId: 'رقم عملية الشراء',
    issued: 'تاريخ الشراء',
    billedTo: 'فاتورة باسم',
    items: 'التجارب',
    guests: (n: number) => (n === 1 ? 'ضيف واحد' : n === 2 ? 'ضيفان' : n <= 10 ? `${n} ضيوف` : `${n} ضيفًا`),
    pickup: 'نقطة الالتقاء',
    allDay: (hours: string) => `صالحة طوال اليوم، ساعات العمل ${hours}`,
    status: { confirmed: 'مؤكد', awaiting: 'بانتظار التأكيد', pending: 'قيد المعالجة', failed: 'تعذّر، لم يُخصم مبلغ', unavailable: 'غير متاح، لم يُخصم مبلغ', cancelled: 'ملغى', refundPending: 'ملغى، المبلغ المسترد في الطريق', refunded: 'ملغى وتم رد المبلغ' },
    subtotal: 'المجموع الفرعي',
    discount: (code: string | null) => (code ? `الخصم بالرمز ${code}` : 'الخصم'),
    total: 'المجموع شامل الضريبة',
    vat: (rate: number, country: 'SA' | 'AE') => `ضريبة القيمة المضافة ${rate}٪ مشمولة في ${country === 'SA' ? 'السعودية' : 'الإمارات'}`,
    payment: 'الدفع',
    method: { card: 'بطاقة', payLater: 'الدفع لمقدم الخدمة' },
    paid: 'المدفوع',
    refunded: 'المسترد',
    due: 'المستحق',
    note: 'جميع الأسعار تشمل ضريبة القيمة المضافة بنسبة البلد الذي تقام فيه التجربة: السعودية 15٪ والإمارات 5٪.',
    sellerVat: 'الرقم الضريبي',
    sellerCrn: 'السجل التجاري',
    einvoice: (kind: EinvoiceKind) => ({ invoice: 'فاتورة زاتكا الإلكترونية', creditNote: 'إشعار دائن لدى زاتكا', debitNote: 'إشعار مدين لدى زاتكا' })[kind],
    ticket: 'تذكرة',
    unit: { adult: 'بالغ', child: 'طفل', infant: 'رضيع', item: 'الحجز' },
    of: (n: number, of: number) => `${n} من ${of}`,
    ticketRef: 'رقم التذكرة',
    showTicket: 'اعرض هذا الرمز عند تسجيل الوصول.',
  },
} as const;

const MARGIN = 50;

type EinvoiceKind = 'invoice' | 'creditNote' | 'debitNote';

/** The seller as registered for VAT (ZATCA), in the reader's language, and the booking's e-invoices with their QR. */
export interface InvoiceTaxDetails {
  seller: { name: string; vatNumber: string; crn: string; address: { street: string; building: string; district: string; city: string; postalZone: string; country: string } };
  einvoices: { number: string; kind: EinvoiceKind; qr: string }[];
}

/** A working ticket of the booking: what its QR encodes and what it is for (a page of its own after the invoice). */
export interface InvoiceTicket {
  ticketRef: string;
  code: string;
  title: LocalizedText;
  optionTitle: LocalizedText;
  date: string;
  startTime: string;
  /** A day ticket: valid all day, the venue's hours that date. */
  validAllDay?: { opens: string; closes: string };
  unit: 'adult' | 'child' | 'infant' | 'item';
  number: number;
  of: number;
}

/** Codes, addresses and phone numbers read left to right even inside an Arabic line (a bidi isolate, never drawn). */
const ltr = (s: string) => `\u2066${s}\u2069`;

/**
 * A ligature of several letters (lam-alef) is one glyph mapped to its letters in the font's ToUnicode map; a reader
 * puts an RTL run back in reading order by reversing its characters, which would reverse those letters too. Mapping
 * such a glyph to its letters in visual order makes the reversal come out right. pdfkit keeps the map per font
 * (`unicode`, subset glyph id -> code points) until the document ends; nothing happens if that ever changes.
 */
function mapArabicLigaturesForReaders(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })._fontFamilies ?? {};
  const arabic = (cp: number) => cp >= 0x600 && cp <= 0x6ff;
  // One font is listed under its registered name and its PostScript name: map it once.
  for (const font of new Set(Object.values(families))) {
    if (!Array.isArray(font.unicode)) continue;
    font.unicode = font.unicode.map((cps) => (Array.isArray(cps) && cps.length > 1 && cps.every(arabic) ? [...cps].reverse() : cps));
  }
}

/** What the customer has paid, got back and still owes (pay later: the booked items are due to the provider). */
function moneyOf(invoice: InvoiceDoc): { paid: Money; refunded: Money; due: Money } {
  const zero = { amount: 0, currency: invoice.price.currency };
  if (invoice.paymentMethod === 'payLater') {
    const due = invoice.items.filter((i) => !i.cancellation && (i.status === 'confirmed' || i.status === 'awaiting')).reduce((n, i) => n + i.price.amount, 0);
    return { paid: zero, refunded: invoice.amounts.refunded, due: { ...zero, amount: due } };
  }
  return { paid: invoice.amounts.captured, refunded: invoice.amounts.refunded, due: zero };
}

const itemState = (i: InvoiceItem) => (i.cancellation ? i.cancellation.state : i.status);

/**
 * The booking's tax invoice as a PDF in the reader's language: every item with its state, the totals with the VAT
 * included per country, and what was paid, refunded and is due. Arabic pages run right to left, their words shaped
 * (joined letters) by the font's own rules and laid out in visual order by the bidi algorithm.
 */
export function renderInvoicePdf(invoice: InvoiceDoc, locale: Locale, tax?: InvoiceTaxDetails, tickets: readonly InvoiceTicket[] = []): Promise<Buffer> {
  const w = WORDS[locale];
  const rtl = locale === 'ar';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${w.title} ${invoice.orderId}`, Author: w.brand }, lang: locale === 'ar' ? 'ar-AE' : 'en-US' });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  const money = (m: Money) => formatMoney(m, locale);
  const when = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
  const day = (date: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

  // Each run of a line is drawn on its own: an RTL run is shaped as a whole ('rlig' makes pdfkit hand fontkit the
  // whole run, which then joins the letters and lays the run out right to left), runs go left to right.
  const runOptions = (rtlRun: boolean) => ({ lineBreak: false, ...(rtlRun ? { features: ['rlig' as const] } : {}) });
  const lineWidth = (text: string, size: number, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(size);
    return visualRuns(text, rtl ? 'rtl' : 'ltr').reduce((n, r) => n + doc.widthOfString(r.text, runOptions(r.rtl)), 0);
  };
  /** One line at the reading start (right in Arabic) or end of the page, without wrapping. */
  const draw = (text: string, at: 'start' | 'end', size: number, font: 'regular' | 'bold') => {
    const runs = visualRuns(text, rtl ? 'rtl' : 'ltr');
    doc.font(font).fontSize(size);
    const widths = runs.map((r) => doc.widthOfString(r.text, runOptions(r.rtl)));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = (at === 'start') !== rtl ? MARGIN : MARGIN + width - total;
    runs.forEach((r, i) => {
      doc.text(r.text, x, y, runOptions(r.rtl));
      x += widths[i]!;
    });
  };
  const newPageIfNeeded = (height: number) => {
    if (y + height <= doc.page.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };
  /** A paragraph at the reading start, wrapped at `max` points. */
  const para = (text: string, size = 10, font: 'regular' | 'bold' = 'regular', max = width) => {
    const words = text.split(/\s+/);
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && lineWidth(next, size, font) > max) {
        newPageIfNeeded(size * 1.5);
        draw(line, 'start', size, font);
        y += size * 1.45;
        line = word;
      } else line = next;
    }
    if (line) {
      newPageIfNeeded(size * 1.5);
      draw(line, 'start', size, font);
      y += size * 1.45;
    }
  };
  /** A label at the reading start and its value at the other side, on one line. */
  const row = (label: string, value: string, font: 'regular' | 'bold' = 'regular', size = 10) => {
    newPageIfNeeded(size * 1.6);
    draw(label, 'start', size, font);
    draw(value, 'end', size, font);
    y += size * 1.6;
  };
  const rule = () => {
    y += 4;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 8;
  };

  /** A ZATCA QR (its TLV payload as ZATCA scanners read it) with the document's name and number beside it. */
  /** A QR code's modules as filled squares of `cell` points from (x0, y); its side in points. */
  const qrAt = (text: string, x0: number, cell: number) => {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    for (let r = 0; r < qr.modules.size; r++) {
      for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) doc.rect(x0 + c * cell, y + r * cell, cell, cell);
    }
    doc.fillColor('#000000').fill();
    return qr.modules.size * cell;
  };
  const drawQr = (e: InvoiceTaxDetails['einvoices'][number]) => {
    const cell = 2;
    const side = QRCode.create(e.qr, { errorCorrectionLevel: 'M' }).modules.size * cell;
    newPageIfNeeded(side + 24);
    y += 12;
    qrAt(e.qr, rtl ? MARGIN + width - side : MARGIN, cell);
    draw(w.einvoice(e.kind), 'end', 9, 'bold');
    y += 14;
    draw(ltr(e.number), 'end', 9, 'regular');
    y += side - 14;
  };

  draw(w.brand, 'start', 20, 'bold');
  y += 30;
  if (tax) {
    const a = tax.seller.address;
    para(tax.seller.name, 10, 'bold');
    para(`${a.building} ${a.street}, ${a.district}, ${a.city} ${ltr(a.postalZone)}, ${a.country}`, 9);
    para(`${w.sellerVat}: ${ltr(tax.seller.vatNumber)} · ${w.sellerCrn}: ${ltr(tax.seller.crn)}`, 9);
    y += 8;
  }
  draw(w.title, 'start', 16, 'bold');
  y += 28;
  if (invoice.invoiceNumber) row(w.invoiceNumber, ltr(invoice.invoiceNumber));
  row(w.order, ltr(invoice.orderId));
  row(w.purchaseId, ltr(invoice.purchaseId));
  row(w.issued, when(invoice.purchaseDate));
  rule();
  para(w.billedTo, 11, 'bold');
  para(invoice.guest.name);
  para(ltr(invoice.guest.email));
  para(ltr(invoice.guest.phone));
  rule();
  para(w.items, 11, 'bold');
  for (const item of invoice.items) {
    y += 4;
    para(`${item.experience.name[locale]} — ${item.experience.option[locale]}`, 10, 'bold');
    // A day ticket has no start time: it is valid all day, within the venue's hours that date.
    const allDay = item.experience.validAllDay;
    const when = allDay ? w.allDay(ltr(`${allDay.opens}–${allDay.closes}`)) : item.experience.time;
    para(`${day(item.experience.date)} · ${when} · ${item.experience.location[locale]} · ${w.guests(item.quantity)}`, 9);
    if (item.pickup) para(`${w.pickup}: ${item.pickup.name[locale]} · ${item.pickup.time}`, 9);
    for (const extra of item.extras) para(`+ ${extra.title[locale]} ×${extra.quantity} · ${money(extra.total)}`, 9);
    row(w.status[itemState(item)], money(item.price));
  }
  rule();
  const charged = invoice.items.reduce((n, i) => n + chargedFor(i), 0);
  if (invoice.discount.amount > 0) {
    row(w.subtotal, money(invoice.originalPrice));
    row(w.discount(invoice.promoCode), `−${money(invoice.discount)}`);
  }
  row(w.total, money({ ...invoice.price, amount: charged }), 'bold', 11);
  for (const line of invoiceVatLines(invoice)) row(w.vat(line.ratePercent, line.country), money(line.vat));
  rule();
  const m = moneyOf(invoice);
  row(w.payment, w.method[invoice.paymentMethod]);
  row(w.paid, money(m.paid));
  row(w.refunded, money(m.refunded));
  row(w.due, money(m.due), 'bold');
  y += 16;
  para(w.note, 8);
  for (const e of tax?.einvoices ?? []) drawQr(e);
  // One page per ticket, its QR large enough for a phone's camera from a printout (a quiet zone of four modules).
  for (const t of tickets) {
    doc.addPage();
    y = MARGIN;
    draw(`${w.brand} · ${w.ticket}`, 'start', 16, 'bold');
    y += 28;
    para(`${t.title[locale]} — ${t.optionTitle[locale]}`, 12, 'bold');
    para(`${day(t.date)} · ${t.validAllDay ? w.allDay(ltr(`${t.validAllDay.opens}–${t.validAllDay.closes}`)) : ltr(t.startTime)}`, 11);
    para(`${w.unit[t.unit]} · ${w.of(t.number, t.of)}`, 11);
    y += 20;
    const cell = 6;
    const side = QRCode.create(t.code, { errorCorrectionLevel: 'M' }).modules.size * cell;
    y += 4 * cell;
    qrAt(t.code, MARGIN + (width - side) / 2, cell);
    y += side + 4 * cell + 8;
    para(`${w.ticketRef}: ${ltr(t.ticketRef)}`, 12, 'bold');
    para(w.showTicket, 10);
  }
  mapArabicLigaturesForReaders(doc);
  doc.end();
  return done;
}
