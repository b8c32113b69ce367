import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAIL_QUEUE } from '../../notifications/index.ts';
import { freePort } from '../../payments/testing/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { createLogger } from '../../platform/log.ts';
import { createQueueFactory, type QueueFactory } from '../../platform/queues.ts';
import { verifyBookingLink } from '../links/booking-link.ts';
import { bookingHarnessForFile, type Json } from '../testing/booking-harness.ts';
import { buyer } from '../testing/booking-fixtures.ts';
import { registerBookingLookupRoutes } from './routes.ts';

/**
 * "Find my booking" against the real parts: the booking engine books as a guest (worker process, Redis read models),
 * the lookup routes answer, and the real mail worker e-mails the code to the file outbox only when bookings exist.
 */
const h = bookingHarnessForFile('booking-lookup');
let app: FastifyInstance;
let base: string;
let queues: QueueFactory;
let secret: string;
let ids = 0;

beforeAll(async () => {
  const config = loadConfig(h.env);
  secret = config.bookingLinkSecret;
  queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  app = createHttpServer({ log: createLogger('lookup-test', 'silent') });
  registerBookingLookupRoutes(app, {
    redis: h.ctx.redis,
    prefix: h.ctx.prefix,
    now: () => h.services.clock.now(),
    newId: () => `lookup-${Date.now()}-${++ids}`,
    mailQueue: queues.queue(MAIL_QUEUE),
    links: { secret, ttlMs: 86_400_000 },
    limits: { perAddress: 1000, perEmail: 7 },
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await app?.close();
  await queues?.close();
});

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Json };
};

async function guestBooking(email: string, key: string): Promise<{ bookingId: string; orderId: string }> {
  const cartId = await h.cartWith([{ experienceId: 'exp-instant-b', adults: 1 }]);
  const res = await h.http('POST', '/checkout', { cartId, buyer: { ...buyer, email }, paymentMethod: 'payLater', locale: 'en' }, { 'idempotency-key': key });
  expect([200, 202]).toContain(res.status);
  await h.waitForEvent(res.body.bookingId, 'BookingConfirmed');
  await h.readModelsCaughtUp();
  return { bookingId: res.body.bookingId, orderId: res.body.orderId };
}

async function codeMailTo(email: string, timeoutMs = 15_000): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await h.services.notifier.listOutbox('email')).find((m) => m.to === email && /Rihla code/.test(m.subject));
    if (mail) return /(\d{6})/.exec(mail.text)?.[1] ?? null;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

describe('Find my booking (issue 28, point 5)', () => {
  it('order number + e-mail opens that guest booking as a booking link; a wrong pair is one answer, in both languages', async () => {
    const email = 'lookup-order@example.com';
    const { bookingId, orderId } = await guestBooking(email, 'lookup-order-0001');
    const ok = await post('/booking-lookup', { orderId: orderId.toLowerCase(), email: ' Lookup-Order@Example.com ' });
    expect(ok.status).toBe(200);
    expect(ok.body.bookings).toHaveLength(1);
    expect(ok.body.bookings[0].orderId).toBe(orderId);
    expect(verifyBookingLink(ok.body.bookings[0].token, h.services.clock.now(), secret)?.bookingId).toBe(bookingId);

    // Another address with the right order number, or the right address with another number: the same 404.
    const otherEmail = await post('/booking-lookup', { orderId, email: 'someone-else@example.com' });
    const otherOrder = await post('/booking-lookup', { orderId: 'RH-ZZZZZZ', email }, { 'accept-language': 'ar' });
    expect(otherEmail.status).toBe(404);
    expect(otherOrder.status).toBe(404);
    expect(otherEmail.body.detail).toBe('We found no booking with this order number and e-mail address. Check both, or ask for a code by e-mail.');
    expect(otherOrder.body.detail).toBe('لم نجد حجزًا بهذا الرقم وهذا البريد الإلكتروني. تحقّق منهما، أو اطلب رمزًا عبر البريد الإلكتروني.');
    expect(otherEmail.body.code).toBe(otherOrder.body.code);

    // Bad input changes nothing and says what is wrong.
    expect((await post('/booking-lookup', { orderId: '', email: 'not-an-address' })).status).toBe(400);
  });

  it('an e-mail alone gets a code (the same answer for an address without bookings, which gets no mail); the code opens every booking once', async () => {
    const email = 'lookup-code@example.com';
    const first = await guestBooking(email, 'lookup-code-0001');
    const second = await guestBooking(email, 'lookup-code-0002');
    const withBookings = await post('/booking-lookup/code-requests', { email });
    const without = await post('/booking-lookup/code-requests', { email: 'nobody-booked@example.com' });
    expect(withBookings.status).toBe(202);
    expect(without.status).toBe(202);
    expect(without.body).toEqual(withBookings.body);

    const code = await codeMailTo(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codeMailTo('nobody-booked@example.com', 3_000)).toBeNull();

    const wrong = await post('/booking-lookup/codes', { email, code: code === '000000' ? '111111' : '000000' }, { 'accept-language': 'ar' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('هذا الرمز غير صالح أو انتهت صلاحيته. يرجى طلب رمز جديد.');
    const opened = await post('/booking-lookup/codes', { email, code: `${code!.slice(0, 3)} ${code!.slice(3)}` });
    expect(opened.status).toBe(200);
    expect(opened.body.bookings.map((b: { orderId: string }) => b.orderId).sort()).toEqual([first.orderId, second.orderId].sort());
    for (const b of opened.body.bookings) expect(verifyBookingLink(b.token, h.services.clock.now(), secret)).not.toBeNull();
    // A used code is spent.
    expect((await post('/booking-lookup/codes', { email, code })).status).toBe(422);
  });

  it('five wrong codes spend the code, and the e-mail is rate limited (429 with Retry-After)', async () => {
    const email = 'lookup-guess@example.com';
    await guestBooking(email, 'lookup-guess-0001');
    expect((await post('/booking-lookup/code-requests', { email })).status).toBe(202);
    const code = await codeMailTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    // perEmail is 7 in this app: one request, five wrong tries and the right code fit; the code is spent by then.
    for (let i = 0; i < 5; i++) expect((await post('/booking-lookup/codes', { email, code: wrong })).status).toBe(422);
    expect((await post('/booking-lookup/codes', { email, code })).status).toBe(422);
    const limited = await fetch(`${base}/booking-lookup/codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, code }) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
