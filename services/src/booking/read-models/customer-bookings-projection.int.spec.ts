import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import { readIndex, readModelKeys, startProjection, type ProjectionRunner } from '../../platform/projection-runner.ts';
import { createTestContext, testRedisUrl, uniquePrefix, type TestContext } from '../../platform/testing/fixtures.ts';
import { snapshotReadModel } from '../../platform/testing/tally-projection.ts';
import { registerProjection } from '../../platform/registered-projection.ts';
import { rebuildReadModel } from '../../main/rebuild-read-model.ts';
import { customerBookingsProjection, listGuestInvoices, listInvoices, OWNER_INDEXES, ownerIndexMember } from './customer-bookings-projection.ts';
import { at, checkoutRequested } from '../testing/booking-history.ts';

const MANY = 500;
const GUEST = 'Many.Bookings@Example.com';
const buyer = (email: string) => ({ firstName: 'Sara', lastName: 'Ali', email, phone: { countryCode: '+966', number: '500000000' } });

/** Booking n of the busy guest: every third is only a checkout (not listed); purchase times repeat, so ties must keep checkout order. */
function busyGuestBooking(n: number): { id: string; events: BookingEvent[] } {
  const id = `many-${String(n).padStart(4, '0')}`;
  const checkout = checkoutRequested(id, { customerId: null, buyer: buyer(n % 2 ? GUEST : GUEST.toUpperCase()), requestedAt: at(n % 37) });
  if (n % 3 === 0) return { id, events: [checkout] };
  return {
    id,
    events: [
      checkout,
      { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: `S-${n}`, at: at(n % 37) } },
      { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: `S-${n}`, at: at(n % 37) } },
      { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: `INV-${n}`, at: at(n % 37) } },
    ],
  };
}

const indexes = Object.values(OWNER_INDEXES);

describe('customer bookings: an owner index that grows by one member per checkout', () => {
  let ctx: TestContext;
  let runner: ProjectionRunner;
  let monitor: Redis;
  const appended = new Map<string, number>();

  async function append(bookingId: string, events: BookingEvent[]): Promise<number> {
    const from = appended.get(bookingId) ?? 0;
    const result = await ctx.store.appendToStream(
      bookingStream(bookingId),
      events.map((e, i) => ({ ...bookingEvents.serialize(e), id: eventIdFor(`${bookingId}:${from + i}`, 0) })),
      { expectedRevision: from === 0 ? 'no_stream' : from - 1 },
    );
    appended.set(bookingId, from + events.length);
    return result.position;
  }

  /** The keys and bytes the projector writes while it applies what `act` appends (MONITOR, filtered to this test's keys). */
  async function writesDuring(act: () => Promise<number>): Promise<{ keys: string[]; bytes: number; commands: string[] }> {
    const seen: string[][] = [];
    const onCommand = (_time: string, args: string[]) => {
      if (args[1]?.startsWith(ctx.prefix)) seen.push(args);
    };
    monitor.on('monitor', onCommand);
    await runner.waitFor(await act());
    // MONITOR lines arrive after the replies: give the last ones a moment.
    await new Promise((r) => setTimeout(r, 100));
    monitor.off('monitor', onCommand);
    const writes = seen.filter(([cmd]) => ['hset', 'hdel', 'zadd', 'zrem', 'set', 'del'].includes(cmd!.toLowerCase()));
    return {
      keys: [...new Set(writes.map((a) => a[1]!.slice(ctx.prefix.length)))].sort(),
      bytes: writes.reduce((n, a) => n + a.slice(2).reduce((m, s) => m + Buffer.byteLength(s), 0), 0),
      commands: seen.map((a) => a[0]!.toLowerCase()),
    };
  }

  beforeAll(async () => {
    ctx = await createTestContext('customer-bookings');
    for (let n = 0; n < MANY; n++) {
      const b = busyGuestBooking(n);
      await append(b.id, b.events);
    }
    // A signed-in customer's bookings too, and a guest whose address merely starts like the busy one's.
    for (let n = 0; n < 20; n++) await append(`cust-${n}`, [checkoutRequested(`cust-${n}`, { customerId: 'cust-many', requestedAt: at(n % 4) })]);
    await append('prefix-guest', [checkoutRequested('prefix-guest', { customerId: null, buyer: buyer(`${GUEST}.sa`) })]);
    runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: customerBookingsProjection });
    await runner.waitFor();
    monitor = await new Redis(testRedisUrl(), { maxRetriesPerRequest: null }).monitor();
  }, 60_000);

  afterAll(async () => {
    monitor?.disconnect();
    await runner?.stop();
    await ctx?.cleanup();
  });

  it("lists a busy guest's bookings as before: listed ones only, newest first, ties in checkout order, other owners apart", async () => {
    const expected = Array.from({ length: MANY }, (_, n) => busyGuestBooking(n))
      .filter((_, n) => n % 3 !== 0)
      .map((b) => ({ bookingId: b.id, purchaseDate: (b.events[0] as Extract<BookingEvent, { type: 'CheckoutRequested' }>).data.requestedAt }))
      // Array.prototype.sort is stable: equal purchase dates stay in checkout order, as the old list document kept them.
      .sort((a, b) => (a.purchaseDate < b.purchaseDate ? 1 : a.purchaseDate > b.purchaseDate ? -1 : 0));
    const listed = await listGuestInvoices(ctx.redis, ctx.prefix, ` ${GUEST.toLowerCase()} `);
    expect(listed.map((i) => ({ bookingId: i.bookingId, purchaseDate: i.purchaseDate }))).toEqual(expected);
    expect(listed.every((i) => i.status === 'confirmed' && i.listed)).toBe(true);
    // Not listed until booked, but indexed: all 20 of the customer's checkouts, none confirmed.
    expect(await listInvoices(ctx.redis, ctx.prefix, 'cust-many')).toEqual([]);
    expect(await readIndex(ctx.redis, ctx.prefix, customerBookingsProjection.name, OWNER_INDEXES.customers)).toHaveLength(20);
    expect(await listGuestInvoices(ctx.redis, ctx.prefix, `${GUEST}.sa`)).toEqual([]);
    expect(await listGuestInvoices(ctx.redis, ctx.prefix, 'nobody@example.com')).toEqual([]);
  });

  it(`one more checkout of a buyer with ${MANY} bookings writes what a first checkout writes: the invoice, one index member, the checkpoint`, async () => {
    const first = await writesDuring(() => append('first-of-new', [checkoutRequested('first-of-new', { customerId: null, buyer: buyer('new.buyer@example.com') })]));
    const more = await writesDuring(() => append('one-more', [checkoutRequested('one-more', { customerId: null, buyer: buyer(GUEST) })]));
    const rm = `rm:${customerBookingsProjection.name}:`;
    expect(more.keys).toEqual([`${rm}by-guest-email`, `${rm}checkpoint`, `${rm}invoices`]);
    expect(more.keys).toEqual(first.keys);
    // The same documents with different ids and e-mails: within a few dozen bytes, and nothing near the list's size.
    expect(Math.abs(more.bytes - first.bytes)).toBeLessThan(64);
    expect(more.bytes).toBeLessThan(6_000);
    // Nothing read or written per booking the buyer already has.
    expect(more.commands.filter((c) => c === 'hget' || c === 'hset' || c === 'zadd')).toEqual(['hget', 'hset', 'zadd']);

    // A later event of the booking touches its invoice and the checkpoint only.
    const later = await writesDuring(() => append('one-more', [{ type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S-X', at: at(40) } }]));
    expect(later.keys).toEqual([`${rm}checkpoint`, `${rm}invoices`]);

    // Indexed, but not listed until it is booked.
    expect(await listGuestInvoices(ctx.redis, ctx.prefix, GUEST)).toHaveLength(MANY - Math.ceil(MANY / 3));
    expect((await readIndex(ctx.redis, ctx.prefix, customerBookingsProjection.name, OWNER_INDEXES.guests)).filter((m) => m.member.endsWith('\0one-more'))).toHaveLength(1);
  });

  it('a restart applies nothing again, and a clean replay and a rebuild over a damaged copy equal the live read model', async () => {
    await runner.waitFor();
    const name = customerBookingsProjection.name;
    const readAll = async (prefix: string) => ({
      ...(await snapshotReadModel(ctx.redis, prefix, customerBookingsProjection)),
      indexes: Object.fromEntries(await Promise.all(indexes.map(async (i) => [i, await readIndex(ctx.redis, prefix, name, i)] as const))),
    });
    const live = await readAll(ctx.prefix);
    expect(live.indexes[OWNER_INDEXES.guests]!.length).toBe(MANY + 3);

    const again = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: customerBookingsProjection });
    await again.waitFor();
    await new Promise((r) => setTimeout(r, 50));
    await again.stop();
    expect(await readAll(ctx.prefix)).toEqual(live);

    const fresh = uniquePrefix('cb-clean');
    const clean = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: fresh, projection: customerBookingsProjection, batchSize: 37 });
    await clean.waitFor();
    await clean.stop();
    expect(await readAll(fresh)).toEqual(live);
    await ctx.redis.del(...(await ctx.redis.keys(`${fresh}*`)));

    // Damage: a stray member, a lost one, and a leftover owner-list hash from before the indexes.
    const keys = readModelKeys(ctx.prefix, name);
    await ctx.redis.zadd(keys.index(OWNER_INDEXES.guests), 0, ownerIndexMember(GUEST.toLowerCase(), 1, 'ghost'));
    await ctx.redis.zrem(keys.index(OWNER_INDEXES.customers), live.indexes[OWNER_INDEXES.customers]![0]!.member);
    await ctx.redis.hset(keys.collection('guests'), GUEST.toLowerCase(), JSON.stringify({ owner: GUEST, bookings: [] }));
    const result = await rebuildReadModel({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix }, registerProjection(customerBookingsProjection));
    expect(result.documents).toMatchObject({ invoices: MANY + 23, customers: 0, guests: 0, [OWNER_INDEXES.guests]: MANY + 3, [OWNER_INDEXES.customers]: 20 });
    expect(await readAll(ctx.prefix)).toEqual(live);
    expect(await ctx.redis.keys(`${ctx.prefix}rebuild:*`)).toEqual([]);
  });
});
