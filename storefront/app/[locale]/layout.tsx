import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLayoutName, layoutLook } from '../../config/site';
import { I18nProvider } from '../../i18n/client';
import { pickClientMessages } from '../../i18n/client-messages';
import { LOCALE_META, routing, type AppLocale } from '../../i18n/routing';
import { Footer } from '../../components/layout/Footer';
import { Header } from '../../components/layout/Header';
import { JourneyFrame } from '../../components/layout/LayoutParts';
import { Providers } from '../../components/layout/Providers';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'en', namespace: 'meta' });
  // The same page in each language: English unprefixed, Arabic under /ar (pages whose slug differs per language,
  // like products, set their own). The proxy passes the requested path on.
  const rest = ((await headers()).get('x-rihla-path') ?? '/').replace(/^\/(en|ar)(?=\/|$)/, '').replace(/\/$/, '') || '/';
  const en = rest;
  const ar = rest === '/' ? '/ar' : `/ar${rest}`;
  return {
    title: { default: `${t('siteName')} · ${t('tagline')}`, template: `%s · ${t('siteName')}` },
    description: t('tagline'),
    metadataBase: new URL(process.env.RIHLA_PUBLIC_URL ?? 'http://localhost:3000'),
    alternates: { canonical: locale === 'ar' ? ar : en, languages: { 'en-US': en, 'ar-AE': ar, 'x-default': en } },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5d5b' };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const meta = LOCALE_META[locale as AppLocale];
  const h = await headers();
  const requested = h.get('x-rihla-layout');
  const layout = isLayoutName(requested) ? requested : 'default';
  // Only what the header, footer, toasts and error page read client-side; sections add theirs (i18n/client-messages.ts).
  const messages = pickClientMessages(await getMessages(), 'shell');
  const t = await getTranslations('meta');
  const { journey } = layoutLook(layout);
  const family = layout.startsWith('supplier-') ? 'supplier' : layout.startsWith('template-') ? 'template' : layout;
  return (
    <html lang={meta.tag} dir={meta.dir}>
      <body className={`layout-${family}`} data-layout={layout}>
        <I18nProvider locale={locale as AppLocale} messages={messages}>
          <Providers>
            <a className="skip-link" href="#main">
              {t('skip')}
            </a>
            <Header layout={layout} />
            <main id="main" tabIndex={-1}>
              {journey ? <JourneyFrame journey={journey}>{children}</JourneyFrame> : children}
            </main>
            <Footer />
          </Providers>
        </I18nProvider>
      </body>
    </html>
  );
}
