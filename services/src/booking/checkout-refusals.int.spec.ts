import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@rihla/events/identity';
import { buyer } from './testing/booking-fixtures.ts';
import { startIdentityTestApp, type IdentityTestApp, STOREFRONT } from '../identity/testing/index.ts';

/**
 * An attacker's checkout naming their own site as the return address would turn the payment page into an open
 * redirect (the hosted page answers 303 to it). Only the deployment's own origins are accepted.
 */
describe('checkout returnUrl', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp('checkout-refusals');
  });
  afterAll(async () => t?.close());

  const checkout = (returnUrl: string) =>
    t.request('POST', '/checkout', { cartId: 'no-such-cart', buyer, paymentMethod: 'card', locale: 'en', returnUrl }, { headers: { 'idempotency-key': `key-${returnUrl.length}-${Math.random()}` } });

  it.each(['https://evil.example/checkout/result', 'https://shop.rihla.example.evil.example/x', 'http://shop.rihla.example/x', 'https://evil.example/?https://shop.rihla.example'])(
    'refuses %s with a 400 naming returnUrl',
    async (returnUrl) => {
      const r = await checkout(returnUrl);
      expect(r.status).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain('returnUrl');
    },
  );

  it("accepts the storefront's own origin (the request then fails only on the unknown cart)", async () => {
    const r = await checkout(`${STOREFRONT}/ar/checkout/result`);
    expect(r.status).toBe(404);
  });

  // Sign-up refused these long ago; a buyer's name on an invoice, an e-mail and the ops screen needs the same rule.
  it.each([
    ['bidi override', { firstName: 'Sa\u202era' }, 'buyer.firstName'],
    ['right-to-left isolate', { lastName: '\u2067Ali\u2069' }, 'buyer.lastName'],
    ['control character', { lastName: 'Ali\u0007' }, 'buyer.lastName'],
    ['line break', { firstName: 'Sara\nAli' }, 'buyer.firstName'],
    ['invisible direction mark', { firstName: 'Sara\u200f' }, 'buyer.firstName'],
  ])('refuses a buyer name with a %s, like sign-up does', async (_what, names, path) => {
    const r = await t.request('POST', '/checkout', { cartId: 'no-such-cart', buyer: { ...buyer, ...names }, paymentMethod: 'payLater', locale: 'en' }, { headers: { 'idempotency-key': `key-names-${Math.random()}` } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ path, message: identityMessages.notAllowedCharacters });
    const signUp = await t.request('POST', '/auth/sign-up', { firstName: 'Sara', lastName: 'Ali', email: `n${Math.random()}@example.com`, phone: buyer.phone, password: 'correct horse battery', confirmPassword: 'correct horse battery', ...names });
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors).toContainEqual({ path: path.replace('buyer.', ''), message: identityMessages.notAllowedCharacters });
  });

  it('keeps Arabic and accented names as they are', async () => {
    const r = await t.request('POST', '/checkout', { cartId: 'no-such-cart', buyer: { ...buyer, firstName: 'نورة', lastName: "O'Brien-Zoë" }, paymentMethod: 'payLater', locale: 'ar' }, { headers: { 'idempotency-key': `key-names-${Math.random()}` } });
    expect(r.status).toBe(404);
  });
});
