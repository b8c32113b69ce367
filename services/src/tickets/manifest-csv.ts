import type { DepartureManifest } from '@rihla/events/tickets';

const HEADERS = {
  en: ['Order', 'Guest', 'Phone', 'Adults', 'Children', 'Infants', 'Pickup point', 'Pickup time', 'Extras', 'Notes', 'Status', 'Checked in', 'No-show', 'Not yet', 'Tickets'],
  ar: ['الطلب', 'الضيف', 'الهاتف', 'البالغون', 'الأطفال', 'الرضّع', 'نقطة الالتقاء', 'وقت الالتقاء', 'الإضافات', 'ملاحظات', 'الحالة', 'حضر', 'لم يحضر', 'لم يصل بعد', 'التذاكر'],
};
const STATUS = { en: { confirmed: 'Confirmed', onRequest: 'On request', cancelled: 'Cancelled' }, ar: { confirmed: 'مؤكد', onRequest: 'عند الطلب', cancelled: 'ملغى' } };

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs a guest's text as a formula. */
function cell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** The manifest as CSV (UTF-8 with a BOM so spreadsheet programs read Arabic), one line per booking item. */
export function manifestCsv(m: DepartureManifest, locale: 'en' | 'ar'): string {
  const lines = m.lines.map((l) => {
    const n = (s: string) => l.tickets.filter((t) => t.state === s).length;
    return [
      l.orderId,
      l.guest,
      l.phone,
      l.participants.adult,
      l.participants.child,
      l.participants.infant,
      l.pickup?.name[locale] ?? '',
      l.pickup?.time ?? '',
      l.extras.map((x) => `${x.quantity} × ${x.title[locale]}`).join('; '),
      l.notes,
      STATUS[locale][l.status],
      n('checkedIn'),
      n('noShow'),
      l.status === 'confirmed' ? n('notYet') : 0,
      l.tickets.map((t) => t.ticketRef).join(' '),
    ];
  });
  return `\ufeff${[HEADERS[locale], ...lines].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
