import type { Locale, LocalizedText } from '@rihla/events/common';
import type { BookingMessage } from './booking-messages.ts';
import type { EmailAttachment } from './notifier.ts';
import { qrPng } from './qr-png.ts';

/** A ticket to show in the e-mail: what its QR encodes, its reference, and whom and what it is for. */
export interface EmailTicket {
  ticketRef: string;
  code: string;
  title: LocalizedText;
  unit: 'adult' | 'child' | 'infant' | 'item';
  number: number;
  of: number;
}

const COPY = {
  en: {
    heading: 'Your tickets',
    show: 'Show this code at check-in (one per traveller). You can also print them from your booking page.',
    unit: { adult: 'Adult', child: 'Child', infant: 'Infant', item: 'Booking' },
    of: (n: number, of: number) => `${n} of ${of}`,
    reference: 'Ticket reference',
  },
  ar: {
    heading: 'تذاكرك',
    show: 'اعرض هذا الرمز عند تسجيل الوصول (رمز لكل مسافر). يمكنك أيضًا طباعتها من صفحة حجزك.',
    unit: { adult: 'بالغ', child: 'طفل', infant: 'رضيع', item: 'الحجز' },
    of: (n: number, of: number) => `${n} من ${of}`,
    reference: 'رقم التذكرة',
  },
} as const;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML part of a booking e-mail: its text, paragraph by paragraph, and, when it carries tickets, each ticket's QR
 * as an inline PNG (`cid:`, which mail clients show where they block `data:` images) with its reference, in the
 * buyer's language and direction. The plain text stays the message's first part.
 */
export async function bookingEmailHtml(message: BookingMessage, locale: Locale, tickets: readonly EmailTicket[]): Promise<{ html: string; attachments: EmailAttachment[] }> {
  const c = COPY[locale];
  const paragraphs = message.text.split('\n\n').map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`);
  const attachments: EmailAttachment[] = [];
  const cards: string[] = [];
  for (const t of tickets) {
    const cid = `${t.ticketRef}@tickets.rihla`;
    attachments.push({ filename: `${t.ticketRef}.png`, contentType: 'image/png', cid, content: qrPng(t.code) });
    cards.push(
      `<div style="border:1px solid #ccc;border-radius:8px;padding:12px;margin:12px 0;display:inline-block;text-align:center">` +
        `<div style="font-weight:bold">${escape(t.title[locale])}</div>` +
        `<div>${escape(c.unit[t.unit])} · ${escape(c.of(t.number, t.of))}</div>` +
        `<img src="cid:${cid}" width="200" height="200" alt="${escape(`${c.reference} ${t.ticketRef}`)}">` +
        `<div dir="ltr" style="font-family:monospace;font-size:16px">${escape(t.ticketRef)}</div>` +
        `</div>`,
    );
  }
  const ticketSection = tickets.length ? [`<h2>${escape(c.heading)}</h2>`, `<p>${escape(c.show)}</p>`, ...cards] : [];
  // Tickets right after the greeting and headline paragraphs, before order details and sign-off.
  const body = [...paragraphs.slice(0, 2), ...ticketSection, ...paragraphs.slice(2)].join('\n');
  const html = `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escape(message.subject)}</title></head><body style="font-family:sans-serif">${body}</body></html>`;
  return { html, attachments };
}
