import { paymentProviderContract } from '../testing/provider-contract.ts';
import { startPspHarness, WEBHOOK_SECRET } from '../testing/payments-harness.ts';
import { startWebhookEndpoint } from '../testing/webhook-endpoint.ts';
import { TEST_CARDS } from './test-cards.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

/** The card the sandbox approves, and the one its issuer declines (test-cards.ts). */
const cardFor = (outcome: 'authorized' | 'card_declined') => TEST_CARDS.find((c) => c.outcome === outcome)!.number;
const CARD = { approve: cardFor('authorized'), decline: cardFor('card_declined') };

// The sandbox as a real PSP adapter would be tested: its hosted page over HTTP, its webhooks received by a plain
// HTTP endpoint exactly as sent.
paymentProviderContract('sandbox provider', 'stateful', async () => {
  const h = await startPspHarness();
  const endpoint = await startWebhookEndpoint(h.receiverPort);
  return {
    provider: h.provider,
    returnUrl: 'http://shop.test/bookings/result',
    currency: 'SAR',
    async pay({ redirectUrl }, outcome) {
      const form = { cardNumber: CARD[outcome], expiry: '12/30', cvc: '123', name: 'Sara Ali' };
      const res = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
      if (res.status !== 303) throw new Error(`the hosted page answered ${res.status}: ${await res.text()}`);
    },
    signedEarlier({ rawBody, headers }, secondsAgo) {
      return { rawBody, headers: { ...headers, [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, rawBody, new Date(h.clock.now().getTime() - secondsAgo * 1000)) } };
    },
    nextWebhook: () => endpoint.next(),
    async close() {
      await endpoint.close();
      await h.cleanup();
    },
  };
});
