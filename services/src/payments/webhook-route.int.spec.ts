import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signWebhook } from './sandbox/webhook-signature.ts';
import { WEBHOOK_SECRET, pspPerTest, waitUntil, type PspHarness, type Receiver } from './testing/payments-harness.ts';
import type { PaymentWebhookEvent } from './payment-provider.ts';

const event = (eventId = 'evt_test_1'): PaymentWebhookEvent => ({
  eventId,
  type: 'payment.authorized',
  sessionId: 'cs_1',
  bookingId: 'b-1',
  paymentId: 'pay_1',
  amount: { amount: 45000, currency: 'SAR' },
  occurredAt: '2026-03-01T10:00:00.000Z',
});

describe('payment webhook receiver', () => {
  const harness = pspPerTest();
  let h: PspHarness;
  let receiver: Receiver | undefined;

  const post = (body: string, signature?: string, contentType = 'application/json') =>
    fetch(`http://127.0.0.1:${h.receiverPort}/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      body,
    });

  it('accepts a signed event once; a replay is 200 without a second onEvent, also after a restart', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const body = JSON.stringify(event());
    const sig = signWebhook(WEBHOOK_SECRET, body, h.clock.now());
    const first = await post(body, sig);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await post(body, sig);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(receiver.calls()).toBe(1);

    await receiver.close();
    await h.provider.close();
    const reopened = h.open();
    receiver = await harness.receiver(h, reopened);
    // inject, not fetch: the test's pooled keep-alive socket to the old server is gone.
    const afterRestart = await receiver.app.inject({
      method: 'POST',
      url: '/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, body, h.clock.now()) },
      payload: body,
    });
    expect(afterRestart.statusCode).toBe(200);
    expect(afterRestart.json()).toEqual({ received: true, duplicate: true });
    expect(receiver.calls()).toBe(0);
  });

  it('rejects forged, tampered and stale webhooks with a readable 401, unsigned and malformed ones 400, and never calls onEvent', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const body = JSON.stringify(event('evt_attack'));
    const now = h.clock.now();
    const cases: [string, Response, RegExp][] = [
      ['forged', await post(body, signWebhook('not-the-secret', body, now)), /signature does not match/],
      ['tampered', await post(body.replace('45000', '1'), signWebhook(WEBHOOK_SECRET, body, now)), /signature does not match/],
      ['stale', await post(body, signWebhook(WEBHOOK_SECRET, body, new Date(now.getTime() - 301_000))), /301 s old; at most 300 s/],
      ['future', await post(body, signWebhook(WEBHOOK_SECRET, body, new Date(now.getTime() + 600_000))), /in the future/],
      ['unsigned', await post(body), /no rihla-psp-signature header/],
      ['garbled header', await post(body, 'sha256=abc'), /must look like t=<unix seconds>,v1=<hex signature>/],
      ['not an event', await post('{"hello":1}', signWebhook(WEBHOOK_SECRET, '{"hello":1}', now)), /not a payment event/],
      ['not json', await post('hello', signWebhook(WEBHOOK_SECRET, 'hello', now), 'text/plain'), /not valid JSON/],
    ];
    for (const [name, res, detail] of cases) {
      expect(res.status, name).toBe(['forged', 'tampered', 'stale', 'future'].includes(name) ? 401 : 400);
      expect(res.headers.get('content-type'), name).toMatch(/application\/problem\+json/);
      const problem = (await res.json()) as { detail: string };
      expect(problem.detail, name).toMatch(detail);
    }
    expect(receiver.calls()).toBe(0);
    // A forged copy does not mark the id as seen: the genuine event is still handled.
    expect((await post(body, signWebhook(WEBHOOK_SECRET, body, now))).status).toBe(200);
    expect(receiver.calls()).toBe(1);
  });

  it('keeps JSON parsing for the app’s other routes', async () => {
    h = await harness.start();
    const { createHttpServer } = await import('../platform/http/server.ts');
    const { registerPaymentWebhookRoute } = await import('./webhook-route.ts');
    const { quietLog } = await import('./testing/payments-harness.ts');
    const app = createHttpServer({ log: quietLog });
    registerPaymentWebhookRoute(app, { provider: h.provider, providerName: 'sandbox', receipts: h.receipts, onEvent: async () => {} });
    app.post('/echo', async (req) => ({ got: req.body }));
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ got: { a: 1 } });
    await app.close();
  });

  it('one route per provider: the endpoint of a provider this api does not run answers 404 and handles nothing', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const body = JSON.stringify(event('evt_other_provider'));
    const res = await fetch(`http://127.0.0.1:${h.receiverPort}/payments/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1795000000,v1=abc' },
      body,
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/takes payments through sandbox, not stripe/);
    // Moyasar authenticates inside the body (its secret_token): no header to check first, still not here.
    const moyasar = await fetch(`http://127.0.0.1:${h.receiverPort}/payments/webhook/moyasar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'evt', type: 'payment_paid', secret_token: 'x' }) });
    expect(moyasar.status).toBe(404);
    expect(((await moyasar.json()) as { detail: string }).detail).toMatch(/takes payments through sandbox, not moyasar/);
    expect((await post(body, signWebhook(WEBHOOK_SECRET, body, h.clock.now()))).status).toBe(200);
    expect(receiver.calls()).toBe(1);
  });

  it('answers 500 when onEvent fails, so the PSP retries; the retry is handled', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    receiver.failNext(1);
    const { sessionId } = await h.provider.openSession({ bookingId: 'b-retry', amount: { amount: 5000, currency: 'SAR' }, returnUrl: 'http://shop.test/r', idempotencyKey: 'o-retry' });
    const { eventId } = await h.provider.submitCard(sessionId, { number: '4242424242424242', name: 'Sara' });
    expect(await h.provider.deliverWebhook(eventId)).toBe(false);
    expect(h.provider.ledger.webhookDeliveries()).toEqual([expect.objectContaining({ eventId, status: 'pending', attempts: 1, lastError: expect.stringMatching(/^HTTP 500/) })]);
    // Not due yet: backoff starts at one second.
    expect(await h.provider.deliverPendingWebhooks()).toBe(0);
    h.clock.advance(1000);
    expect(await h.provider.deliverPendingWebhooks()).toBe(1);
    expect(receiver.calls()).toBe(2);
    expect(receiver.events.map((e) => e.eventId)).toEqual([eventId]);
    expect(h.provider.ledger.webhookDeliveries()[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('retries a delivery while the receiver is down and delivers once it comes up, across a PSP restart', async () => {
    h = await harness.start();
    const psp = await h.provider.openSession({ bookingId: 'b-down', amount: { amount: 7000, currency: 'SAR' }, returnUrl: 'http://shop.test/r', idempotencyKey: 'o-down' });
    // The browser still gets its redirect while the merchant is unreachable.
    const res = await fetch(`${h.pspUrl}/psp/checkout/${psp.sessionId}`, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Sara' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const [pending] = h.provider.ledger.webhookDeliveries();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|fetch failed/) });

    h.clock.advance(1000);
    expect(await h.provider.deliverPendingWebhooks()).toBe(0);
    expect(h.provider.ledger.webhookDeliveries()[0]).toMatchObject({ status: 'pending', attempts: 2 });

    // The PSP restarts with its delivery loop on; the outbox row is still in the ledger file.
    await h.provider.close();
    h.clock.advance(10 * 60_000);
    const reopened = h.open({ runDeliveryLoop: true, deliveryIntervalMs: 20 });
    receiver = await harness.receiver(h, reopened);
    await waitUntil(() => receiver!.events.length === 1);
    expect(receiver.events[0]).toMatchObject({ eventId: pending?.eventId, bookingId: 'b-down', type: 'payment.authorized' });
    await waitUntil(() => reopened.ledger.webhookDeliveries()[0]?.status === 'delivered');
    expect(reopened.ledger.webhookDeliveries()[0]).toMatchObject({ attempts: 3 });
  });

  it('the delivery loop backs off and retries on a real clock until the receiver accepts', async () => {
    h = await harness.start();
    await h.provider.close();
    const live = h.open({ now: () => new Date(), runDeliveryLoop: true, deliveryIntervalMs: 20, retryBaseMs: 30 });
    receiver = await harness.receiver(h, live);
    receiver.failNext(2);
    const { sessionId } = await live.openSession({ bookingId: 'b-loop', amount: { amount: 100, currency: 'SAR' }, returnUrl: 'http://shop.test/r', idempotencyKey: 'o-loop' });
    const { eventId } = await live.submitCard(sessionId, { number: '4242424242424242', name: 'Sara' });
    await waitUntil(() => receiver!.events.length === 1);
    expect(receiver.calls()).toBe(3);
    expect(receiver.events[0]?.eventId).toBe(eventId);
    await waitUntil(() => live.ledger.webhookDeliveries()[0]?.status === 'delivered');
    expect(live.ledger.webhookDeliveries()[0]?.attempts).toBe(3);
  });
});
