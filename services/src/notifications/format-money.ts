import type { Locale, Money } from '@rihla/events/common';

/** The spec's locales: en -> en-US, ar -> ar-AE. */
export const intlLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-AE' : 'en-US');

/** Minor units to a display string, e.g. {12350, SAR} -> "SAR 123.50" / "‏123.50 ر.س.‏". */
export function formatMoney(money: Money, locale: Locale): string {
  const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}
