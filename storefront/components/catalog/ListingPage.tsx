import { getTranslations } from 'next-intl/server';
import { variant } from '../../config/site';
import { catalog } from '../../lib/api';
import type { ListResult, Vocabulary } from '../../lib/types';
import { firstPages, requestedPages } from '../../lib/first-pages';
import { isListingSort } from '../../lib/listing-sort';
import { Listing } from './Listing';
import { ResultPages } from './ResultPages';

/**
 * Server part of every listing: the url's pages of results, rendered here (the cards are server components, so the
 * first screen paints with the HTML), inside the client listing's filters and sort.
 */
export async function ListingPage({ locale, title, fixed, emptyText, intro, sort, page, keep = {} }: { locale: string; title: string; fixed: Record<string, string>; emptyText?: string; intro?: string; sort?: string; page?: string; keep?: Record<string, string | undefined> }) {
  const t = await getTranslations('listing');
  // The sort lives in the url (?sort=price-asc), so a shared or reloaded listing keeps it.
  const initialSort = isListingSort(sort) ? sort : 'recommended';
  const query = { ...fixed, locale, sort: initialSort === 'recommended' ? undefined : initialSort };
  // `?page=N` ("Load More Experiences" clicked before the page's scripts ran): pages 1..N. The first must come (the
  // page's error state otherwise); a later one that fails ends the list there.
  const [loaded, vocabulary] = await Promise.all([
    firstPages(requestedPages(page), (n) => (n === 1 ? catalog.list({ ...query, page: 1 }) : catalog.list({ ...query, page: n }).catch(() => null))),
    catalog.vocabulary(locale),
  ]);
  const pages = loaded as ListResult[];
  const last = pages[pages.length - 1]!;
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      <Listing facets={last.facets} total={last.total} vocabulary={vocabulary as Vocabulary} fixed={fixed} variant={variant} emptyText={emptyText ?? t('empty')} initialSort={initialSort}>
        {pages.every((p) => p.items.length === 0) ? (
          <div className="empty" data-testid="listing-empty">
            <p>
              <strong>{emptyText ?? t('empty')}</strong>
            </p>
          </div>
        ) : (
          <ResultPages pages={pages} keep={{ ...keep, sort: query.sort }} variant={variant} />
        )}
      </Listing>
    </div>
  );
}
