import { useTranslations } from '#i18n/hooks';
import type { ExperienceCard as Card } from '../../lib/types';
import { ExperienceCard } from './ExperienceCard';
import { LoadMoreButton } from './LoadMoreButton';

/**
 * A grid of experience cards; the first two load their images at once (they are on the first screen). Each card is
 * `#result-N`, so "Load More Experiences" can land on the first card it added.
 */
export function ExperienceCards({ items, variant }: { items: Card[]; variant: 'supplier' | 'general' }) {
  return (
    <div className="cards">
      {items.map((card, i) => (
        <ExperienceCard key={`${card.id}-${i}`} id={`result-${i + 1}`} card={card} variant={variant} priority={i < 2} />
      ))}
    </div>
  );
}

/** The next page a server-rendered "Load More Experiences" asks for, and the url parameters it keeps. */
export interface NextPage {
  page: number;
  /** The position of the first card the next page adds (the page lands there). */
  firstNew: number;
  keep: Record<string, string | undefined>;
}

/**
 * 'Load More Experiences' under a grid with more pages. With `next` (the list as the server rendered it) the server
 * renders pages 1..`next.page` (the url's other parameters kept) and the page lands on the first new card: through
 * the router once the script runs (LoadMoreButton), through a GET form without scripts (`<noscript>`). Without `next`
 * (a listing whose filters the visitor changed in the page) it is a button that fetches the next page in place.
 */
export function LoadMore({ onMore, loading = false, next }: { onMore?: () => void; loading?: boolean; next?: NextPage }) {
  const t = useTranslations('listing');
  if (next) {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(next.keep)) if (v !== undefined) query.set(k, v);
    query.set('page', String(next.page));
    return (
      <div className="center">
        <noscript>
          <form method="get" action={`#result-${next.firstNew}`}>
            {Object.entries(next.keep).map(([k, v]) => (v === undefined ? null : <input key={k} type="hidden" name={k} value={v} />))}
            <button type="submit" name="page" value={next.page} className="btn btn-outlined">
              {t('loadMore')}
            </button>
          </form>
        </noscript>
        <LoadMoreButton target={`?${query.toString()}#result-${next.firstNew}`} label={t('loadMore')} />
      </div>
    );
  }
  return (
    <p className="center">
      <button type="button" className="btn btn-outlined" onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
        {t('loadMore')}
      </button>
    </p>
  );
}
