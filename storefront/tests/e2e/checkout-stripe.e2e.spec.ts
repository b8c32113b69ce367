import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { startStripeMock } from '../../../scripts/lib/stripe-mock.mjs';
import { startEngineStack, storefrontDir, waitFor, type EngineStack } from '../engine-stack';
import { type Bookable, chooseSlot, fillPerson, findBookable, productPath } from './helpers';

/**
 * A card checkout in the browser with PAYMENT_PROVIDER=stripe: a second engine (api, projector, worker) on Stripe's
 * adapter against stripe-mock, and a storefront server from the suite's build pointed at it. stripe-mock answers the
 * Checkout Session with Stripe's page URL (checkout.stripe.com), which is not reachable offline: the test checks that
 * the browser is sent there, then plays Stripe (its signed checkout.session.completed webhook, and the return to the
 * success url) and sees the booking confirmed and captured.
 */
const WEBHOOK_SECRET = 'whsec_e2e_stripe_checkout';
let mock: Awaited<ReturnType<typeof startStripeMock>>;
let engine: EngineStack;
let web: string;
let instant: Bookable;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  instant = await findBookable('instant', { fromDay: 30 });
  mock = await startStripeMock({ port: await freePort() });
  const apiPort = await freePort();
  const webPort = await freePort();
  web = `http://localhost:${webPort}`;
  engine = await startEngineStack({
    label: 'e2e-stripe',
    apiPort,
    storefrontUrl: web,
    extraEnv: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_e2echeckout', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: mock.url },
    output: 'ignore',
  });
  engine.spawnTracked(process.execPath, [resolve(storefrontDir, 'scripts/server.mjs')], {
    cwd: storefrontDir,
    env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_NEXT_DIST_DIR ?? '.next-e2e', RIHLA_API_URL: engine.api, NEXT_TELEMETRY_DISABLED: '1', PORT: String(webPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${webPort}/about`, async (r) => r.ok, 90_000, 'the storefront on Stripe');
});

test.afterAll(async () => {
  await engine?.stop();
  await mock?.stop();
});

/** Stripe's signature header for this body (HMAC-SHA256 of `t.body` with the endpoint secret, its documented scheme). */
const stripeSignature = (payload: string, at = Math.floor(Date.now() / 1000)) => `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${payload}`).digest('hex')}`;

test('card checkout on Stripe: the buyer is sent to Stripe Checkout; after Stripe\'s signed webhook and the return, the booking is confirmed and captured', async ({ page }) => {
  test.setTimeout(180_000);
  // Stripe's hosted page is not reachable here: the browser gets a stand-in once it is sent there.
  await page.route('https://checkout.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout</title><h1>Stripe Checkout (not reachable offline)</h1>' }));
  await page.goto(`${web}${productPath(instant, 'en')}`);
  await chooseSlot(page, instant);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillPerson(page, { firstName: 'Sara', lastName: 'Al-Harbi', email: 'sara.stripe@example.com' });
  // The checkout's answer, kept as it passes (the browser leaves the page as soon as it has it).
  const seen: { answer?: { bookingId: string; status: string; bookingLink?: string } } = {};
  await page.route('**/api/checkout', async (route) => {
    const res = await route.fetch({ timeout: 90_000 });
    seen.answer = (await res.json()) as { bookingId: string; status: string; bookingLink?: string };
    await route.fulfill({ response: res });
  });
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  // The storefront sends the buyer to Stripe's page (where the test stops being the buyer): at once on 'redirect', or
  // from the result page once the status says so when the session opened after the checkout's budget (a loaded machine).
  await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//, { timeout: 90_000 });
  const answer = seen.answer;
  if (!answer) throw new Error('the checkout did not answer');
  expect(['redirect', 'processing']).toContain(answer.status);
  // A guest booking is read with its signed link (the checkout's answer carries it; the browser keeps it as a cookie).
  const link = { 'x-booking-link': answer.bookingLink ?? '' };
  const events = async () => (await (await fetch(`${engine.api}/bookings/${answer.bookingId}/events`, { headers: link })).json()) as { events: { type: string; data: Record<string, unknown> }[] };
  const opened = (await events()).events.find((e) => e.type === 'PaymentSessionOpened')!;
  expect(page.url()).toBe(opened.data.redirectUrl);

  // Stripe: the buyer paid, the Checkout Session completed (the amount held: capture_method manual).
  const { amount, currency } = opened.data.amount as { amount: number; currency: string };
  const payload = JSON.stringify({
    id: `evt_e2e_${answer.bookingId}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    data: { object: { id: opened.data.sessionId, object: 'checkout.session', client_reference_id: answer.bookingId, payment_intent: 'pi_e2e_checkout', amount_total: amount, currency: currency.toLowerCase(), metadata: { bookingId: answer.bookingId } } },
  });
  const delivered = await fetch(`${engine.api}/payments/webhook/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) }, body: payload });
  expect(delivered.status).toBe(200);

  // Stripe sends the buyer back to the success url; the result page follows the booking to confirmed.
  await page.goto(`${web}/checkout/success?session=${encodeURIComponent(String(opened.data.sessionId))}`);
  await expect(page.getByRole('heading', { name: 'Booked successfully' })).toBeVisible({ timeout: 60_000 });
  const types = (await events()).events.map((e) => e.type);
  expect(types).toEqual(expect.arrayContaining(['PaymentAuthorized', 'ItemConfirmed', 'PaymentCaptured', 'BookingConfirmed']));
});
