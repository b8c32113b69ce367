import type { WarnLogger } from './query/catalog-snapshot.ts';

/** What the storefront's /api/revalidate drops: every cached catalog answer and page (storefront/lib/catalog-cache.ts). */
const CATALOG_TAG = 'catalog';

/**
 * Tells each storefront that the catalog changed (a projection of a catalog event reached the read model), so its
 * cached catalog pages and data are dropped and the next visitor sees the change. Calls that come while one round is
 * under way are folded into one more round after it: a burst of catalog events costs two requests per storefront, not
 * one per event. A storefront that does not answer is logged and left to its cache's time life; nothing is retried.
 */
export function storefrontRevalidator(o: { urls: readonly string[]; secret: string; log: WarnLogger; fetch?: typeof fetch; timeoutMs?: number }): () => Promise<void> {
  const send = o.fetch ?? fetch;
  let round: Promise<void> | null = null;
  let again = false;

  const notifyAll = () =>
    Promise.all(
      o.urls.map(async (url) => {
        try {
          const res = await send(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${o.secret}`, 'content-type': 'application/json' },
            body: JSON.stringify({ tags: [CATALOG_TAG] }),
            signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
          });
          await res.arrayBuffer();
          if (!res.ok) o.log.warn({ url, status: res.status }, 'storefront refused the catalog revalidation');
        } catch (err) {
          o.log.warn({ url, err }, 'storefront did not take the catalog revalidation; its cache expires on its own');
        }
      }),
    ).then(() => undefined);

  return () => {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      try {
        do {
          again = false;
          await notifyAll();
        } while (again);
      } finally {
        round = null;
      }
    })();
    return round;
  };
}

/** The endpoints named in STOREFRONT_REVALIDATE_URLS (comma-separated), each a valid url. */
export function revalidateUrls(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => new URL(u).toString());
}
