'use client';
import { useTranslations } from 'next-intl';
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

/** 'Load More Experiences' under a grid with more pages: asks for the next page, busy while one loads. */
export function LoadMore({ onMore, loading }: { onMore: () => void; loading: boolean }) {
  const t = useTranslations('listing');
  return (
    <p className="center">
      <button type="button" className="btn btn-outlined" onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
        {t('loadMore')}
      </button>
    </p>
  );
}
