import { freePort } from '../../../../scripts/lib/redis.mjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.ts';
import { errorCode, paymentProviderContract } from '../testing/provider-contract.ts';
import { startMoyasarDouble } from '../testing/moyasar-double.ts';
import { startWebhookEndpoint } from '../testing/webhook-endpoint.ts';
import { createMoyasarProvider } from './moyasar-provider.ts';

const CARD = { approve: '4201320111111010', decline: '4000000000000002' };

// The Moyasar adapter against a local double of Moyasar's documented API (a real HTTP server, stateful): the buyer
// pays on the double's hosted invoice page, the double POSTs its webhook to a plain HTTP endpoint exactly as sent.
paymentProviderContract(
  'moyasar adapter on its documented-API double',
  'stateful',
  async () => {
    const endpointPort = await freePort();
    const endpoint = await startWebhookEndpoint(endpointPort);
    const double = await startMoyasarDouble({ webhookUrl: `http://127.0.0.1:${endpointPort}/payments/webhook/moyasar` });
    const provider = createMoyasarProvider({ secretKey: double.secretKey, webhookSecret: double.webhookSecret, now: () => new Date(), returnOrigins: ['http://shop.test'], apiUrl: double.url, timeoutMs: 5000 });
    const rewritten = (rawBody: string, change: (w: Record<string, unknown>) => void) => {
      const w = JSON.parse(rawBody) as Record<string, unknown>;
      change(w);
      return JSON.stringify(w);
    };
    return {
      provider,
      returnUrl: 'http://shop.test/bookings/result',
      currency: 'SAR',
      async pay({ redirectUrl }, outcome) {
        const page = await fetch(redirectUrl);
        const action = /action="([^"]+)"/.exec(await page.text())?.[1];
        if (!action) throw new Error('the hosted invoice page has no card form');
        const form = { name: 'Sara Ali', number: CARD[outcome], month: '12', year: '2030', cvc: '123' };
        const res = await fetch(new URL(action, redirectUrl), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
        if (res.status !== 303) throw new Error(`the hosted page answered ${res.status}: ${await res.text()}`);
      },
      nextWebhook: () => endpoint.next(),
      unsigned: ({ rawBody, headers }) => ({ rawBody: rewritten(rawBody, (w) => delete w.secret_token), headers }),
      signedEarlier: ({ rawBody, headers }, secondsAgo) => ({ rawBody: rewritten(rawBody, (w) => (w.created_at = new Date(Date.now() - secondsAgo * 1000).toISOString())), headers }),
      async close() {
        await double.close();
        await endpoint.close();
      },
    };
  },
  { charges: 'at-authorization', idempotentOpen: false },
);

// A manual (authorized) Moyasar payment, as Moyasar's own payment form creates one with `source[manual]=true`: the
// adapter captures it once, in whole or part (Moyasar releases the rest), and a void releases the hold.
describe('moyasar adapter on an authorized (held) payment', () => {
  let double: Awaited<ReturnType<typeof startMoyasarDouble>>;
  let provider: ReturnType<typeof createMoyasarProvider>;
  beforeEach(async () => {
    double = await startMoyasarDouble({ webhookUrl: 'http://127.0.0.1:9/unused' });
    provider = createMoyasarProvider({ secretKey: double.secretKey, webhookSecret: double.webhookSecret, now: () => new Date(), apiUrl: double.url, timeoutMs: 5000 });
  });
  afterEach(() => double.close());
  const held = async (amount: number) => {
    const res = await fetch(`${double.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${double.secretKey}:`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount, currency: 'SAR', description: 'held', callback_url: 'http://shop.test/cb', source: { type: 'creditcard', name: 'Sara Ali', number: '4201320111111010', month: '12', year: '2030', cvc: '123', manual: true } }),
    });
    const p = (await res.json()) as { id: string; status: string };
    expect(p.status).toBe('authorized');
    return p.id;
  };
  const sar = (amount: number) => ({ amount, currency: 'SAR' as const });

  it('captures part once (the rest released), never more than held; a repeat of the same capture changes nothing', async () => {
    const id = await held(45000);
    expect(provider.capabilities('mada')).toMatchObject({ canHold: true });
    expect(await errorCode(provider.capture({ paymentId: id, amount: sar(45001), idempotencyKey: 'c0' }))).toBe('amount_exceeds_authorized');
    expect((await provider.capture({ paymentId: id, amount: sar(30000), idempotencyKey: 'c1' })).amount).toEqual(sar(30000));
    expect(await provider.capture({ paymentId: id, amount: sar(30000), idempotencyKey: 'c1' })).toMatchObject({ amount: sar(30000) });
    expect(double.payment(id)).toMatchObject({ status: 'captured', captured: 30000 });
    expect(await errorCode(provider.capture({ paymentId: id, amount: sar(35000), idempotencyKey: 'c2' }))).toBe('amount_exceeds_authorized');
    expect(double.sent().filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
    await provider.void({ paymentId: id, idempotencyKey: 'v1' });
    expect(double.payment(id)?.status).toBe('captured');
    expect(await errorCode(provider.refund({ paymentId: id, amount: sar(30001), idempotencyKey: 'r1' }))).toBe('amount_exceeds_refundable');
    expect(await errorCode(provider.refund({ paymentId: id, amount: sar(30000), idempotencyKey: 'r1' }))).toBe('ok');
  });

  it('a void releases the hold; nothing is captured after it; an outage stays an ordinary error', async () => {
    const id = await held(20000);
    double.failNext(503);
    await expect(provider.void({ paymentId: id, idempotencyKey: 'v1' })).rejects.not.toBeInstanceOf(PaymentProviderError);
    await provider.void({ paymentId: id, idempotencyKey: 'v1' });
    expect(double.payment(id)?.status).toBe('voided');
    await provider.void({ paymentId: id, idempotencyKey: 'v1' });
    expect(await errorCode(provider.capture({ paymentId: id, amount: sar(1), idempotencyKey: 'c1' }))).toBe('payment_voided');
  });
});
