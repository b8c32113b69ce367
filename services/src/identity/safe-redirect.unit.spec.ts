import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';
import { parseLinkToken, newLinkToken } from './tokens.ts';

/** What the storefront does with the answer: drops the locale prefix and lets its router add the current one. */
const afterLocaleHandling = (path: string) => path.replace(/^\/[A-Za-z]{2}(?=\/|$)/, '') || '/';

describe('sign-in redirect target', () => {
  it.each([
    // [what a ?next= carried, where the visitor is sent]
    ['//evil.example', '/'],
    ['/ar//evil.example', '/'],
    ['/en//evil.example', '/'],
    ['/fr//evil.example', '/'],
    ['/%09/evil.example', '/'],
    ['/ar/%09/evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\u0000/evil.example', '/'],
    ['https:evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/ar/\\evil.example', '/'],
    ['/ar\\\\evil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%2fevil.example', '/'],
    ['/ar/%2F/evil.example', '/'],
    ['/ar/%2Fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['/ar/%5Cevil.example', '/'],
    ['%252F%252Fevil.example', '/'],
    ['/ar/%252F%252Fevil.example', '/'],
    ['/..//evil.example', '/'],
    ['/ar/..//evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/./\\/evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['HTTPS://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>', '/'],
    [' /invoices', '/'],
    ['', '/'],
    ['/ar', '/ar'],
    ['/ar/invoices?page=2', '/ar/invoices?page=2'],
    ['/invoices#top', '/invoices#top'],
    ['/experiences/desert-safari', '/experiences/desert-safari'],
  ])('%j -> %j', (payload, expected) => {
    const path = safeRedirectPath(payload);
    expect(path).toBe(expected);
    // Whatever comes out stays on the site as the browser reads it, before and after the locale prefix is handled.
    for (const final of [path, afterLocaleHandling(path)]) {
      expect(final.startsWith('/') && !final.startsWith('//')).toBe(true);
      expect(new URL(final, 'https://shop.rihla.example').origin).toBe('https://shop.rihla.example');
    }
  });
});

describe('link tokens', () => {
  it('carry 32 random bytes and only their digest is needed to check them', () => {
    const a = newLinkToken('c1');
    const b = newLinkToken('c1');
    expect(a.token).not.toBe(b.token);
    expect(parseLinkToken(a.token)).toEqual({ customerId: 'c1', tokenHash: a.tokenHash });
    expect(parseLinkToken('c1.short')).toBeNull();
    expect(a.token).not.toContain(a.tokenHash);
  });
});
