import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer } from './testing/booking-fixtures.ts';
import { STOREFRONT, startIdentityTestApp, type IdentityTestApp } from '../identity/testing/identity-test-app.ts';

/**
 * An attacker's checkout naming their own site as the return address would turn the payment page into an open
 * redirect (the hosted page answers 303 to it). Only the deployment's own origins are accepted.
 */
describe('checkout returnUrl', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp('return-url');
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
});
