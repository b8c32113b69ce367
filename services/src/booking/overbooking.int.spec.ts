import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { inventoryEvents, slotStream, type InventoryEvent } from '@rihla/events/inventory';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../inventory/index.ts';
import { readModelKeys, startProjection, type ProjectionRunner } from '../platform/projection-runner.ts';
import { checkoutIds } from './checkout/booking-ids.ts';
import { bookingStatusProjection, getBookingStatus } from './read-models/booking-status-projection.ts';
import { customerBookingsProjection } from './read-models/customer-bookings-projection.ts';
import { financeRefundLedgerProjection } from './read-models/finance-refunds-projection.ts';
import { opsQueuesProjection } from './read-models/ops-queues-projection.ts';
import { bookingStreamProblems, OUTCOME_TYPES } from './testing/booking-stream-problems.ts';
import { spawnWorker, startBookingHarness, stopWorkerProcess, type BookingHarness } from './testing/booking-harness.ts';
import { buyer, DATE } from './testing/booking-fixtures.ts';
import { compareWithCleanRebuild } from './testing/read-models-vs-rebuild.ts';

/**
 * 200 buyers check out at once for one departure with 10 seats (exp-instant, 09:00 on DATE). The worst case for the
 * seats: every checkout is accepted before any seat is held (the workers start right after the burst), so 200 hold
 * steps race in two saga worker processes and only the slot's exact-revision appends stand between them and an
 * oversold tour. A third of the buyers also book a roomy second tour, whose seats they hold and must give back when
 * the contested seat is gone.
 */
const BUYERS = 200;
const CAPACITY = 10;
const CONTESTED = slotStream({ experienceId: 'exp-instant', optionId: 'std', date: DATE, startTime: '09:00' });
const SIDE_DEPARTURES = ['2030-01-08', '2030-01-09', '2030-01-10'].flatMap((date) => ['09:00', '15:00'].map((startTime) => ({ date, startTime })));

let h: BookingHarness;
let secondWorker: ChildProcess | null = null;
let slots: ProjectionRunner;

beforeAll(async () => {
  // Cards are authorized by the sandbox at once, so winners are captured without a browser.
  // A short processing budget: with no worker running yet, POST /checkout answers 'processing' after it.
  h = await startBookingHarness('overbooking', { PAYMENTS_AUTO_APPROVE: 'true', CHECKOUT_PROCESSING_BUDGET_MS: '1000', BOOKING_WORKER_CONCURRENCY: '16' });
  slots = await startProjection({ store: h.ctx.store, redis: h.ctx.redis, prefix: h.ctx.prefix, projection: slotProjection });
}, 120_000);
afterAll(async () => {
  if (secondWorker) await stopWorkerProcess(secondWorker);
  await slots?.stop();
  await h?.close();
});

interface Buyer {
  key: string;
  bookingId: string;
  paymentMethod: 'card' | 'payLater';
  side: { date: string; startTime: string } | null;
}

async function openCart(b: Buyer): Promise<string> {
  const opened = await h.http('POST', '/carts', {});
  expect(opened.status).toBe(201);
  const cartId = opened.body.cartId as string;
  const lines = [{ experienceId: 'exp-instant', date: DATE, startTime: '09:00' }, ...(b.side ? [{ experienceId: 'exp-instant-b', ...b.side }] : [])];
  for (const l of lines) {
    const added = await h.http('POST', `/carts/${cartId}/items`, { ...l, optionId: 'std', participants: { adult: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return cartId;
}

const slotDoc = async (slotId: string): Promise<SlotDocument | null> => {
  const raw = await h.ctx.redis.hget(readModelKeys(h.ctx.prefix, slotProjection.name).collection(SLOT_COLLECTION), slotId);
  return raw ? (JSON.parse(raw) as SlotDocument) : null;
};

describe('overbooking', () => {
  it('200 concurrent buyers for 10 seats: exactly 10 sold, every other hold released, nothing captured for the losers', { timeout: 180_000 }, async () => {
    const buyers: Buyer[] = Array.from({ length: BUYERS }, (_, i) => {
      const key = `overbook-${String(i).padStart(3, '0')}-key`;
      return { key, bookingId: checkoutIds(key).bookingId, paymentMethod: i % 4 === 0 ? 'payLater' : 'card', side: i % 3 === 0 ? SIDE_DEPARTURES[i % SIDE_DEPARTURES.length]! : null };
    });
    const carts: string[] = [];
    for (let i = 0; i < BUYERS; i += 25) carts.push(...(await Promise.all(buyers.slice(i, i + 25).map(openCart))));

    // Everyone presses "Book" at the same moment; then two workers start and race for the seats.
    const answers = await Promise.all(buyers.map((b, i) => h.checkout(carts[i]!, b.paymentMethod, b.key)));
    await Promise.all([h.startWorker(), spawnWorker(h.env).then((w) => (secondWorker = w))]);
    for (const a of answers) expect([200, 202, 409], JSON.stringify(a.body)).toContain(a.status);
    // A buyer either started a booking (its id is derived from the key) or was sent back to review a sold-out cart.
    const started = buyers.filter((b, i) => answers[i]!.status !== 409 || answers[i]!.body.bookingId === b.bookingId);
    const turnedAway = answers.filter((a) => a.status === 409 && !a.body.bookingId);
    for (const a of turnedAway) expect(a.body).toMatchObject({ bookingStatus: 'reviewRequired', review: { state: expect.stringMatching(/unavailable/i) } });
    expect(started.length + turnedAway.length).toBe(BUYERS);
    expect(started.length).toBe(BUYERS);

    const outcomeOf = async (b: Buyer) => (await h.events(b.bookingId)).find((e) => OUTCOME_TYPES.has(e.type))?.type;
    await expect.poll(async () => (await Promise.all(started.map(outcomeOf))).filter(Boolean).length, { timeout: 120_000, interval: 500 }).toBe(started.length);

    const streams = new Map<string, BookingEvent[]>();
    for (const b of started) streams.set(b.bookingId, await h.events(b.bookingId));
    for (const [id, events] of streams) expect(bookingStreamProblems(events), id).toEqual([]);
    const winners = started.filter((b) => streams.get(b.bookingId)!.some((e) => e.type === 'BookingConfirmed'));
    const losers = started.filter((b) => !winners.includes(b));
    expect(winners).toHaveLength(CAPACITY);
    for (const b of losers) expect(streams.get(b.bookingId)!.map((e) => e.type), b.bookingId).toContain('ReviewRequired');

    // The slot's own log: exactly 10 seats booked, each from a hold that was taken once; no hold left hanging.
    const contested = (await h.ctx.store.readStream(CONTESTED)).map((r) => inventoryEvents.parse(r));
    const booked = contested.filter((e): e is Extract<InventoryEvent, { type: 'SeatsBooked' }> => e.type === 'SeatsBooked');
    expect(booked.reduce((n, e) => n + e.data.quantity, 0)).toBe(CAPACITY);
    expect(new Set(booked.map((e) => e.data.bookingId))).toEqual(new Set(winners.map((b) => b.bookingId)));
    expect(contested.filter((e) => e.type === 'SeatsHeld')).toHaveLength(CAPACITY);

    // Every hold a loser took on its second tour goes back (release-seats runs after the outcome).
    const sideSlots = SIDE_DEPARTURES.map((d) => slotStream({ experienceId: 'exp-instant-b', optionId: 'std', ...d }));
    const head = await h.ctx.store.headPosition();
    await expect
      .poll(
        async () => {
          await slots.waitFor(await h.ctx.store.headPosition());
          const docs = await Promise.all([CONTESTED, ...sideSlots].map(slotDoc));
          return docs.reduce((n, d) => n + (d?.held ?? 0), 0);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);
    expect(await h.ctx.store.headPosition()).toBeGreaterThanOrEqual(head);
    expect(await slotDoc(CONTESTED)).toMatchObject({ capacity: CAPACITY, booked: CAPACITY, held: 0, remaining: 0 });
    for (const slotId of sideSlots) {
      const winnersHere = winners.filter((b) => b.side && slotStream({ experienceId: 'exp-instant-b', optionId: 'std', ...b.side }) === slotId).length;
      expect((await slotDoc(slotId))?.booked ?? 0, slotId).toBe(winnersHere);
      const events = (await h.ctx.store.readStream(slotId)).map((r) => inventoryEvents.parse(r));
      const holds = events.filter((e) => e.type === 'SeatsHeld').map((e) => (e.type === 'SeatsHeld' ? e.data.holdId : ''));
      const ended = new Set(events.flatMap((e) => (e.type === 'SeatsBooked' || e.type === 'HoldReleased' || e.type === 'HoldExpired' ? [e.data.holdId] : [])));
      for (const holdId of holds) expect(ended.has(holdId), `${slotId} ${holdId}`).toBe(true);
    }

    // Money: each card winner paid its total once; no loser had anything authorized, captured or left held.
    const ledger = h.services.provider.ledger;
    for (const b of winners) {
      const first = streams.get(b.bookingId)![0]!;
      if (first.type !== 'CheckoutRequested') throw new Error('no checkout');
      const t = ledger.bookingTotals(b.bookingId);
      expect(t, b.bookingId).toEqual(b.paymentMethod === 'card' ? { authorized: first.data.total.amount, captured: first.data.total.amount, refunded: 0, voided: 0 } : { authorized: 0, captured: 0, refunded: 0, voided: 0 });
    }
    for (const b of losers) expect(ledger.bookingTotals(b.bookingId), b.bookingId).toEqual({ authorized: 0, captured: 0, refunded: 0, voided: 0 });
    expect(ledger.doubleCaptureCount()).toBe(0);
    expect(ledger.invariantViolations()).toEqual([]);

    // Read models agree with the log and with a clean rebuild.
    await h.readModelsCaughtUp();
    for (const b of winners) expect((await getBookingStatus(h.ctx.redis, h.ctx.prefix, b.bookingId))?.status, b.bookingId).toBe('confirmed');
    for (const b of losers) expect((await getBookingStatus(h.ctx.redis, h.ctx.prefix, b.bookingId))?.status, b.bookingId).toBe('reviewRequired');
    for (const b of buyers.filter((x) => !started.includes(x))) expect(await h.events(b.bookingId)).toEqual([]);
    const deps = { store: h.ctx.store, redis: h.ctx.redis, prefix: h.ctx.prefix };
    for (const projection of [bookingStatusProjection, customerBookingsProjection, opsQueuesProjection, financeRefundLedgerProjection]) {
      const c = await compareWithCleanRebuild(deps, projection);
      expect(c.live, c.name).toEqual(c.rebuilt);
    }
    await slots.waitFor(await h.ctx.store.headPosition());
    const slotsCompared = await compareWithCleanRebuild(deps, slotProjection);
    expect(slotsCompared.live).toEqual(slotsCompared.rebuilt);
    // Each winner was told (once per outcome: the outbox keys are the idempotency keys).
    await expect
      .poll(async () => {
        const emails = await h.services.notifier.listOutbox('email');
        return winners.filter((b) => emails.some((m) => m.to === buyer.email && m.idempotencyKey.startsWith(`${b.bookingId}:`))).length;
      }, { timeout: 30_000, interval: 250 })
      .toBe(CAPACITY);
    const keys = (await h.services.notifier.listOutbox('email')).map((m) => m.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
