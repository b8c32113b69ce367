import type { LocalizedText, TimeZone } from '@rihla/events/common';
import type { ScanRefusalCode } from '@rihla/events/tickets';

const time = (locale: 'en' | 'ar', timeZone: TimeZone, iso: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
const day = (locale: 'en' | 'ar', date: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

export interface ValidWhen {
  date: string;
  startTime: string;
  location: LocalizedText;
}

/** What a scanner reads for each answer, in both languages. Refusals of codes that are not the scanner's say nothing about the ticket. */
export const scanMessages = {
  checkedIn: (name: string): LocalizedText => ({ en: `Checked in: ${name}`, ar: `تم تسجيل الحضور: ${name}` }),
  unreadable: { en: 'This is not a Rihla ticket code. Scan the QR on the ticket or type its reference (TK-…).', ar: 'هذا ليس رمز تذكرة من رحلة. امسح رمز QR على التذكرة أو اكتب مرجعها (TK-…).' },
  forged: { en: 'This code was not issued by Rihla or has been altered. Do not admit the guest; ask for the original ticket.', ar: 'لم تُصدر رحلة هذا الرمز أو جرى تعديله. لا تُدخل الضيف واطلب التذكرة الأصلية.' },
  unknown: { en: 'No ticket has this reference. Check the reference and try again.', ar: 'لا توجد تذكرة بهذا المرجع. تحقّق من المرجع وحاول مرة أخرى.' },
  otherSupplier: { en: 'This ticket is not for one of your products.', ar: 'هذه التذكرة ليست لأحد منتجاتك.' },
  cancelled: { en: 'This ticket was cancelled and is no longer valid.', ar: 'أُلغيت هذه التذكرة ولم تعد صالحة.' },
  notConfirmed: { en: 'This booking is not confirmed yet (waiting for the supplier). Do not admit the guest until it is.', ar: 'هذا الحجز غير مؤكد بعد (بانتظار المورّد). لا تُدخل الضيف حتى يتأكد.' },
  alreadyCheckedIn: (at: string, by: string, where: string, timeZone: TimeZone): LocalizedText => ({
    en: `Already checked in at ${time('en', timeZone, at)} by ${by}${where ? ` (${where})` : ''}.`,
    ar: `سُجّل حضوره مسبقاً الساعة ${time('ar', timeZone, at)} بواسطة ${by}${where ? ` (${where})` : ''}.`,
  }),
  noShow: (at: string, by: string, timeZone: TimeZone): LocalizedText => ({
    en: `Marked as a no-show at ${time('en', timeZone, at)} by ${by}.`,
    ar: `سُجّل كغائب الساعة ${time('ar', timeZone, at)} بواسطة ${by}.`,
  }),
  wrongDeparture: (v: ValidWhen): LocalizedText => ({
    en: `Not valid for this departure. Valid on ${day('en', v.date)} at ${v.startTime}, ${v.location.en}.`,
    ar: `غير صالحة لهذه الرحلة. صالحة يوم ${day('ar', v.date)} الساعة ${v.startTime}، ${v.location.ar}.`,
  }),
  wrongDay: (v: ValidWhen): LocalizedText => ({
    en: `Not valid today. Valid on ${day('en', v.date)} at ${v.startTime}, ${v.location.en}.`,
    ar: `غير صالحة اليوم. صالحة يوم ${day('ar', v.date)} الساعة ${v.startTime}، ${v.location.ar}.`,
  }),
} as const satisfies Partial<Record<ScanRefusalCode | 'checkedIn', unknown>>;
