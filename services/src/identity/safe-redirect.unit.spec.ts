import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';
import { parseLinkToken, newLinkToken } from './tokens.ts';

describe('sign-in redirect target', () => {
  it.each([
    '//evil.example',
    'https:evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/\t/evil.example',
    '%252F%252Fevil.example',
    '',
  ])('keeps %j on the site', (payload) => {
    const path = safeRedirectPath(payload);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(new URL(path, 'https://shop.rihla.example').origin).toBe('https://shop.rihla.example');
  });

  it('keeps a real path with its query', () => {
    expect(safeRedirectPath('/ar/invoices?page=2')).toBe('/ar/invoices?page=2');
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
