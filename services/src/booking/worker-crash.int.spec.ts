import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { slotStream } from '@rihla/events/inventory';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../inventory/index.ts';
import { readModelKeys, startProjection, type ProjectionRunner } from '../platform/projection-runner.ts';
import { devSupplierKey } from '../suppliers/testing/index.ts';
import { checkoutIds } from './checkout/booking-ids.ts';
import { bookingStatusProjection } from './read-models/booking-status-projection.ts';
import { customerBookingsProjection } from './read-models/customer-bookings-projection.ts';
import { financeRefundLedgerProjection } from './read-models/finance-refunds-projection.ts';
import { opsQueuesProjection } from './read-models/ops-queues-projection.ts';
import { reactorKeys } from './saga/reactor.ts';
import { bookingStreamProblems, OUTCOME_TYPES } from './testing/booking-stream-problems.ts';
import { startBookingHarness, type BookingHarness } from './testing/booking-harness.ts';
import { compareWithCleanRebuild } from './testing/read-models-vs-rebuild.ts';
import { confirmedItems, expectedMessageKeys } from './testing/owed-effects.ts';

/**
 * The crash test: 100 checkouts at once (card with the sandbox auto-approving, and pay later; instant, failing and
 * on-request suppliers, whose answers arrive through the supplier endpoint meanwhile) while the one saga worker
 * process is killed -9 again and again and restarted. Afterwards every booking has exactly one outcome, no money moved
 * twice or was left held, every step's effect (seats, messages) happened once, and the read models
 * equal a clean rebuild. No timing is asserted: the deadlines below are only there to end a stuck run.
 */
const BOOKINGS = 100;
const KILLS = 6;
const DEPARTURES = ['2030-01-08', '2030-01-09', '2030-01-10'].flatMap((date) => ['09:00', '15:00'].map((startTime) => ({ date, startTime })));
/** Per booking (by index mod 5), which tours its cart holds. */
const CART_SHAPES: readonly (readonly string[])[] = [['exp-instant-b'], ['exp-instant-b', 'exp-failing'], ['exp-onrequest'], ['exp-failing'], ['exp-instant-b', 'exp-onrequest']];
const TOURS = ['exp-instant-b', 'exp-failing', 'exp-onrequest'];

let h: BookingHarness;
let slots: ProjectionRunner;

beforeAll(async () => {
  h = await startBookingHarness('crash', { PAYMENTS_AUTO_APPROVE: 'true', CHECKOUT_PROCESSING_BUDGET_MS: '2000' });
  slots = await startProjection({ store: h.ctx.store, redis: h.ctx.redis, prefix: h.ctx.prefix, projection: slotProjection });
  await h.startWorker();
}, 120_000);
afterAll(async () => {
  await slots?.stop();
  await h?.close();
});

/** Deterministic pauses between kills (300-700 ms), so a failing run can be repeated. */
function pauses(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return 300 + (x % 401);
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Plan {
  key: string;
  bookingId: string;
  paymentMethod: 'card' | 'payLater';
  tours: readonly string[];
  departure: { date: string; startTime: string };
  supplierAnswer: 'confirmed' | 'declined';
}

async function openCart(p: Plan): Promise<string> {
  const opened = await h.http('POST', '/carts', {});
  expect(opened.status).toBe(201);
  const cartId = opened.body.cartId as string;
  for (const experienceId of p.tours) {
    const added = await h.http('POST', `/carts/${cartId}/items`, { experienceId, optionId: 'std', ...p.departure, participants: { adult: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return cartId;
}

describe('worker crash', () => {
  it('kill -9 the worker again and again during 100 concurrent checkouts: every booking ends once, money and read models add up', { timeout: 240_000 }, async () => {
    const plans: Plan[] = Array.from({ length: BOOKINGS }, (_, i) => {
      const key = `crash-${String(i).padStart(3, '0')}-key`;
      return {
        key,
        bookingId: checkoutIds(key).bookingId,
        paymentMethod: i % 2 === 0 ? 'card' : 'payLater',
        tours: CART_SHAPES[i % CART_SHAPES.length]!,
        departure: DEPARTURES[i % DEPARTURES.length]!,
        supplierAnswer: i % 3 === 0 ? 'declined' : 'confirmed',
      };
    });
    const carts: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 25) carts.push(...(await Promise.all(plans.slice(i, i + 25).map(openCart))));

    const outcomeOf = async (p: Plan) => (await h.events(p.bookingId)).find((e) => OUTCOME_TYPES.has(e.type))?.type;
    const allEnded = async () => (await Promise.all(plans.map(outcomeOf))).every(Boolean);

    // On-request suppliers answer through the api whenever an item waits for them, crash or not.
    const answered = new Set<string>();
    let answering = true;
    const answerer = (async () => {
      while (answering) {
        for (const p of plans) {
          if (answered.has(p.bookingId) || !p.tours.includes('exp-onrequest')) continue;
          const events = await h.events(p.bookingId);
          const waiting = events.find((e) => e.type === 'ItemAwaitingSupplier');
          if (waiting?.type !== 'ItemAwaitingSupplier') continue;
          const res = await h.http('POST', `/supplier/bookings/${p.bookingId}/items/${waiting.data.itemId}/answer`, { answer: p.supplierAnswer }, { 'x-supplier-key': devSupplierKey('sup-onRequest') });
          if (res.status === 200) answered.add(p.bookingId);
        }
        await sleep(200);
      }
    })();

    // Everyone checks out at once; meanwhile the worker dies mid-step, over and over.
    const checkouts = Promise.all(plans.map((p, i) => h.checkout(carts[i]!, p.paymentMethod, p.key)));
    const pause = pauses(20260107);
    let kills = 0;
    for (; kills < KILLS; kills++) {
      await sleep(pause());
      await h.stopWorker('SIGKILL');
      await h.startWorker();
    }
    const answers = await checkouts;
    for (const a of answers) expect([200, 202], JSON.stringify(a.body)).toContain(a.status);
    expect(answers.map((a) => a.body.bookingId)).toEqual(plans.map((p) => p.bookingId));
    expect(kills).toBeGreaterThanOrEqual(5);

    try {
      await expect.poll(allEnded, { timeout: 150_000, interval: 500 }).toBe(true);
    } finally {
      answering = false;
      await answerer;
    }

    const streams = new Map<string, BookingEvent[]>();
    for (const p of plans) streams.set(p.bookingId, await h.events(p.bookingId));

    // One outcome per booking, each step's event once.
    for (const [id, events] of streams) expect(bookingStreamProblems(events), id).toEqual([]);
    const outcomes = new Set([...streams.values()].map((es) => es.find((e) => OUTCOME_TYPES.has(e.type))!.type));
    expect(outcomes).toEqual(new Set(['BookingConfirmed', 'BookingPartiallyConfirmed', 'BookingFailed']));

    // Money: no double capture; captured - refunded == value of the confirmed items; no authorization left held.
    const ledger = h.services.provider.ledger;
    await expect
      .poll(() => plans.flatMap((p) => ledger.paymentsForBooking(p.bookingId)).filter((pay) => pay.authorized !== pay.captured + pay.voided).map((pay) => pay.bookingId), { timeout: 30_000, interval: 250 })
      .toEqual([]);
    for (const p of plans) {
      const events = streams.get(p.bookingId)!;
      const value = confirmedItems(events).reduce((n, i) => n + i.lineTotal.amount - i.discount.amount, 0);
      const t = ledger.bookingTotals(p.bookingId);
      expect(t.captured - t.refunded, p.bookingId).toBe(p.paymentMethod === 'card' ? value : 0);
      if (p.paymentMethod === 'payLater') expect(t.authorized, p.bookingId).toBe(0);
    }
    expect(ledger.doubleCaptureCount()).toBe(0);
    expect(ledger.invariantViolations()).toEqual([]);

    // No lost event or step: the reactor saw every booking event, nothing is left unfinished, every message and
    // supplier notice owed was sent exactly once, and every seat held was booked or given back.
    const lastBookingEvent = (await h.ctx.store.readAll({ direction: 'backwards', maxCount: 5000 })).find((e) => e.streamName.startsWith('booking-'))!;
    await expect.poll(() => h.ctx.redis.get(reactorKeys(h.ctx.prefix).checkpoint), { timeout: 30_000 }).toBe(String(lastBookingEvent.position));
    expect(await h.ctx.redis.scard(reactorKeys(h.ctx.prefix).active)).toBe(0);

    const owed = plans.flatMap((p) => expectedMessageKeys(p.bookingId, streams.get(p.bookingId)!));
    await expect.poll(async () => (await h.services.notifier.listOutbox('email')).map((m) => m.idempotencyKey).sort(), { timeout: 30_000, interval: 250 }).toEqual(owed.sort());
    expect((await h.services.notifier.listOutbox('whatsapp')).map((m) => m.idempotencyKey).sort()).toEqual(owed.sort());

    const slotIds = TOURS.flatMap((experienceId) => DEPARTURES.map((d) => slotStream({ experienceId, optionId: 'std', ...d })));
    const slotDocs = async () => {
      await slots.waitFor(await h.ctx.store.headPosition());
      const raw = await h.ctx.redis.hmget(readModelKeys(h.ctx.prefix, slotProjection.name).collection(SLOT_COLLECTION), ...slotIds);
      return raw.map((r, i) => (r ? (JSON.parse(r) as SlotDocument) : ({ slotId: slotIds[i]!, held: 0, booked: 0 } as SlotDocument)));
    };
    await expect.poll(async () => (await slotDocs()).reduce((n, d) => n + d.held, 0), { timeout: 30_000, interval: 250 }).toBe(0);
    const bookedOwed = new Map<string, number>();
    for (const p of plans) for (const i of confirmedItems(streams.get(p.bookingId)!)) bookedOwed.set(slotStream(i.slot), (bookedOwed.get(slotStream(i.slot)) ?? 0) + i.quantity);
    for (const d of await slotDocs()) expect(d.booked, d.slotId).toBe(bookedOwed.get(d.slotId) ?? 0);

    // The read models the projection runners kept through all this equal a clean rebuild from the log.
    await h.readModelsCaughtUp();
    const deps = { store: h.ctx.store, redis: h.ctx.redis, prefix: h.ctx.prefix };
    for (const projection of [bookingStatusProjection, customerBookingsProjection, opsQueuesProjection, financeRefundLedgerProjection]) {
      const c = await compareWithCleanRebuild(deps, projection);
      expect(Object.keys(c.live).length, c.name).toBeGreaterThan(0);
      expect(c.live, c.name).toEqual(c.rebuilt);
    }
    await slots.waitFor(await h.ctx.store.headPosition());
    const s = await compareWithCleanRebuild(deps, slotProjection);
    expect(s.live).toEqual(s.rebuilt);
  });
});
