import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { variant } from '../../../../config/site';
import { ResultPages } from '../../../../components/catalog/ResultPages';
import { SearchBox } from '../../../../components/catalog/SearchBox';
import { apiLocale, catalog } from '../../../../lib/api';
import { firstPages, requestedPages } from '../../../../lib/first-pages';
import { formatDate } from '../../../../lib/format';
import { safeDecode } from '../../../../lib/safe-decode';

const PAGE_SIZE = 24;

export async function generateMetadata({ params }: { params: Promise<{ q: string }> }): Promise<Metadata> {
  const { q } = await params;
  const t = await getTranslations('search');
  const text = safeDecode(q);
  return { title: text === '*' ? t('titleAll') : t('title', { q: text }), robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: { params: Promise<{ locale: string; q: string }>; searchParams: Promise<{ date?: string; page?: string }> }) {
  const { locale, q: raw } = await params;
  setRequestLocale(locale);
  const { date, page } = await searchParams;
  const q = safeDecode(raw);
  const text = q === '*' ? '' : q;
  const t = await getTranslations('search');
  const query = { locale: apiLocale(locale), q: text || undefined, date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined, limit: PAGE_SIZE };
  // `?page=N` (Load More before the page's scripts ran): pages 1..N.
  const pages = await firstPages(requestedPages(page), (n) => catalog.search({ ...query, page: n }).catch(() => null));
  const items = pages[0]?.items ?? [];
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{text ? t('title', { q: text }) : query.date ? t('titleDate', { date: formatDate(query.date, locale, { dateStyle: 'full' }) }) : t('titleAll')}</h1>
      <SearchBox initialText={text} initialDate={date ?? ''} />
      <section>
        {items.length === 0 ? (
          <div className="empty" data-testid="search-empty">
            <p>
              <strong>{t('noResults')}</strong>
            </p>
            <p>{t('tryElse')}</p>
          </div>
        ) : (
          <ResultPages pages={pages} keep={{ date }} variant={variant} />
        )}
      </section>
    </div>
  );
}
