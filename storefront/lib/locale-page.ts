import { setRequestLocale } from 'next-intl/server';

/** What Next.js hands every page under `app/[locale]`. */
export type LocalePageProps = { params: Promise<{ locale: string }> };

/** A page's first step: its locale, registered for this request so static rendering stays possible (next-intl). */
export async function enterLocale({ params }: LocalePageProps): Promise<string> {
  const { locale } = await params;
  setRequestLocale(locale);
  return locale;
}
