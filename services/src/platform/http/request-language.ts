import type { FastifyRequest } from 'fastify';

export type RequestLanguage = 'en' | 'ar';

/**
 * The language a person reading this answer wants: the request's `locale` parameter (the storefront sends the page's),
 * else the first language of Accept-Language that we offer, else English.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'query' | 'headers'>): RequestLanguage {
  const q = (req.query as { locale?: unknown } | undefined)?.locale;
  if (q === 'ar' || q === 'en') return q;
  const header = req.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const qv = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag ?? '', q: qv === undefined ? 1 : Number(qv) };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'ar' || tag.startsWith('ar-')) return 'ar';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
