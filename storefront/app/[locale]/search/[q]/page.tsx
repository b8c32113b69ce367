import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { variant } from '../../../../config/site';
import { SearchResults } from '../../../../components/catalog/SearchResults';
import { SearchBox } from '../../../../components/catalog/SearchBox';
import { apiLocale, catalog } from '../../../../lib/api';
import { formatDate } from '../../../../lib/format';
import { safeDecode } from '../../../../lib/safe-decode';

const PAGE_SIZE = 24;
/** `?page=N` (Load More before the page's scripts ran) renders pages 1..N; bounded so a url cannot ask for the catalog. */
const MAX_PAGES = 10;

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
  const pageCount = Math.min(MAX_PAGES, Math.max(1, Math.trunc(Number(page)) || 1));
  const q = safeDecode(raw);
  const text = q === '*' ? '' : q;
  const t = await getTranslations('search');
  const query = { locale: apiLocale(locale), q: text || undefined, date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined, limit: PAGE_SIZE };
  const first = await catalog.search(query).catch(() => null);
  const more = first?.hasMore && pageCount > 1 ? await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => catalog.search({ ...query, page: i + 2 }).catch(() => null))) : [];
  // The pages that came, in order, up to the first that did not (or the last there is).
  const pages = [first, ...more].filter((p, i, all) => p && all.slice(0, i).every((q) => q?.hasMore));
  const result = first;
  const items = result?.items ?? [];
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{text ? t('title', { q: text }) : query.date ? t('titleDate', { date: formatDate(query.date, locale, { dateStyle: 'full' }) }) : t('titleAll')}</h1>
      <SearchBox initialText={text} initialDate={date ?? ''} />
      <section>
        {!result || items.length === 0 ? (
          <div className="empty" data-testid="search-empty">
            <p>
              <strong>{t('noResults')}</strong>
            </p>
            <p>{t('tryElse')}</p>
          </div>
        ) : (
          <SearchResults initial={pages.filter((p) => p !== null)} query={query} keep={{ date }} variant={variant} />
        )}
      </section>
    </div>
  );
}
