import type { ListResult } from '../../lib/types';
import { ExperienceCards, LoadMore } from './ExperienceCards';

/**
 * Search or listing results, rendered on the server: the pages 1..N the url asks for (`?page=N`), then 'Load More
 * Experiences' (spec: the listing's action, so a city with more results than a page shows all of them) as a GET form
 * for N+1. The cards are server components: they paint with the HTML, and no script renders them again.
 */
export function ResultPages({ pages, keep, variant }: { pages: ListResult[]; keep: Record<string, string | undefined>; variant: 'supplier' | 'general' }) {
  const items = pages.flatMap((p) => p.items);
  const last = pages[pages.length - 1];
  return (
    <>
      <ExperienceCards items={items} variant={variant} />
      {last?.hasMore && <LoadMore next={{ page: pages.length + 1, firstNew: items.length + 1, keep }} />}
    </>
  );
}
