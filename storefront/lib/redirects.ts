import { isKnownSection, isLayoutName, listSection, LOCALE_PREFIXES, type LayoutName, type RouteRule, type Variant } from '../config/site';

/**
 * The spec's redirect rules (section 2) as one pure function, so the proxy and the tests share them:
 * route-rules lookup, /discover, the variant swap, and two-segment paths outside the known sections.
 */

export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308; external: boolean }
  | { kind: 'next'; layout: LayoutName; blockedExternal?: string };

export interface RedirectContext {
  variant: Variant;
  rules: Record<string, RouteRule>;
  allowList: readonly string[];
}

export interface SplitPath {
  /** The offered locale of the prefix ('en' for none), or null for a prefix we do not offer. */
  prefix: string | null;
  offered: boolean;
  segments: string[];
}

export function splitPath(pathname: string): SplitPath {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first && (LOCALE_PREFIXES as readonly string[]).includes(first)) {
    return { prefix: first, offered: first === 'en' || first === 'ar', segments: segments.slice(1) };
  }
  return { prefix: null, offered: true, segments };
}

/** The most specific rule for a path: exact, then the longest '/**' prefix. */
export function ruleFor(rules: Record<string, RouteRule>, path: string): RouteRule | undefined {
  if (rules[path]) return rules[path];
  let best: { len: number; rule: RouteRule } | undefined;
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!pattern.endsWith('/**')) continue;
    const base = pattern.slice(0, -3) || '/';
    if ((path === base || path.startsWith(base === '/' ? '/' : `${base}/`)) && (!best || base.length > best.len)) best = { len: base.length, rule };
  }
  return best?.rule;
}

/** True for an absolute url (or protocol-relative) that leaves this site. */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

export function isAllowedExternal(target: string, allowList: readonly string[]): boolean {
  try {
    const url = new URL(target.startsWith('//') ? `https:${target}` : target);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return allowList.includes(url.host) || allowList.includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Where the api's checkout answer may send the browser: a path on this site, or an allow-listed absolute url (the
 * payment page); anything else (other hosts, javascript:, protocol-relative tricks) falls back. A visitor's own
 * `?next=` after sign-in is never read here: the api decides it (services/src/identity/safe-redirect.ts).
 */
export function safeRedirectTarget(target: string | null | undefined, allowList: readonly string[], fallback = '/'): string {
  if (!target) return fallback;
  const t = target.trim();
  if (t.startsWith('/') && !t.startsWith('//') && !t.startsWith('/\\')) return t;
  if (isAbsoluteUrl(t) && isAllowedExternal(t, allowList)) return t;
  return fallback;
}

export function decideRoute(pathname: string, search: string, ctx: RedirectContext): RouteDecision {
  const { prefix, offered, segments } = splitPath(pathname);
  const localePrefix = prefix === 'ar' ? '/ar' : '';
  const rest = `/${segments.join('/')}`;
  const to = (path: string, status: 301 | 302 | 307 | 308 = 308): RouteDecision => {
    const location = `${localePrefix}${path === '/' && localePrefix ? '' : path}`;
    return { kind: 'redirect', location: `${location || '/'}${search}`, status, external: false };
  };

  // A locale we do not offer: read the path without it, in the default locale (one hop when a rule applies).
  if (!offered) {
    const inner = decideRoute(rest, search, ctx);
    return inner.kind === 'redirect' ? inner : { kind: 'redirect', location: `${rest}${search}`, status: 307, external: false };
  }

  const rule = ruleFor(ctx.rules, rest);
  let blockedExternal: string | undefined;
  if (rule?.redirect) {
    if (isAbsoluteUrl(rule.redirect)) {
      if (isAllowedExternal(rule.redirect, ctx.allowList)) return { kind: 'redirect', location: rule.redirect, status: rule.permanent ? 301 : 302, external: true };
      blockedExternal = rule.redirect;
    } else if (rule.redirect !== rest) {
      return to(rule.redirect, rule.permanent ? 301 : 302);
    }
  }
  const layout: LayoutName = isLayoutName(rule?.layout) ? rule.layout : 'default';

  const first = segments[0];
  const list = listSection(ctx.variant);
  if (first === 'discover') return to(list);
  if (ctx.variant === 'supplier' && first === 'things-to-do') return to(['/experiences', ...segments.slice(1)].join('/'));
  if (ctx.variant === 'general' && first === 'experiences') return to(['/things-to-do', ...segments.slice(1)].join('/'));
  if (segments.length === 2 && first && !isKnownSection(first)) {
    const second = segments[1]!;
    return to(ctx.variant === 'supplier' ? `/experiences/${second}` : `/things-to-do-in-${first}/${second}`);
  }
  return blockedExternal ? { kind: 'next', layout, blockedExternal } : { kind: 'next', layout };
}
