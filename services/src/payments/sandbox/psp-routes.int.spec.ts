import { describe, expect, it } from 'vitest';
import { pspPerTest, waitUntil, type PspHarness, type Receiver } from '../testing/payments-harness.ts';

const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123', name: 'Sara Ali' });

describe('sandbox hosted payment page', () => {
  const harness = pspPerTest();
  let h: PspHarness;
  let receiver: Receiver | undefined;

  async function openSession(bookingId: string, amount = 45000) {
    return h.provider.openSession({ bookingId, amount: sar(amount), returnUrl: 'http://shop.test/bookings/result?b=1', idempotencyKey: `open-${bookingId}` });
  }
  const submit = (sessionId: string, form: Record<string, string>, lang = '') =>
    fetch(`${h.pspUrl}/psp/checkout/${sessionId}${lang}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

  it('shows a clearly marked test page in English and Arabic', async () => {
    h = await harness.start();
    const { sessionId, redirectUrl } = await openSession('b-page');
    const en = await fetch(redirectUrl);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/text\/html/);
    const html = await en.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Sandbox — test payments only');
    expect(html).toContain('Rihla');
    expect(html).toMatch(/SAR\s450\.00/);
    // The payer sees no internal booking id (this session was opened without an order reference).
    expect(html).not.toContain('b-page');
    for (const f of ['cardNumber', 'expiry', 'cvc', 'name']) expect(html).toMatch(new RegExp(`<label for="${f}">[^<]+</label>\\s*<input id="${f}" name="${f}"`));
    for (const n of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) expect(html).toContain(n);

    const ar = await (await fetch(`${h.pspUrl}/psp/checkout/${sessionId}?lang=ar`)).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('بيئة تجريبية — مدفوعات اختبارية فقط');
    expect(ar).toContain('ر.س');
    expect(ar).toContain('رقم البطاقة');
    expect(ar).toContain(`action="/psp/checkout/${sessionId}?lang=ar"`);

    // A session opened for an Arabic-speaking payer lands in Arabic and shows the order number they know.
    const arSession = await h.provider.openSession({ bookingId: 'b-internal-42', amount: sar(1000), returnUrl: 'http://shop.test/r', idempotencyKey: 'open-ar-1', reference: 'RH-7K3P9Q', locale: 'ar' });
    expect(arSession.redirectUrl).toMatch(/\?lang=ar$/);
    const arPage = await (await fetch(`${h.pspUrl}/psp/checkout/${arSession.sessionId}`)).text();
    expect(arPage).toContain('<html lang="ar" dir="rtl">');
    expect(arPage).toContain('RH-7K3P9Q');
    expect(arPage).not.toContain('b-internal-42');
    expect(await (await fetch(`${h.pspUrl}/psp/checkout/${arSession.sessionId}?lang=en`)).text()).toContain('<html lang="en" dir="ltr">');

    const missing = await fetch(`${h.pspUrl}/psp/checkout/cs_nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This payment session does not exist');
  });

  it('authorizes 4242…, delivers a verified webhook, then redirects to the return url', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const { sessionId } = await openSession('b-ok');
    const res = await submit(sessionId, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/bookings/result?b=1&session=${sessionId}`);
    expect(receiver.events).toHaveLength(1);
    const e = receiver.events[0];
    expect(e).toMatchObject({ type: 'payment.authorized', sessionId, bookingId: 'b-ok', amount: sar(45000), occurredAt: '2026-03-01T10:00:00.000Z' });
    expect(e?.eventId).toMatch(/^evt_/);
    expect(e?.paymentId).toMatch(/^pay_/);
    expect(h.provider.ledger.payment(e?.paymentId as string)).toMatchObject({ status: 'authorized', authorized: 45000, captured: 0 });
    expect(h.provider.ledger.webhookDeliveries()).toEqual([expect.objectContaining({ eventId: e?.eventId, status: 'delivered', attempts: 1 })]);
  });

  it('declines 4000…0002 (card_declined) and 4000…9995 (insufficient_funds) without a payment; any other valid card authorizes', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const declined = await openSession('b-dec');
    const poor = await openSession('b-poor');
    const other = await openSession('b-other');
    expect((await submit(declined.sessionId, card('4000000000000002'))).status).toBe(303);
    expect((await submit(poor.sessionId, card('4000 0000 0000 9995'), '?lang=ar')).status).toBe(303);
    expect((await submit(other.sessionId, card('5555 5555 5555 4444'))).status).toBe(303);
    const byBooking = Object.fromEntries(receiver.events.map((e) => [e.bookingId, e]));
    expect(byBooking['b-dec']).toMatchObject({ type: 'payment.declined', declineReason: 'card_declined', paymentId: null });
    expect(byBooking['b-poor']).toMatchObject({ type: 'payment.declined', declineReason: 'insufficient_funds', paymentId: null });
    expect(byBooking['b-other']).toMatchObject({ type: 'payment.authorized' });
    expect(h.provider.ledger.paymentsForBooking('b-dec')).toEqual([]);
    expect(h.provider.ledger.paymentsForBooking('b-poor')).toEqual([]);
    expect(h.provider.getSession(declined.sessionId)).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
  });

  it('re-shows the form with readable errors for an invalid card and records nothing', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const { sessionId } = await openSession('b-bad');
    const res = await submit(sessionId, { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', name: 'Sara Ali' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('the number you entered fails the card check');
    expect(html).toContain('This card has expired');
    expect(html).toContain('Enter the 3 or 4 digit security code.');
    expect(html).toContain('value="Sara Ali"');
    expect(html).not.toContain('4242 4242 4242 4241');
    const ar = await (await submit(sessionId, { cardNumber: '1234', expiry: 'x', cvc: '', name: '' }, '?lang=ar')).text();
    expect(ar).toContain('أدخل رقم بطاقة صحيحًا');
    expect(h.provider.getSession(sessionId)?.status).toBe('open');
    expect(h.provider.ledger.webhookDeliveries()).toEqual([]);
    expect(receiver.calls()).toBe(0);
  });

  it('a session is paid once, and an expired one says so', async () => {
    h = await harness.start();
    receiver = await harness.receiver(h);
    const { sessionId } = await openSession('b-once');
    expect((await submit(sessionId, card('4242424242424242'))).status).toBe(303);
    const again = await submit(sessionId, card('4242424242424242'));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already been completed');
    expect(receiver.calls()).toBe(1);
    expect(h.provider.ledger.paymentsForBooking('b-once')).toHaveLength(1);

    const late = await openSession('b-late');
    h.clock.advance(30 * 60_000);
    const page = await fetch(`${h.pspUrl}/psp/checkout/${late.sessionId}`);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('This payment session has expired');
    expect(text).toContain(`http://shop.test/bookings/result?b=1&amp;session=${late.sessionId}`);
    const ar = await (await fetch(`${h.pspUrl}/psp/checkout/${late.sessionId}?lang=ar`)).text();
    expect(ar).toContain('انتهت صلاحية جلسة الدفع هذه');
    expect((await submit(late.sessionId, card('4242424242424242'))).status).toBe(410);
    expect(h.provider.ledger.paymentsForBooking('b-late')).toEqual([]);
  });

  it('autoApprove authorizes on open and sends the webhook without the page', async () => {
    h = await harness.start({ autoApprove: true });
    receiver = await harness.receiver(h);
    const { sessionId } = await openSession('b-auto', 12000);
    await waitUntil(() => receiver!.events.length === 1);
    expect(receiver.events[0]).toMatchObject({ type: 'payment.authorized', sessionId, bookingId: 'b-auto', amount: sar(12000) });
    expect(h.provider.getSession(sessionId)?.status).toBe('authorized');
    // Opening again with the same key neither authorizes nor notifies twice.
    await openSession('b-auto', 12000);
    await new Promise((r) => setTimeout(r, 50));
    expect(receiver.calls()).toBe(1);
    expect(h.provider.ledger.paymentsForBooking('b-auto')).toHaveLength(1);
  });
});
