import { describe, expect, it } from 'vitest';
import { allowedOriginsOf, isOwnOrigin } from './own-origin';

const site = { host: 'shop.example', proto: 'https' };

describe("the storefront's state changes follow the api's CSRF rule", () => {
  it('takes a request from the site it was sent to', () => {
    expect(isOwnOrigin({ ...site, origin: 'https://shop.example', referer: null }, [])).toBe(true);
    expect(isOwnOrigin({ ...site, origin: null, referer: 'https://shop.example/ar/cart' }, [])).toBe(true);
  });

  it('takes one from an origin ALLOWED_ORIGINS names (the general variant, a proxy)', () => {
    const allowed = allowedOriginsOf(' https://things.example , not a url,http://localhost:3001/');
    expect(allowed).toEqual(['https://things.example', 'http://localhost:3001']);
    expect(isOwnOrigin({ ...site, origin: 'https://things.example', referer: null }, allowed)).toBe(true);
  });

  it('refuses another site, another scheme, a malformed origin, and a request naming none', () => {
    expect(isOwnOrigin({ ...site, origin: 'https://evil.example', referer: 'https://shop.example/' }, [])).toBe(false);
    expect(isOwnOrigin({ ...site, origin: 'http://shop.example', referer: null }, [])).toBe(false);
    expect(isOwnOrigin({ ...site, origin: 'null', referer: null }, [])).toBe(false);
    expect(isOwnOrigin({ ...site, origin: null, referer: null }, [])).toBe(false);
  });
});
