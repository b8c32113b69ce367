import { LOCALE_META, type AppLocale } from '../i18n/routing';
import type { Money } from './types';

const tag = (locale: string) => LOCALE_META[(locale === 'ar' ? 'ar' : 'en') as AppLocale].tag;

/** Money is in minor units (halalas, fils, cents). */
const moneyFormat = (m: Money, locale: string) => new Intl.NumberFormat(tag(locale), { style: 'currency', currency: m.currency, minimumFractionDigits: m.amount % 100 === 0 ? 0 : 2 });

export function formatMoney(m: Money, locale: string): string {
  return moneyFormat(m, locale).format(m.amount / 100);
}

/** The same text in parts (number, currency symbol...), for showing the currency as one left-to-right unit. */
export function moneyParts(m: Money, locale: string): Intl.NumberFormatPart[] {
  return moneyFormat(m, locale).formatToParts(m.amount / 100);
}

/**
 * An amount for a sentence: isolated from the words around it (FSI…PDI, as a <bdi>), its currency symbol one
 * left-to-right unit (LRI…PDI), so an Arabic sentence never draws "US$" as "$US". What MoneyText is, as a string.
 */
export function moneyInText(m: Money, locale: string): string {
  return `\u2068${moneyParts(m, locale)
    .map((p) => (p.type === 'currency' ? `\u2066${p.value}\u2069` : p.value))
    .join('')}\u2069`;
}

export function formatDate(isoDate: string, locale: string, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(tag(locale), { timeZone: 'UTC', ...opts }).format(d);
}

export function formatTime(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(tag(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0)));
}

export function formatNumber(n: number, locale: string, opts: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(tag(locale), opts).format(n);
}

/** Today's date (YYYY-MM-DD) in Riyadh, where most experiences run. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An instant as the departure's own clock shows it (HH:MM, Latin digits in both languages, as the api's messages). */
export function clockOf(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
