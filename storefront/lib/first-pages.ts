/**
 * `?page=N` on a listing or search: "Load More Experiences" clicked before the page's scripts ran (a GET form) asks
 * the server for pages 1..N. Bounded, so a url cannot ask for the whole catalog in one render.
 */
export const MAX_PAGES = 10;

/** The number of pages a `?page=` value asks for (1 when absent or not a number). */
export const requestedPages = (raw: string | undefined): number => Math.min(MAX_PAGES, Math.max(1, Math.trunc(Number(raw)) || 1));

/**
 * Pages 1..count of a paged answer, fetched together once the first says there is more; kept in order up to the
 * first that did not come (null) or the last there is.
 */
export async function firstPages<T extends { hasMore: boolean }>(count: number, fetchPage: (page: number) => Promise<T | null>): Promise<T[]> {
  const first = await fetchPage(1);
  const more = first?.hasMore && count > 1 ? await Promise.all(Array.from({ length: count - 1 }, (_, i) => fetchPage(i + 2))) : [];
  const pages: T[] = [];
  for (const p of [first, ...more]) {
    if (!p) break;
    pages.push(p);
    if (!p.hasMore) break;
  }
  return pages;
}
