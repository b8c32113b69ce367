'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { ExperienceCard as Card } from '../../lib/types';
import { ExperienceCard } from './ExperienceCard';

/** A grid of experience cards; the first two load their images at once (they are on the first screen). */
export function ExperienceCards({ items, variant }: { items: Card[]; variant: 'supplier' | 'general' }) {
  return (
    <div className="cards">
      {items.map((card, i) => (
        <ExperienceCard key={`${card.id}-${i}`} card={card} variant={variant} priority={i < 2} />
      ))}
    </div>
  );
}

/**
 * 'Load More Experiences' under a grid with more pages: asks for the next page, busy while one loads. With `next`, it
 * is a GET form whose button asks the server for the pages up to `next.page` (the url's other parameters kept): a
 * click before the page's scripts have run still loads more; once they run, the next page comes without a reload.
 * A click while React is still hydrating reaches the handler before the data hooks' effects have run (SWR would
 * ignore the request): until then the form goes to the server.
 */
export function LoadMore({ onMore, loading, next }: { onMore: () => void; loading: boolean; next?: { page: number; keep: Record<string, string | undefined> } }) {
  const t = useTranslations('listing');
  const effectsRan = useRef(false);
  useEffect(() => {
    effectsRan.current = true;
  }, []);
  const button = (
    <button type={next ? 'submit' : 'button'} name={next ? 'page' : undefined} value={next?.page} className="btn btn-outlined" onClick={next ? undefined : onMore} disabled={loading} aria-busy={loading || undefined}>
      {t('loadMore')}
    </button>
  );
  if (!next) return <p className="center">{button}</p>;
  return (
    <form
      method="get"
      className="center"
      onSubmit={(e) => {
        if (!effectsRan.current) return;
        e.preventDefault();
        onMore();
      }}
    >
      {Object.entries(next.keep).map(([k, v]) => (v === undefined ? null : <input key={k} type="hidden" name={k} value={v} />))}
      {button}
    </form>
  );
}
