import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE } from '../config/site';

export const locales = ['en', 'ar'] as const;
export type AppLocale = (typeof locales)[number];

/** BCP 47 tags and directions of the offered languages (spec: en-US ltr, ar-AE rtl). */
export const LOCALE_META: Record<AppLocale, { tag: string; dir: 'ltr' | 'rtl' }> = {
  en: { tag: 'en-US', dir: 'ltr' },
  ar: { tag: 'ar-AE', dir: 'rtl' },
};

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  // English unprefixed, Arabic under /ar.
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE.name, maxAge: LOCALE_COOKIE.maxAge, sameSite: LOCALE_COOKIE.sameSite, path: LOCALE_COOKIE.path },
  alternateLinks: false,
});

export const isAppLocale = (l: string | undefined): l is AppLocale => l === 'en' || l === 'ar';
