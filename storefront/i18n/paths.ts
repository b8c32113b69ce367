import { routing, type AppLocale } from './routing';

/** Where a link goes, as next-intl's navigation took it: a path (with its query and hash) or a pathname and a query. */
export type Href = string | { pathname: string; query?: Record<string, string | number | readonly (string | number)[] | undefined> };

function queryString(query: Exclude<Href, string>['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(name, String(v));
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of `href` in `locale` (routing.ts: English unprefixed, Arabic under /ar). Only paths of this site are
 * prefixed: a relative link, a hash or another origin is left as it is.
 */
export function localizedHref(href: Href, locale: AppLocale): string {
  const path = typeof href === 'string' ? href : `${href.pathname}${queryString(href.query)}`;
  if (!path.startsWith('/') || path.startsWith('//') || locale === routing.defaultLocale) return path;
  // '/' and '/?q' become '/ar' and '/ar?q', not '/ar/'.
  return /^\/(?=[?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** A pathname without its locale prefix: what a page is, whatever the language ('/ar/cart' -> '/cart', '/ar' -> '/'). */
export function unlocalizedPath(pathname: string): string {
  const prefix = routing.locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  return prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
}
