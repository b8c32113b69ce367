import { useTranslations } from 'next-intl';
import type { ExperienceCard as Card } from '../../lib/types';
import { ExperienceCard } from './ExperienceCard';

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
 * 'Load More Experiences' under a grid with more pages. With `next` it is a GET form: the server renders pages
 * 1..`next.page` (the url's other parameters kept) and the browser lands on the first new card. It needs no script,
 * so a click before the page's scripts ran, or while they hydrate, does the same as one after. Without `next` (a
 * listing whose filters the visitor changed in the page) it is a button that fetches the next page in place.
 */
export function LoadMore({ onMore, loading = false, next }: { onMore?: () => void; loading?: boolean; next?: NextPage }) {
  const t = useTranslations('listing');
  if (next) {
    return (
      <form method="get" action={`#result-${next.firstNew}`} className="center">
        {Object.entries(next.keep).map(([k, v]) => (v === undefined ? null : <input key={k} type="hidden" name={k} value={v} />))}
        <button type="submit" name="page" value={next.page} className="btn btn-outlined">
          {t('loadMore')}
        </button>
      </form>
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
