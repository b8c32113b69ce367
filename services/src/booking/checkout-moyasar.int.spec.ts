import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoyasarDouble, type MoyasarDouble } from '../payments/testing/index.ts';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { startBookingHarness, type BookingHarness } from './testing/booking-harness.ts';

let double: MoyasarDouble;
let h: BookingHarness;

beforeAll(async () => {
  // The double's clock is the scenarios' shared clock, so its webhooks' created_at are within the tolerance.
  let clock: () => Date = () => new Date();
  double = await startMoyasarDouble({ webhookUrl: 'http://127.0.0.1:9/not-yet', now: () => clock() });
  h = await startBookingHarness('moyasar', { PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: double.secretKey, MOYASAR_WEBHOOK_SECRET: double.webhookSecret, MOYASAR_API_URL: double.url });
  clock = () => h.services.clock.now();
  double.deliverTo(`${h.baseUrl}/payments/webhook/moyasar`);
  await h.startWorker();
}, 120_000);
afterAll(async () => {
  await h?.close();
  await double?.close();
});

describe('a mada booking on the Moyasar adapter (its documented-API double)', () => {
  it("pays on Moyasar's hosted invoice page (charged at once): captured whole without a capture call, the failed item refunded once through the API, the webhook replayed or forged changes nothing", { timeout: 90_000 }, async () => {
    const cartId = await h.cartWith([
      { experienceId: 'exp-instant', adults: 1 },
      { experienceId: 'exp-failing', adults: 1 },
    ]);
    const res = await h.checkout(cartId, 'card', 'moyasar-key-0001');
    expect(res.body.status).toBe('redirect');
    const bookingId = res.body.bookingId as string;
    const page = new URL(res.body.redirectUrl as string);
    expect(page.origin).toBe(double.url);
    const invoice = double.sent().find((r) => r.method === 'POST' && r.path === '/v1/invoices');
    expect(invoice?.body).toMatchObject({ amount: '45000', currency: 'SAR', 'metadata[booking_id]': bookingId, success_url: expect.stringMatching(/^https:\/\/shop\.example\//) });

    // The buyer pays with a mada card on the hosted page; Moyasar POSTs payment_paid to the api.
    const form = { name: 'Sara Ali', number: '4201320111111010', month: '12', year: '2030', cvc: '123' };
    const paid = await fetch(page, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
    expect(paid.status).toBe(303);
    const events = await h.waitForEvent(bookingId, 'RefundIssued', 1, 60_000);
    const authorized = events.find((e) => e.type === 'PaymentAuthorized');
    if (authorized?.type !== 'PaymentAuthorized') throw new Error('not authorized');
    expect(authorized.data).toMatchObject({ captureAtOnce: true, amount: { amount: 45_000, currency: 'SAR' } });
    const paymentId = authorized.data.paymentId;
    expect(events.filter((e) => e.type === 'PaymentCaptured')).toMatchObject([{ data: { amount: { amount: 45_000 } } }]);
    expect(events.map((e) => e.type)).not.toContain('PaymentVoided');
    expect(bookingStreamProblems(events)).toEqual([]);
    // Moyasar took the money at payment: no capture or void was sent; the failed item's 200 went back once.
    const calls = double.sent().filter((r) => r.path.startsWith(`/v1/payments/${paymentId}/`));
    expect(calls.map((r) => r.path)).toEqual([`/v1/payments/${paymentId}/refund`]);
    expect(calls[0]?.body).toEqual({ amount: '20000' });
    expect(double.payment(paymentId)).toMatchObject({ status: 'refunded', amount: 45_000, refunded: 20_000 });

    // Moyasar delivers again: a 200 duplicate. A body with another token, or altered, is refused; nothing is appended.
    const before = (await h.events(bookingId)).length;
    const hook = double.webhooks().at(-1)!;
    const post = (body: string) => fetch(`${h.baseUrl}/payments/webhook/moyasar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await (await post(hook)).json()).toEqual({ received: true, duplicate: true });
    expect((await post(hook.replace(double.webhookSecret, 'a-guessed-token'))).status).toBe(401);
    const altered = JSON.parse(hook) as { id: string; data: { amount: number } };
    expect((await post(JSON.stringify({ ...altered, id: 'evt-forged', data: { ...altered.data, amount: 1 } }))).status).toBe(401);
    expect((await h.events(bookingId)).length).toBe(before);
  });
});
