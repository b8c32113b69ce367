import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../../scripts/lib/redis.mjs';
import { startStripeMock } from '../../../../scripts/lib/stripe-mock.mjs';
import { paymentProviderContract, type InjectedRefusal } from '../testing/provider-contract.ts';
import { startRecordingProxy } from '../testing/recording-proxy.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_contract_test_secret';
const signer = new Stripe('sk_test_signer');

/** Stripe's documented error answers (https://docs.stripe.com/error-codes), one per refusal the contract injects. */
const REFUSALS: Record<InjectedRefusal, { status: number; body: unknown }> = {
  amount_exceeds_authorized: { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'The amount to capture is greater than the amount capturable.' } } },
  amount_exceeds_refundable: { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge.' } } },
  payment_not_found: { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: 'No such payment_intent.' } } },
  idempotency_key_reused: { status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } } },
  outage: { status: 503, body: { error: { type: 'api_error', message: 'Stripe is temporarily unavailable.' } } },
};

const signed = (payload: string, at: Date) => ({
  rawBody: payload,
  headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(at.getTime() / 1000) }), 'content-type': 'application/json' },
});

let mock: Awaited<ReturnType<typeof startStripeMock>>;
beforeAll(async () => {
  mock = await startStripeMock({ port: await freePort() });
});
afterAll(async () => mock?.stop());

// stripe-mock keeps no state: the stateless half of the contract (requests on the wire, refusals mapped, webhooks
// verified by the SDK). The webhooks are what Stripe sends for the Checkout Session, signed with the endpoint secret.
paymentProviderContract('stripe adapter on stripe-mock', 'stateless', async () => {
  const proxy = await startRecordingProxy(mock.url);
  const provider = createStripeProvider({
    secretKey: 'sk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    now: () => new Date(),
    returnOrigins: ['http://shop.test'],
    api: { host: proxy.host, port: proxy.port, protocol: 'http' },
    timeoutMs: 5000,
  });
  const webhooks: { rawBody: string; headers: Record<string, string> }[] = [];
  return {
    provider,
    returnUrl: 'http://shop.test/bookings/result',
    currency: 'SAR',
    async pay(session, outcome) {
      const event = {
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        type: outcome === 'approve' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
        data: {
          object: {
            id: session.sessionId,
            object: 'checkout.session',
            client_reference_id: session.bookingId,
            metadata: { bookingId: session.bookingId },
            payment_intent: `pi_${randomUUID().replace(/-/g, '')}`,
            payment_status: 'unpaid',
            status: 'complete',
            amount_total: session.amount.amount,
            currency: session.amount.currency.toLowerCase(),
          },
        },
      };
      webhooks.push(signed(JSON.stringify(event), new Date()));
    },
    async nextWebhook() {
      const next = webhooks.shift();
      if (!next) throw new Error('no webhook was sent');
      return next;
    },
    signedEarlier: ({ rawBody }, secondsAgo) => signed(rawBody, new Date(Date.now() - secondsAgo * 1000)),
    sentRequests: () => proxy.sent(),
    refuseNext(refusal) {
      proxy.answerNext(REFUSALS[refusal].status, REFUSALS[refusal].body);
    },
    close: () => proxy.close(),
  };
});
