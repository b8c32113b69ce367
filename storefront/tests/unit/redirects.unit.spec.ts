import { describe, expect, it } from 'vitest';
import type { RouteRule } from '../../config/site';
import { decideRoute, ruleFor, safeRedirectTarget, type RedirectContext } from '../../lib/redirects';
import { tryDecodeURI } from '../../lib/safe-decode';

const rules: Record<string, RouteRule> = {
  '/': { layout: 'transparent' },
  '/old': { redirect: '/about', permanent: true },
  '/tours/**': { redirect: '/experiences' },
  '/wa': { redirect: 'https://wa.me/1' },
  '/evil': { redirect: 'https://evil.example/' },
  '/boat': { layout: 'supplier-get-that-boat' },
};
const allowList = ['wa.me', 'localhost:4000'];
const supplier = { variant: 'supplier' as const, rules, allowList };
const general = { variant: 'general' as const, rules, allowList };
const loc = (path: string, ctx: RedirectContext = supplier, search = '') => {
  const d = decideRoute(path, search, ctx);
  return d.kind === 'redirect' ? d.location : null;
};

describe('redirect rules (spec section 2)', () => {
  it('sends /discover... to the variant list', () => {
    expect(loc('/discover')).toBe('/experiences');
    expect(loc('/discover/riyadh/x')).toBe('/experiences');
    expect(loc('/discover', general)).toBe('/things-to-do');
    expect(loc('/ar/discover', general)).toBe('/ar/things-to-do');
  });

  it('swaps the other variant section', () => {
    expect(loc('/things-to-do')).toBe('/experiences');
    expect(loc('/experiences', general)).toBe('/things-to-do');
    expect(loc('/ar/things-to-do')).toBe('/ar/experiences');
    expect(loc('/experiences')).toBeNull();
    expect(loc('/things-to-do', general)).toBeNull();
  });

  it('redirects two-segment paths outside the known sections', () => {
    expect(loc('/riyadh/desert-safari')).toBe('/experiences/desert-safari');
    expect(loc('/riyadh/desert-safari', general)).toBe('/things-to-do-in-riyadh/desert-safari');
    expect(loc('/ar/riyadh/desert-safari', general)).toBe('/ar/things-to-do-in-riyadh/desert-safari');
    for (const known of ['blog/x', 'auth/sign-in', 'checkout/success', 'search/x', 'things-to-do-in-riyadh/x', 'experiences/x']) expect(loc(`/${known}`)).toBeNull();
  });

  it('skips locale prefixes when reading segments', () => {
    expect(loc('/en/riyadh/x')).toBe('/experiences/x');
    expect(loc('/fr/riyadh/x', general)).toBe('/things-to-do-in-riyadh/x');
    expect(loc('/fr/about')).toBe('/about');
    expect(loc('/de/about')).toBe('/about');
  });

  it('applies route rules, keeping the query and the locale', () => {
    expect(loc('/old', supplier, '?a=1')).toBe('/about?a=1');
    expect(loc('/ar/old')).toBe('/ar/about');
    expect(loc('/tours/x/y')).toBe('/experiences');
    expect(decideRoute('/old', '', supplier)).toMatchObject({ status: 301 });
  });

  it('sends absolute redirects only to allow-listed hosts', () => {
    expect(decideRoute('/wa', '', supplier)).toEqual({ kind: 'redirect', location: 'https://wa.me/1', status: 302, external: true });
    expect(decideRoute('/evil', '', supplier)).toEqual({ kind: 'next', layout: 'default', blockedExternal: 'https://evil.example/' });
  });

  it('chooses the layout from the route rule, falling back to default', () => {
    expect(decideRoute('/', '', supplier)).toEqual({ kind: 'next', layout: 'transparent' });
    expect(decideRoute('/boat', '', supplier)).toEqual({ kind: 'next', layout: 'supplier-get-that-boat' });
    expect(decideRoute('/faq', '', supplier)).toEqual({ kind: 'next', layout: 'default' });
    expect(ruleFor(rules, '/tours')).toEqual(rules['/tours/**']);
  });

  it('keeps sign-in redirect/next parameters on this site or allow-listed hosts', () => {
    expect(safeRedirectTarget('/invoices', allowList)).toBe('/invoices');
    expect(safeRedirectTarget('https://wa.me/1', allowList)).toBe('https://wa.me/1');
    expect(safeRedirectTarget('https://evil.example/', allowList)).toBe('/');
    expect(safeRedirectTarget('//evil.example/', allowList)).toBe('/');
    expect(safeRedirectTarget('/\\evil.example', allowList)).toBe('/');
    expect(safeRedirectTarget('javascript:alert(1)', allowList)).toBe('/');
  });
});

describe('malformed urls', () => {
  it('tells a malformed path from a well-formed one (Arabic slugs included)', () => {
    expect(tryDecodeURI('/search/%E0%A4%A')).toBeNull();
    expect(tryDecodeURI('/ar/experiences/%D8%B1%D8%AD%D9%84%D8%A9')).toBe('/ar/experiences/رحلة');
  });
});
