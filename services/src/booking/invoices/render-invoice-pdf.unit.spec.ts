import { describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { projectionSpecFor } from '../../platform/testing/projection-spec.ts';
import { customerBookingsProjection, type InvoiceDoc } from '../read-models/customer-bookings-projection.ts';
import { at, checkoutRequested, sar, testItem } from '../testing/booking-history.ts';
import { invoiceVatLines } from './invoice-vat-lines.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';
import { pdfTextLines as textOf } from '../../../../scripts/lib/pdf-text.mjs';
import { DEV_ZATCA_SELLER } from '../../platform/config.ts';
import { readQrPerPdfPage } from '../../platform/testing/read-qr-codes.ts';

const aed = (amount: number) => ({ amount, currency: 'AED' as const });
const history: BookingEvent[] = [
  checkoutRequested('b1', {
    items: [
      testItem('i1', { title: { en: 'Diriyah heritage walk', ar: 'جولة في الدرعية التاريخية بلا زحام' }, lineTotal: sar(115_000), discount: sar(0) }),
      testItem('i2', { timeZone: 'Asia/Dubai', title: { en: 'Dubai creek cruise', ar: 'رحلة في خور دبي' }, lineTotal: aed(21_000), discount: aed(0), location: { en: 'Dubai', ar: 'دبي' } }),
    ],
  }),
  { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: at(15) }, { itemId: 'i2', holdId: 'h2', expiresAt: at(15) }], at: at(0) } },
  { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(1) } },
  { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'SUP-2', at: at(1) } },
  { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: 'INV-9', at: at(2) } },
];
const invoice = projectionSpecFor(customerBookingsProjection).given(history, { streamName: bookingStream('b1') }).document<InvoiceDoc>('invoices', 'b1')!;

describe('the PDF invoice', () => {
  it('takes the VAT out of VAT-inclusive prices per country: KSA 15 %, UAE 5 %', () => {
    expect(invoiceVatLines(invoice)).toEqual([
      { country: 'SA', ratePercent: 15, gross: sar(115_000), vat: sar(15_000) },
      { country: 'AE', ratePercent: 5, gross: aed(21_000), vat: aed(1_000) },
    ]);
  });

  it('is a PDF in English with the order, the items and the VAT lines', async () => {
    const pdf = await renderInvoicePdf(invoice, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await textOf(pdf);
    expect(lines).toContain('Tax invoice');
    expect(lines).toContain(`Order ${invoice.orderId}`);
    expect(lines.some((l) => l.startsWith('Diriyah heritage walk'))).toBe(true);
    expect(lines).toContain('VAT 15% included (Saudi Arabia) SAR 150.00');
    expect(lines).toContain('VAT 5% included (United Arab Emirates) AED 10.00');
  });

  it('is a right-to-left PDF in Arabic: shaped words that a reader extracts in reading order', async () => {
    const lines = await textOf(await renderInvoicePdf(invoice, 'ar'));
    expect(lines).toContain('فاتورة ضريبية');
    expect(lines).toContain(`رقم الطلب ${invoice.orderId}`);
    // The lam-alef ligature of "بلا" comes back as its two letters in order.
    expect(lines.some((l) => l.startsWith('جولة في الدرعية التاريخية بلا زحام'))).toBe(true);
    expect(lines).toContain('ضريبة القيمة المضافة 15٪ مشمولة في السعودية 150.00 ر.س.');
    expect(lines).toContain('ضريبة القيمة المضافة 5٪ مشمولة في الإمارات 10.00 د.إ.');
  });
});

describe('the PDF invoice of a day ticket', () => {
  const dayTicket = projectionSpecFor(customerBookingsProjection)
    .given(
      [
        checkoutRequested('b2', { items: [testItem('i1', { title: { en: 'National Museum day admission', ar: 'دخول ليوم إلى المتحف الوطني' }, lineTotal: sar(12_000), discount: sar(0), validAllDay: { opens: '09:00', closes: '20:00' } })] }),
        { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: at(15) }], at: at(0) } },
        { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(1) } },
        { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: 'INV-10', at: at(2) } },
      ],
      { streamName: bookingStream('b2') },
    )
    .document<InvoiceDoc>('invoices', 'b2')!;

  it('reads valid all day with the opening hours instead of a start time, in English and Arabic', async () => {
    expect(dayTicket.items[0]!.experience.validAllDay).toEqual({ opens: '09:00', closes: '20:00' });
    const en = await textOf(await renderInvoicePdf(dayTicket, 'en'));
    expect(en.some((l) => l.includes('valid all day, open 09:00–20:00'))).toBe(true);
    const ar = await textOf(await renderInvoicePdf(dayTicket, 'ar'));
    expect(ar.some((l) => l.includes('صالحة طوال اليوم'))).toBe(true);
  });

  it("the day ticket's own page reads valid all day too, never the opening time as a start", async () => {
    const ticket = { ticketRef: 'TK-3D4Y5T6K7Q', code: 'RIHLA-T1.TK-3D4Y5T6K7Q.c2ln', title: dayTicket.items[0]!.experience.name, optionTitle: dayTicket.items[0]!.experience.option, date: '2026-03-10', startTime: '09:00', validAllDay: { opens: '09:00', closes: '20:00' }, unit: 'adult' as const, number: 1, of: 1 };
    const lines = await textOf(await renderInvoicePdf(dayTicket, 'en', undefined, [ticket]));
    // The invoice's item line and the ticket's page.
    expect(lines.filter((l) => l.includes('valid all day, open 09:00–20:00'))).toHaveLength(2);
  });
});

describe('the PDF invoice with ZATCA details', () => {
  const tax = (locale: 'en' | 'ar') => ({
    seller: { name: DEV_ZATCA_SELLER.name[locale], vatNumber: DEV_ZATCA_SELLER.vatNumber, crn: DEV_ZATCA_SELLER.crn, address: DEV_ZATCA_SELLER.address[locale] },
    einvoices: [{ number: 'RH-B1-I-0A1B2C3D', kind: 'invoice' as const, qr: 'AQVSaWhsYQIPMzk5OTk5OTk5OTAwMDAz' }],
  });

  it('shows the seller VAT number, CR number and address, and the e-invoice QR with its number, in English and Arabic', async () => {
    const en = await textOf(await renderInvoicePdf(invoice, 'en', tax('en')));
    expect(en).toContain(DEV_ZATCA_SELLER.name.en);
    expect(en).toContain(`VAT number: ${DEV_ZATCA_SELLER.vatNumber} · CR number: ${DEV_ZATCA_SELLER.crn}`);
    expect(en.some((l) => l.includes(DEV_ZATCA_SELLER.address.en.street) && l.includes(DEV_ZATCA_SELLER.address.en.postalZone))).toBe(true);
    expect(en).toContain('ZATCA e-invoice');
    expect(en).toContain('RH-B1-I-0A1B2C3D');
    const ar = await textOf(await renderInvoicePdf(invoice, 'ar', tax('ar')));
    expect(ar.some((l) => l.includes(DEV_ZATCA_SELLER.vatNumber) && l.includes('الرقم الضريبي'))).toBe(true);
    expect(ar.some((l) => l.includes(DEV_ZATCA_SELLER.address.ar.street))).toBe(true);
    expect(ar).toContain('فاتورة زاتكا الإلكترونية');
    // Without them (a deployment that issues no e-invoices) the PDF says nothing of them.
    expect(await textOf(await renderInvoicePdf(invoice, 'en'))).not.toContain('ZATCA e-invoice');
  });
});

describe('the PDF with the booking’s tickets', () => {
  const tickets = [1, 2].map((n) => ({
    ticketRef: n === 1 ? 'TK-7K3P9Q2M4X' : 'TK-8M4Q2R7N5Y',
    code: `RIHLA-T1.${n === 1 ? 'TK-7K3P9Q2M4X' : 'TK-8M4Q2R7N5Y'}.c2lnbmF0dXJlLW9mLXRpY2tldA`,
    title: { en: 'Diriyah heritage walk', ar: 'جولة في الدرعية التاريخية' },
    optionTitle: { en: 'Morning', ar: 'صباحًا' },
    date: '2030-01-20',
    startTime: '09:00',
    unit: 'adult' as const,
    number: n,
    of: 2,
  }));

  it('gives each ticket a page whose QR a camera reads back as the signed code, with its reference, in English and Arabic', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const pdf = await renderInvoicePdf(invoice, locale, undefined, tickets);
      // The invoice page has no QR (no e-invoice here); then one page per ticket, each read back exactly.
      expect(await readQrPerPdfPage(pdf)).toEqual([null, tickets[0]!.code, tickets[1]!.code]);
      const text = await textOf(pdf);
      expect(text.some((l) => l.includes('TK-7K3P9Q2M4X') && l.includes(locale === 'en' ? 'Ticket reference' : 'رقم التذكرة'))).toBe(true);
      expect(text.some((l) => l.includes(locale === 'en' ? 'Adult · 2 of 2' : 'بالغ'))).toBe(true);
    }
    // Without tickets (nothing confirmed yet, or all cancelled) the PDF is the invoice alone.
    expect(await readQrPerPdfPage(await renderInvoicePdf(invoice, 'en'))).toEqual([null]);
  });
});
