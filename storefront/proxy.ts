import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { EXTERNAL_ALLOW_LIST, LOCALE_COOKIE, routeRules, variant } from './config/site';
import { routing } from './i18n/routing';
import { decideRoute, splitPath } from './lib/redirects';
import { contentSecurityPolicy, newNonce } from './lib/security-headers';
import { tryDecodeURI } from './lib/safe-decode';

/** A path segment that is no category or city: the [section] page answers it with the localized 404. */
const NOT_FOUND_SEGMENT = 'page-not-found';

const intl = createMiddleware(routing);
const ctx = { variant, rules: routeRules, allowList: EXTERNAL_ALLOW_LIST };

/** Spec: if the locale cookie is absent it is set (365 days, path /, SameSite=Lax). */
function ensureLocaleCookie(req: NextRequest, res: NextResponse, locale: string): NextResponse {
  if (!req.cookies.has(LOCALE_COOKIE.name) && !res.cookies.get(LOCALE_COOKIE.name)) {
    res.cookies.set(LOCALE_COOKIE.name, locale, { maxAge: LOCALE_COOKIE.maxAge, path: LOCALE_COOKIE.path, sameSite: LOCALE_COOKIE.sameSite });
  }
  return res;
}

/**
 * Only a page the visitor opens (a document load, or a click on the language switch, which sets the cookie itself in
 * the browser) may change a locale cookie that is already there. The router's background fetches must not: the
 * links of a page being left after a language switch are still prefetched, and their answers would otherwise turn
 * the cookie back to the old language (Next strips its own prefetch headers before the proxy sees them).
 */
function mayChangeLocaleCookie(req: NextRequest): boolean {
  if (!req.cookies.has(LOCALE_COOKIE.name)) return true;
  const dest = req.headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (req.headers.get('accept') ?? '').includes('text/html');
}

function keepLocaleCookie(res: NextResponse): NextResponse {
  const cookies = res.headers.getSetCookie();
  if (!cookies.some((c) => c.startsWith(`${LOCALE_COOKIE.name}=`))) return res;
  res.headers.delete('set-cookie');
  for (const c of cookies) if (!c.startsWith(`${LOCALE_COOKIE.name}=`)) res.headers.append('set-cookie', c);
  return res;
}

/** A typed path longer than this is cut when the not-found page names it. */
const MAX_SHOWN_PATH = 300;

/**
 * The path a page names (the not-found message, canonical links): the request's own, except on the not-found page a
 * malformed url was sent to, which names what was typed (still percent-encoded: it could not be decoded).
 */
function shownPath(pathname: string, query: URLSearchParams): string {
  const typed = query.get('path');
  const segments = splitPath(pathname).segments;
  if (typed === null || segments.length !== 1 || segments[0] !== NOT_FOUND_SEGMENT) return pathname;
  // Only the characters a url path may carry (a header value must be plain ASCII).
  return typed.slice(0, MAX_SHOWN_PATH).replace(/[^\x21-\x7e]/g, '');
}

export default function proxy(req: NextRequest): NextResponse {
  const res = route(req);
  return mayChangeLocaleCookie(req) ? res : keepLocaleCookie(res);
}

function route(req: NextRequest): NextResponse {
  const { pathname, search } = req.nextUrl;
  const pathLocale = splitPath(pathname).prefix === 'ar' ? 'ar' : 'en';
  // Malformed percent-encoding (a truncated or hand-typed url) makes Next fail with a bare 500 before any page runs,
  // even behind a rewrite: send the browser to the localized "page not found" instead.
  if (tryDecodeURI(pathname) === null) {
    // What was typed goes along (?path=), so the page names it rather than its own address.
    const target = new URL(`${pathLocale === 'ar' ? '/ar' : ''}/${NOT_FOUND_SEGMENT}`, req.url);
    target.searchParams.set('path', pathname.slice(0, MAX_SHOWN_PATH));
    return ensureLocaleCookie(req, NextResponse.redirect(target, 307), pathLocale);
  }
  const decision = decideRoute(pathname, search, ctx);
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce);
  if (decision.kind === 'redirect') {
    const target = decision.external ? decision.location : new URL(decision.location, req.url);
    const res = ensureLocaleCookie(req, NextResponse.redirect(target, decision.status), pathLocale);
    res.headers.set('content-security-policy', csp);
    return res;
  }
  // The layout name and the path reach the server components as request headers; so does the CSP, from which Next
  // takes the nonce for its own scripts (every page renders per request already: the layout reads headers()).
  const headers = new Headers(req.headers);
  headers.set('x-rihla-layout', decision.layout);
  headers.set('x-rihla-path', shownPath(pathname, req.nextUrl.searchParams));
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const forwarded = new NextRequest(req.url, { headers, method: req.method });
  const res = intl(forwarded);
  res.headers.set('content-security-policy', csp);
  return ensureLocaleCookie(req, res, res.headers.get('x-next-intl-locale') ?? redirectLocale(res) ?? pathLocale);
}

/** The locale a redirect sends the browser to (`/` -> `/ar` for an Arabic browser), so the cookie is set once, to it. */
function redirectLocale(res: NextResponse): 'en' | 'ar' | null {
  const location = res.headers.get('location');
  if (!location) return null;
  return splitPath(new URL(location, 'http://localhost').pathname).prefix === 'ar' ? 'ar' : 'en';
}

export const config = {
  // Everything but the api proxy, Next's own files and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
