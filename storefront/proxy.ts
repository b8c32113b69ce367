import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { EXTERNAL_ALLOW_LIST, LOCALE_COOKIE, routeRules, variant } from './config/site';
import { routing } from './i18n/routing';
import { decideRoute, splitPath } from './lib/redirects';
import { contentSecurityPolicy, newNonce } from './lib/security-headers';

const intl = createMiddleware(routing);
const ctx = { variant, rules: routeRules, allowList: EXTERNAL_ALLOW_LIST };

/** Spec: if the locale cookie is absent it is set (365 days, path /, SameSite=Lax). */
function ensureLocaleCookie(req: NextRequest, res: NextResponse, locale: string): NextResponse {
  if (!req.cookies.has(LOCALE_COOKIE.name) && !res.cookies.get(LOCALE_COOKIE.name)) {
    res.cookies.set(LOCALE_COOKIE.name, locale, { maxAge: LOCALE_COOKIE.maxAge, path: LOCALE_COOKIE.path, sameSite: LOCALE_COOKIE.sameSite });
  }
  return res;
}

export default function proxy(req: NextRequest): NextResponse {
  const { pathname, search } = req.nextUrl;
  const pathLocale = splitPath(pathname).prefix === 'ar' ? 'ar' : 'en';
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
  headers.set('x-rihla-path', pathname);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const forwarded = new NextRequest(req.url, { headers, method: req.method });
  const res = intl(forwarded);
  res.headers.set('content-security-policy', csp);
  return ensureLocaleCookie(req, res, res.headers.get('x-next-intl-locale') ?? pathLocale);
}

export const config = {
  // Everything but the api proxy, Next's own files and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
