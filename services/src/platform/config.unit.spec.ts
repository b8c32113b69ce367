import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_BOOKING_LINK_SECRET, DEV_OCTO_WEBHOOK_SECRET, DEV_WEBHOOK_SECRET, loadConfig } from './config.ts';

/** A production environment that passes every check; each test breaks one thing. */
export const safeProductionEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  PAYMENTS_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123456789abcdef',
  BOOKING_LINK_SECRET: 'links_0123456789abcdef0123456789abcdef',
  OCTO_WEBHOOK_SECRET: 'octo_webhooks_0123456789abcdef0123456789',
  SUPPLIER_KEYS: 'sup-1=k1_0123456789abcdef01234567,sup-2=k2_0123456789abcdef01234567',
  PAYMENTS_SANDBOX_ENABLED: 'true',
  PUBLIC_STOREFRONT_URL: 'https://rihla.example',
});

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
};

describe('configuration: one place, every problem at once', () => {
  it('binds the api to loopback unless HOST (or API_HOST) says otherwise', () => {
    expect(loadConfig({}).API_HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).API_HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', API_HOST: '::1' }).API_HOST).toBe('::1');
  });

  it('accepts the development defaults outside production, with dev routes on', () => {
    const c = loadConfig({});
    expect(c.PAYMENTS_WEBHOOK_SECRET).toBe(DEV_WEBHOOK_SECRET);
    expect(c.devRoutes).toBe(true);
  });

  it('accepts a safe production environment, with dev routes off', () => {
    const c = loadConfig(safeProductionEnv());
    expect(c.devRoutes).toBe(false);
    expect(c.NODE_ENV).toBe('production');
  });

  it('refuses a production start with missing secrets, naming each setting', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    const text = problems.join('\n');
    for (const setting of ['PAYMENTS_WEBHOOK_SECRET is missing', 'BOOKING_LINK_SECRET is missing', 'OCTO_WEBHOOK_SECRET is missing', 'SUPPLIER_KEYS is missing', 'PAYMENTS_SANDBOX_ENABLED is not true', 'COOKIE_SECURE is off']) {
      expect(text).toContain(setting);
    }
  });

  it.each([
    ['the published webhook secret', { PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET }, /PAYMENTS_WEBHOOK_SECRET is the published development secret/],
    ['a short webhook secret', { PAYMENTS_WEBHOOK_SECRET: 'whsec_short_but_16+' }, /PAYMENTS_WEBHOOK_SECRET is shorter than 32/],
    ['the published booking-link key', { BOOKING_LINK_SECRET: DEV_BOOKING_LINK_SECRET }, /BOOKING_LINK_SECRET is the published development secret/],
    ['the webhook secret as the booking-link key', { BOOKING_LINK_SECRET: 'whsec_0123456789abcdef0123456789abcdef' }, /BOOKING_LINK_SECRET is the payment webhook secret/],
    ['the published OCTO webhook key', { OCTO_WEBHOOK_SECRET: DEV_OCTO_WEBHOOK_SECRET }, /OCTO_WEBHOOK_SECRET is the published development secret/],
    ['webhooks to private addresses (test flag)', { OCTO_WEBHOOKS_ALLOW_PRIVATE: 'true' }, /OCTO_WEBHOOKS_ALLOW_PRIVATE is on/],
    ['the published supplier keys', { SUPPLIER_KEYS: 'sup-1=supplier-key-sup-1' }, /key of supplier sup-1 is the published development key/],
    ['a short supplier key', { SUPPLIER_KEYS: 'sup-1=abc' }, /key of supplier sup-1 is shorter than 24/],
    ['the sandbox provider not explicitly enabled', { PAYMENTS_SANDBOX_ENABLED: 'false' }, /PAYMENTS_SANDBOX_ENABLED is not true/],
    ['development routes', { DEV_ROUTES: 'true' }, /DEV_ROUTES is on/],
    ['auto-approved payments', { PAYMENTS_AUTO_APPROVE: 'true' }, /PAYMENTS_AUTO_APPROVE/],
    ['failing refunds (test hook)', { PAYMENTS_SANDBOX_FAIL_REFUNDS: 'true' }, /PAYMENTS_SANDBOX_FAIL_REFUNDS/],
    ['the Redis-offset clock', { CLOCK_SOURCE: 'redis' }, /CLOCK_SOURCE=redis/],
    ['fast password hashing', { PASSWORD_HASH_PROFILE: 'fast-test' }, /PASSWORD_HASH_PROFILE=fast-test/],
    ['session cookies without Secure', { COOKIE_SECURE: 'false' }, /COOKIE_SECURE is off/],
    ['a short staff password', { OPS_EMAIL: 'ops@rihla.example', OPS_PASSWORD: 'short-pass' }, /OPS_PASSWORD is shorter than 12/],
  ])('refuses %s in production', (_what, override, expected) => {
    const problems = problemsOf({ ...safeProductionEnv(), ...override });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('keys booking links with a Rihla-only secret: nothing of the payment webhook secret (the provider holds it) is in it', () => {
    const a = loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'whsec_provider_one_0123456789abcdef' });
    const b = loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'whsec_provider_two_0123456789abcdef' });
    expect(a.bookingLinkSecret).toBe(b.bookingLinkSecret);
    expect(loadConfig({ BOOKING_LINK_SECRET: 'links_0123456789abcdef0123456789abcdef' }).bookingLinkSecret).toBe('links_0123456789abcdef0123456789abcdef');
    expect(loadConfig(safeProductionEnv()).bookingLinkSecret).toBe(safeProductionEnv().BOOKING_LINK_SECRET);
  });

  it('lists unparseable settings and production refusals together in one error', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ ...safeProductionEnv(), API_PORT: 'not-a-port', DEV_ROUTES: 'true', PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET });
    } catch (err) {
      error = err as ConfigError;
    }
    expect(error?.problems).toHaveLength(3);
    expect(error?.message).toMatch(/^invalid configuration: Rihla refuses to start with 3 problems:/);
    for (const setting of ['API_PORT', 'DEV_ROUTES', 'PAYMENTS_WEBHOOK_SECRET']) expect(error?.message).toContain(setting);
  });

  it('refuses switching the only payment provider off outside production too', () => {
    expect(problemsOf({ PAYMENTS_SANDBOX_ENABLED: 'false' })).toEqual([expect.stringMatching(/leaves no payment provider/)]);
  });

  it('refuses Stripe without its secrets, naming each; in production also a test key and the stripe-mock hook', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([expect.stringMatching(/needs STRIPE_SECRET_KEY/), expect.stringMatching(/needs STRIPE_WEBHOOK_SECRET/)]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual([]);
    const without = (env: Record<string, string>, ...keys: string[]) => Object.fromEntries(Object.entries(env).filter(([k]) => !keys.includes(k)));
    const live = { ...without(safeProductionEnv(), 'PAYMENTS_SANDBOX_ENABLED'), PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(problemsOf(live)).toEqual([]);
    expect(problemsOf(without(live, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'))).toEqual([expect.stringMatching(/needs STRIPE_SECRET_KEY/), expect.stringMatching(/needs STRIPE_WEBHOOK_SECRET/)]);
    expect(problemsOf({ ...live, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([expect.stringMatching(/STRIPE_SECRET_KEY is not a live key/), expect.stringMatching(/STRIPE_API_URL is a test hook/)]);
  });

  it('refuses Moyasar without its secrets, naming each; in production also a test key, a short webhook token and the double hook', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'moyasar' })).toEqual([expect.stringMatching(/needs MOYASAR_SECRET_KEY/), expect.stringMatching(/needs MOYASAR_WEBHOOK_SECRET/)]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_test_1', MOYASAR_WEBHOOK_SECRET: 'token' })).toEqual([]);
    const base = Object.fromEntries(Object.entries(safeProductionEnv()).filter(([k]) => k !== 'PAYMENTS_SANDBOX_ENABLED'));
    const live = { ...base, PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_live_1', MOYASAR_WEBHOOK_SECRET: 'a-webhook-token-of-24-chars' };
    expect(problemsOf(live)).toEqual([]);
    expect(problemsOf({ ...base, PAYMENT_PROVIDER: 'moyasar' })).toEqual([expect.stringMatching(/needs MOYASAR_SECRET_KEY/), expect.stringMatching(/needs MOYASAR_WEBHOOK_SECRET/)]);
    expect(problemsOf({ ...live, MOYASAR_SECRET_KEY: 'sk_test_1', MOYASAR_WEBHOOK_SECRET: 'short', MOYASAR_API_URL: 'http://127.0.0.1:9' })).toEqual([
      expect.stringMatching(/MOYASAR_SECRET_KEY is not a live key/),
      expect.stringMatching(/MOYASAR_WEBHOOK_SECRET is shorter/),
      expect.stringMatching(/MOYASAR_API_URL is a test hook/),
    ]);
  });

  it('chooses the payment provider by PAYMENT_PROVIDER (the sandbox by default) and refuses one that does not exist', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toEqual([expect.stringMatching(/PAYMENT_PROVIDER/)]);
    // Production still refuses the sandbox unless it is switched on deliberately.
    expect(problemsOf({ ...safeProductionEnv(), PAYMENT_PROVIDER: 'sandbox', PAYMENTS_SANDBOX_ENABLED: 'false' })).toEqual([expect.stringMatching(/PAYMENTS_SANDBOX_ENABLED is not true/)]);
  });
});
