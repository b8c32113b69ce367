import { describe, expect, it } from 'vitest';
import { inlineImagesOfEml } from '../notifications/testing/index.ts';
import { readQrInPng } from '../platform/testing/read-qr-codes.ts';
import { signedTicketCode, ticketRefFor } from '../tickets/testing/index.ts';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { bookingHarnessForFile, TEST_CUSTOMER_HEADER } from './testing/booking-harness.ts';
import { buyer } from './testing/booking-fixtures.ts';
import { advanceBooking } from './saga/advance-booking.ts';
import { reactorKeys } from './saga/reactor.ts';
import type { SagaDeps } from './saga/saga-deps.ts';
import type { Notifier } from '../notifications/index.ts';
import { createLogger } from '../platform/log.ts';

const h = bookingHarnessForFile('paylater');
const jobsOf = async (bookingId: string) => (await h.queue.getJobs(['completed', 'active', 'waiting', 'delayed', 'failed'])).filter((j) => j.id?.startsWith(`${bookingId}--`));
/** Resolves once the worker's saga reactor has enqueued the jobs of every event up to this global position. */
const reactorPassed = (position: number) => expect.poll(async () => Number((await h.ctx.redis.get(reactorKeys(h.ctx.prefix).checkpoint)) ?? -1), { timeout: 15_000 }).toBeGreaterThanOrEqual(position);

describe('pay later checkout', () => {
  it('books without payment: seats booked, supplier confirmed, payment due, buyer told', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 2 }]);
    const res = await h.checkout(cartId, 'payLater', 'paylater-key-0001');
    expect([200, 202]).toContain(res.status);
    expect(res.body).toMatchObject({ status: expect.stringMatching(/processing|confirmed/), statusUrl: `/bookings/${res.body.bookingId}/status`, orderId: expect.stringMatching(/^RH-/) });
    const { bookingId } = res.body;

    const events = await h.waitForEvent(bookingId, 'BookingConfirmed');
    expect(events.map((e) => e.type)).toEqual(['CheckoutRequested', 'ItemsHeld', 'ItemConfirmed', 'BookingConfirmed']);
    expect(events.at(-1)).toMatchObject({ data: { paymentStatus: 'due' } });
    expect(bookingStreamProblems(events)).toEqual([]);

    // Hold, confirm and settle ran in one job (the hold's): no job of their own, no re-read between them.
    const holdJob = `${bookingId}--hold-items--r0`;
    const jobs = await jobsOf(bookingId);
    expect(jobs.map((j) => j.name)).toContain('hold-items');
    expect(jobs.map((j) => j.name)).not.toContain('confirm-item');
    expect(jobs.map((j) => j.name)).not.toContain('settle-round');
    const recorded = await h.ctx.store.readStream(`booking-${bookingId}`);
    expect(recorded.map((e) => e.metadata.nextStepsIn)).toEqual([undefined, holdJob, holdJob, holdJob]);
    // ... and that job sends the buyer's confirmation itself: the reactor, once past these events, enqueued no notify-buyer.
    expect(recorded.map((e) => e.metadata.messagesIn)).toEqual([undefined, holdJob, holdJob, holdJob]);
    await reactorPassed(recorded.at(-1)!.position);
    expect((await jobsOf(bookingId)).map((j) => j.name)).not.toContain('notify-buyer');

    // No money moved for a pay-later booking.
    expect(h.services.provider.ledger.bookingTotals(bookingId)).toEqual({ authorized: 0, captured: 0, refunded: 0, voided: 0 });
    const status = await h.status(bookingId);
    expect(status).toMatchObject({ status: 'confirmed', paymentStatus: expect.anything() });

    // The seats are booked in the slot, and the buyer got an e-mail and a WhatsApp message.
    const slot = await h.ctx.store.readStream('slot-exp-instant-std-20300108-0900');
    expect(slot.map((e) => e.type)).toEqual(['SlotOpened', 'SeatsHeld', 'SeatsBooked']);
    await expect.poll(async () => (await h.services.notifier.listOutbox('email')).filter((m) => m.to === buyer.email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await h.services.notifier.listOutbox('whatsapp')).filter((m) => m.to === '+966501234567').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

    // The confirmation carries a ticket per traveller: its QR inline (cid) in the HTML part, read back by a QR reader
    // from the mail's own bytes as the ticket's signed code.
    const mail = (await h.services.notifier.listOutbox('email')).find((m) => m.to === buyer.email && m.subject.includes(res.body.orderId))!;
    const itemId = (events[0]!.data as { items: { itemId: string }[] }).items[0]!.itemId;
    const secret = (await h.ctx.redis.get(`${h.ctx.prefix}tickets:secret`))!;
    const refs = [1, 2].map((n) => ticketRefFor(bookingId, itemId, n));
    expect(mail.attachments).toEqual(refs.map((ref) => ({ filename: `${ref}.png`, contentType: 'image/png', cid: `${ref}@tickets.rihla` })));
    for (const ref of refs) expect(mail.html).toContain(`<img src="cid:${ref}@tickets.rihla"`);
    const images = inlineImagesOfEml(mail.eml!);
    expect(await Promise.all(refs.map((ref) => readQrInPng(images.get(`${ref}@tickets.rihla`)!)))).toEqual(refs.map((ref) => signedTicketCode(secret, ref)));
  });

  it("a job that fails between the booking's outcome and the buyer's message tells the buyer on its retry, once", async () => {
    // The steps run here, in the test's process, with the worker stopped: the first run's mail server is down.
    await h.stopWorker();
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const res = await h.checkout(cartId, 'payLater', 'paylater-mail-down-0001');
    const { bookingId, orderId } = res.body;
    const deps: SagaDeps = { store: h.ctx.store, provider: h.services.provider, suppliers: h.services.suppliers, notifier: h.services.notifier, clock: h.services.clock, settings: h.services.settings, log: createLogger('test', 'silent') };
    const mailDown: Notifier = { ...deps.notifier, sendEmail: () => Promise.reject(new Error('mail server down')), sendWhatsApp: () => Promise.reject(new Error('unreachable')), listOutbox: (kind) => deps.notifier.listOutbox(kind) };
    const holdJob = { name: 'hold-items', data: { bookingId, round: 0 } } as const;
    const run = { jobId: `${bookingId}--hold-items--r0`, finalAttempt: false };
    const mails = async () => (await h.services.notifier.listOutbox('email')).filter((m) => m.subject.includes(orderId));
    try {
      await expect(advanceBooking({ ...deps, notifier: mailDown }, holdJob, run)).rejects.toThrow('mail server down');
      expect((await h.events(bookingId)).map((e) => e.type)).toEqual(['CheckoutRequested', 'ItemsHeld', 'ItemConfirmed', 'BookingConfirmed']);
      expect(await mails()).toHaveLength(0);
      // BullMQ's retry of the job: nothing left to progress, the message is sent.
      await advanceBooking(deps, holdJob, run);
      expect((await mails()).map((m) => m.to)).toEqual([buyer.email]);
      await advanceBooking(deps, holdJob, run);
      expect(await mails()).toHaveLength(1);
    } finally {
      await h.startWorker();
    }
    // The restarted worker's reactor runs the hold job for the checkout once more (it finds the booking done) and adds
    // no notify-buyer job for the outcome: still one message.
    await reactorPassed((await h.ctx.store.readStream(`booking-${bookingId}`)).at(-1)!.position);
    await expect.poll(async () => (await jobsOf(bookingId)).find((j) => j.name === 'hold-items')?.finishedOn, { timeout: 15_000 }).toBeDefined();
    expect((await jobsOf(bookingId)).map((j) => j.name)).not.toContain('notify-buyer');
    expect(await mails()).toHaveLength(1);
  });

  it('answers a double-submitted checkout (same Idempotency-Key) with the same booking, never a second one', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const [a, b] = await Promise.all([h.checkout(cartId, 'payLater', 'double-key-0001'), h.checkout(cartId, 'payLater', 'double-key-0001')]);
    expect(a.body.bookingId).toBeDefined();
    expect(b.body.bookingId).toBe(a.body.bookingId);
    const again = await h.checkout(cartId, 'payLater', 'double-key-0001');
    expect(again.body.bookingId).toBe(a.body.bookingId);
    const events = await h.waitForEvent(a.body.bookingId, 'BookingConfirmed');
    expect(events.filter((e) => e.type === 'CheckoutRequested')).toHaveLength(1);
    // Another key for the same (now checked-out) cart starts nothing.
    const other = await h.checkout(cartId, 'payLater', 'double-key-0002');
    expect(other.status).toBe(409);
  });

  it("scopes the Idempotency-Key to the caller: someone else replaying an account's key and cart is refused, never given its booking", async () => {
    const checkoutAs = (cartId: string, customerId: string | null) =>
      h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'payLater', locale: 'en' }, { 'idempotency-key': 'scoped-key-0001', ...(customerId ? { [TEST_CUSTOMER_HEADER]: customerId } : {}) });
    const cartA = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const a = await checkoutAs(cartA, 'cust-alice');
    expect([200, 202]).toContain(a.status);
    const mine = a.body.bookingId as string;

    for (const intruder of ['cust-mallory', null]) {
      const replay = await checkoutAs(cartA, intruder);
      expect(replay.status).toBe(409);
      expect(JSON.stringify(replay.body)).not.toContain(a.body.orderId);
      expect(replay.body.bookingId).toBeUndefined();
    }
    // The owner's own retry still answers with the booking; another account's key of the same text is its own.
    expect((await checkoutAs(cartA, 'cust-alice')).body.bookingId).toBe(mine);
    const cartB = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const b = await checkoutAs(cartB, 'cust-bob');
    expect([200, 202]).toContain(b.status);
    expect(b.body.bookingId).not.toBe(mine);
    const events = await h.waitForEvent(mine, 'BookingConfirmed');
    expect(events.filter((e) => e.type === 'CheckoutRequested')).toHaveLength(1);
  });

  it('refuses bad input with a readable problem and changes nothing', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const noKey = await h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'payLater' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.detail).toMatch(/Idempotency-Key/);
    const priced = await h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'payLater', total: 1 }, { 'idempotency-key': 'bad-input-0001' });
    expect(priced.status).toBe(400);
    const cardNoReturn = await h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'card' }, { 'idempotency-key': 'bad-input-0002' });
    expect(cardNoReturn.status).toBe(400);
    const badEmail = await h.http('POST', '/checkout', { cartId, buyer: { ...buyer, email: 'nope' }, paymentMethod: 'payLater' }, { 'idempotency-key': 'bad-input-0003' });
    expect(badEmail.status).toBe(400);
    const unknownCart = await h.checkout('no-such-cart', 'payLater', 'bad-input-0004');
    expect(unknownCart.status).toBe(404);
    expect((await h.http('GET', '/bookings/bk-nope/events')).status).toBe(404);
    // The cart is untouched and can still be checked out.
    const ok = await h.checkout(cartId, 'payLater', 'bad-input-0005');
    expect([200, 202]).toContain(ok.status);
  });

  it('ends in a review when the seats are gone by the time the saga holds them', async () => {
    const first = await h.cartWith([{ experienceId: 'exp-tiny', adults: 2 }]);
    const second = await h.cartWith([{ experienceId: 'exp-tiny', adults: 2 }]);
    const a = await h.checkout(first, 'payLater', 'tiny-key-0001');
    expect([200, 202]).toContain(a.status);
    await h.waitForEvent(a.body.bookingId, 'BookingConfirmed');
    // The cart check sees the departure sold out: nothing is booked and the buyer reviews.
    const b = await h.checkout(second, 'payLater', 'tiny-key-0002');
    expect(b.status).toBe(409);
    expect(b.body).toMatchObject({ bookingStatus: 'reviewRequired', review: { state: 'allUnavailable' } });
  });
});
