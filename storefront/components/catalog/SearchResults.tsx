'use client';
import type { GetInit } from '../../lib/api';
import { useApiInfinite } from '../../lib/use-api';
import type { ListResult } from '../../lib/types';
import { ExperienceCards, LoadMore } from './ExperienceCards';

/**
 * Search results: the first page comes rendered from the server, 'Load More Experiences' fetches the next pages of
 * the same query (spec: the listing's action, so a city with more results than a page shows all of them).
 */
export function SearchResults({ initial, query, keep, variant }: { initial: ListResult[]; query: NonNullable<NonNullable<GetInit<'/search'>>['params']>['query']; keep: Record<string, string | undefined>; variant: 'supplier' | 'general' }) {
  const { data, size, setSize, isValidating } = useApiInfinite('/search', (index, prev) => (prev && !prev.hasMore ? null : { params: { query: { ...query, page: index + 1 } } }), {
    fallbackData: initial,
    initialSize: initial.length,
    revalidateFirstPage: false,
    revalidateOnMount: false,
  });
  const pages = data ?? initial;
  const items = pages.flatMap((p) => p.items);
  const last = pages[pages.length - 1];
  return (
    <>
      <ExperienceCards items={items} variant={variant} />
      {last?.hasMore && <LoadMore onMore={() => void setSize(size + 1)} loading={isValidating} next={{ page: size + 1, keep }} />}
    </>
  );
}
