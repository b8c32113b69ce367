import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { startStripeMock } from '../../../scripts/lib/stripe-mock.mjs';
import { startRecordingProxy, type RecordingProxy } from '../payments/testing/index.ts';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { startBookingHarness, type BookingHarness } from './testing/booking-harness.ts';
import { FIXED_NOW } from './testing/booking-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_booking_on_stripe';
const signer = new Stripe('sk_test_signer');

let mock: Awaited<ReturnType<typeof startStripeMock>>;
let proxy: RecordingProxy;
let h: BookingHarness;

beforeAll(async () => {
  mock = await startStripeMock({ port: await freePort() });
  proxy = await startRecordingProxy(mock.url);
  h = await startBookingHarness('stripe', { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_booking', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://${proxy.host}:${proxy.port}` });
  await h.startWorker();
}, 120_000);
afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await mock?.stop();
});

/** What Stripe sends when the buyer completes the Checkout Session (signed with the endpoint's secret). */
function completed(o: { eventId: string; sessionId: string; bookingId: string; paymentIntent: string; amount: number }) {
  const payload = JSON.stringify({
    id: o.eventId,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    data: { object: { id: o.sessionId, object: 'checkout.session', client_reference_id: o.bookingId, payment_intent: o.paymentIntent, amount_total: o.amount, currency: 'sar', metadata: { bookingId: o.bookingId } } },
  });
  // Signed at the booking clock's time (the scenarios' shared clock), which the adapter checks the tolerance against.
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(FIXED_NOW.getTime() / 1000) }) };
}

describe('a card booking on the Stripe adapter (stripe-mock)', () => {
  it('opens a Checkout Session, is authorized by the signed webhook, confirms and captures on Stripe with the round key; a replay and an unknown booking change nothing', { timeout: 90_000 }, async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const res = await h.checkout(cartId, 'card', 'stripe-key-0001');
    expect(res.body.status).toBe('redirect');
    // stripe-mock answers a fixture session: the buyer would go to Stripe's hosted page (not reachable here).
    expect(new URL(res.body.redirectUrl as string).hostname).toMatch(/stripe\.com$/);
    const bookingId = res.body.bookingId as string;
    const opened = (await h.events(bookingId)).find((e) => e.type === 'PaymentSessionOpened');
    if (opened?.type !== 'PaymentSessionOpened') throw new Error('no payment session');
    const create = proxy.sent().find((r) => r.path === '/v1/checkout/sessions');
    expect(create).toMatchObject({ method: 'POST', idempotencyKey: `${bookingId}:session`, body: { 'payment_intent_data[capture_method]': 'manual', client_reference_id: bookingId, 'line_items[0][price_data][unit_amount]': '25000' } });

    const hook = completed({ eventId: 'evt_booking_1', sessionId: opened.data.sessionId, bookingId, paymentIntent: 'pi_booking_1', amount: 25_000 });
    const post = (body: string, signature: string) => fetch(`${h.baseUrl}/payments/webhook/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    expect((await post(hook.payload, hook.signature)).status).toBe(200);
    const events = await h.waitForEvent(bookingId, 'BookingConfirmed', 1, 60_000);
    expect(events.find((e) => e.type === 'PaymentAuthorized')).toMatchObject({ data: { paymentId: 'pi_booking_1', amount: { amount: 25_000, currency: 'SAR' } } });
    expect(events.filter((e) => e.type === 'PaymentCaptured')).toHaveLength(1);
    expect(bookingStreamProblems(events)).toEqual([]);
    const captures = proxy.sent().filter((r) => r.path === '/v1/payment_intents/pi_booking_1/capture');
    expect(captures).toEqual([{ method: 'POST', path: '/v1/payment_intents/pi_booking_1/capture', idempotencyKey: `${bookingId}:capture:0`, body: { amount_to_capture: '25000' } }]);

    // Stripe delivers again: answered 200 as a duplicate, nothing appended.
    const before = (await h.events(bookingId)).length;
    const replay = await post(hook.payload, hook.signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // A genuine event for a booking this shop does not have: 200, nothing anywhere.
    const stray = completed({ eventId: 'evt_stray', sessionId: 'cs_other', bookingId: 'bk-not-here', paymentIntent: 'pi_other', amount: 100 });
    expect((await post(stray.payload, stray.signature)).status).toBe(200);
    expect(await h.events('bk-not-here')).toEqual([]);
    // A tampered copy is refused.
    expect((await post(hook.payload.replace('25000', '1'), hook.signature)).status).toBe(401);
    expect((await h.events(bookingId)).length).toBe(before);
  });
});
