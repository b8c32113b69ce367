import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { forbidden } from '../../platform/http/problem.ts';
import { createLogger } from '../../platform/log.ts';
import { dropReadModel, startProjection, type DocumentProjection, type ProjectionRunner } from '../../platform/projection-runner.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { snapshotReadModel } from '../../platform/testing/tally-projection.ts';
import { bookingStatusProjection, getBookingStatus } from './booking-status-projection.ts';
import { customerBookingsProjection, listGuestInvoices, listInvoices } from './customer-bookings-projection.ts';
import { financeRefundLedgerProjection } from './finance-refunds-projection.ts';
import { opsQueuesProjection } from './ops-queues-projection.ts';
import { registerBookingReadRoutes } from './routes.ts';
import { at, checkoutRequested, sar, testItem } from '../testing/booking-history.ts';

const projections: DocumentProjection<BookingEvent>[] = [bookingStatusProjection, customerBookingsProjection, opsQueuesProjection, financeRefundLedgerProjection];

const held = (...itemIds: string[]): BookingEvent => ({
  type: 'ItemsHeld',
  data: { holds: itemIds.map((itemId) => ({ itemId, holdId: `h-${itemId}`, expiresAt: at(15) })), at: at(0) },
});

/** Four bookings covering confirmed, on hold, failed with a late refund, and a guest's pay-later booking. */
const histories: Record<string, BookingEvent[]> = {
  confirmed: [
    checkoutRequested('confirmed', { requestedAt: at(0) }),
    held('i1', 'i2'),
    { type: 'PaymentAuthorized', data: { paymentId: 'p1', sessionId: 's1', amount: sar(75_000), at: at(1) } },
    { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S1', at: at(2) } },
    { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'S2', at: at(2) } },
    { type: 'PaymentCaptured', data: { captureId: 'c1', amount: sar(75_000), itemIds: ['i1', 'i2'], at: at(2) } },
    { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: 'INV-1', at: at(2) } },
  ],
  onhold: [
    checkoutRequested('onhold', { requestedAt: at(5), items: [testItem('i1')] }),
    held('i1'),
    { type: 'PaymentAuthorized', data: { paymentId: 'p2', sessionId: 's2', amount: sar(50_000), at: at(6) } },
    { type: 'ItemAwaitingSupplier', data: { itemId: 'i1', answerDueBy: at(120), at: at(6) } },
    { type: 'BookingOnHold', data: { awaitingItemIds: ['i1'], heldAmount: sar(50_000), at: at(6) } },
  ],
  failed: [
    checkoutRequested('failed', { requestedAt: at(10), items: [testItem('i1')] }),
    held('i1'),
    { type: 'PaymentAuthorized', data: { paymentId: 'p3', sessionId: 's3', amount: sar(50_000), at: at(11) } },
    { type: 'PaymentCaptured', data: { captureId: 'c3', amount: sar(50_000), itemIds: ['i1'], at: at(11) } },
    { type: 'ItemFailed', data: { itemId: 'i1', reason: 'supplierError', at: at(12) } },
    { type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: true, at: at(12) } },
    { type: 'RefundRequested', data: { refundId: 'r1', amount: sar(50_000), reason: 'bookingFailed', itemIds: ['i1'], requestedAt: at(12), dueBy: at(12 + 1440) } },
    { type: 'RefundOverdue', data: { refundId: 'r1', dueBy: at(12 + 1440), raisedAt: at(12 + 1320) } },
  ],
  guest: [
    checkoutRequested('guest', { requestedAt: at(20), customerId: null, paymentMethod: 'payLater', buyer: { firstName: 'Omar', lastName: 'Saleh', email: 'Omar@Example.com', phone: { countryCode: '+971', number: '501112222' } } }),
    held('i1', 'i2'),
    { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S1', at: at(21) } },
    { type: 'ItemFailed', data: { itemId: 'i2', reason: 'supplierError', at: at(21) } },
    { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'due', invoiceNumber: 'INV-4', at: at(21) } },
  ],
};

async function append(ctx: TestContext, bookingId: string, events: BookingEvent[], from = 0) {
  await ctx.store.appendToStream(
    bookingStream(bookingId),
    events.map((e, i) => ({ ...bookingEvents.serialize(e), id: eventIdFor(`${bookingId}:${from + i}`, 0) })),
    { expectedRevision: from === 0 ? 'no_stream' : from - 1 },
  );
}

describe('booking read models over the real store, runner and Redis', () => {
  let ctx: TestContext;
  let runners: ProjectionRunner[];
  let app: FastifyInstance;
  let denied: string[];
  const now = new Date(Date.parse(at(12 + 1500)));

  beforeAll(async () => {
    ctx = await createTestContext('booking-rm');
    // Interleave the bookings' appends, as concurrent checkouts would.
    for (const [id, events] of Object.entries(histories)) await append(ctx, id, events.slice(0, 3));
    for (const [id, events] of Object.entries(histories)) await append(ctx, id, events.slice(3), 3);
    runners = await Promise.all(projections.map((projection) => startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection })));
    await Promise.all(runners.map((r) => r.waitFor()));
    denied = [];
    app = createHttpServer({ log: createLogger('test', 'silent') });
    registerBookingReadRoutes(app, {
      redis: ctx.redis,
      prefix: ctx.prefix,
      now: () => now,
      authorize: (req, access) => {
        if (req.headers['x-deny'] === access.kind) {
          denied.push(access.kind);
          throw forbidden('not yours');
        }
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all((runners ?? []).map((r) => r.stop()));
    await ctx?.cleanup();
  });

  it('serves each booking status and 404s an unknown booking as a problem', async () => {
    const ok = await app.inject({ method: 'GET', url: '/bookings/onhold/status' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ bookingId: 'onhold', status: 'onHold', paymentStatus: 'held', lines: [{ itemId: 'i1', status: 'awaiting' }] });
    const missing = await app.inject({ method: 'GET', url: '/bookings/nope/status' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json()).toMatchObject({ status: 404, detail: 'There is no booking nope.' });
  });

  it('lists a customer its bookings newest first and a guest its bookings by e-mail', async () => {
    const res = await app.inject({ method: 'GET', url: '/customers/cust-1/invoices' });
    expect(res.statusCode).toBe(200);
    const { invoices } = res.json() as { invoices: { bookingId: string; status: string }[] };
    expect(invoices.map((i) => [i.bookingId, i.status])).toEqual([
      ['failed', 'failed'],
      ['onhold', 'onHold'],
      ['confirmed', 'confirmed'],
    ]);
    expect(await listInvoices(ctx.redis, ctx.prefix, 'someone-else')).toEqual([]);
    const guest = await listGuestInvoices(ctx.redis, ctx.prefix, '  OMAR@example.com ');
    expect(guest.map((g) => [g.bookingId, g.paymentStatus, g.groups.confirmed, g.groups.failed])).toEqual([['guest', 'due', ['i1'], ['i2']]]);
    const invoice = await app.inject({ method: 'GET', url: '/invoices/confirmed' });
    expect(invoice.json()).toMatchObject({ invoiceNumber: 'INV-1', paymentStatus: 'paid', price: sar(75_000) });
    expect((await app.inject({ method: 'GET', url: '/invoices/nope' })).statusCode).toBe(404);
  });

  it('shows ops the on-hold, partially booked and refund queues with their booking context', async () => {
    const res = await app.inject({ method: 'GET', url: '/ops/queues' });
    const body = res.json();
    expect(body.counts).toEqual({ onHold: 1, partiallyBooked: 1, refundPending: 1, refundOverdue: 1, captureRefused: 0 });
    expect(body.onHold[0]).toMatchObject({ bookingId: 'onhold', heldAmount: sar(50_000), booking: { orderId: 'RH-ONHOLD' } });
    expect(body.partiallyBooked[0]).toMatchObject({ bookingId: 'guest', failedItemIds: ['i2'], booking: { buyer: { name: 'Omar Saleh' } } });
    expect(body.refundOverdue[0]).toMatchObject({ refundId: 'r1', amount: sar(50_000), since: at(12 + 1320), booking: { orderId: 'RH-FAILED' } });
  });

  it('gives finance the refund ledger with the 24 h judged at the given time', async () => {
    const body = (await app.inject({ method: 'GET', url: '/finance/refunds' })).json();
    expect(body.refunds).toHaveLength(1);
    expect(body.refunds[0]).toMatchObject({ refundId: 'r1', status: 'pending', overdue: true, order: { orderId: 'RH-FAILED' }, overdueRaisedAt: at(12 + 1320) });
    expect(body.totals).toEqual([
      expect.objectContaining({ currency: 'SAR', count: 1, requested: 50_000, pending: 50_000, pendingCount: 1, pendingOverdue: 1, outsideWindow: 1, issuedCount: 0, overdueRaised: 1 }),
    ]);
  });

  it('filters the refund ledger on the server, totals only what it shows, and refuses a bad filter', async () => {
    const ids = async (query: string) => ((await app.inject({ method: 'GET', url: `/finance/refunds?${query}` })).json() as { refunds: { refundId: string }[] }).refunds.map((r) => r.refundId);
    expect(await ids('window=outside&status=pending')).toEqual(['r1']);
    expect(await ids('status=issued')).toEqual([]);
    expect(await ids(`from=${at(12).slice(0, 10)}&to=${at(12).slice(0, 10)}`)).toEqual(['r1']);
    const later = (await app.inject({ method: 'GET', url: '/finance/refunds?from=2099-01-01' })).json();
    expect(later).toEqual({ refunds: [], totals: [] });
    for (const query of ['from=yesterday', 'from=2026-03-02&to=2026-03-01', 'status=lost', 'window=soon']) {
      const res = await app.inject({ method: 'GET', url: `/finance/refunds?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('asks the authorize hook before every read and answers its refusal', async () => {
    for (const [url, kind] of [
      ['/bookings/confirmed/status', 'bookingStatus'],
      ['/customers/cust-1/invoices', 'customerInvoices'],
      ['/invoices/confirmed', 'invoice'],
      ['/ops/queues', 'opsQueues'],
      ['/finance/refunds', 'financeRefunds'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-deny': kind } });
      expect(res.statusCode).toBe(403);
    }
    expect(denied).toEqual(['bookingStatus', 'customerInvoices', 'invoice', 'opsQueues', 'financeRefunds']);
  });

  it('updates live and removes settled entries, and a rebuild from the log equals the live read models', async () => {
    await append(
      ctx,
      'failed',
      [{ type: 'RefundIssued', data: { refundId: 'r1', providerRefundId: 'pr1', amount: sar(50_000), issuedAt: at(12 + 1400) } }],
      histories.failed!.length,
    );
    await append(
      ctx,
      'onhold',
      [
        { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S9', at: at(30) } },
        { type: 'PaymentCaptured', data: { captureId: 'c2', amount: sar(50_000), itemIds: ['i1'], at: at(30) } },
        { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: 'INV-2', at: at(30) } },
      ],
      histories.onhold!.length,
    );
    await Promise.all(runners.map((r) => r.waitFor()));
    expect(await getBookingStatus(ctx.redis, ctx.prefix, 'onhold')).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await app.inject({ method: 'GET', url: '/ops/queues' })).json().counts).toEqual({ onHold: 0, partiallyBooked: 1, refundPending: 0, refundOverdue: 0, captureRefused: 0 });
    expect((await app.inject({ method: 'GET', url: '/finance/refunds' })).json().refunds[0]).toMatchObject({ status: 'issued', withinWindow: true, overdue: false });

    for (const projection of projections) {
      const live = await snapshotReadModel(ctx.redis, ctx.prefix, projection);
      const rebuildPrefix = `${ctx.prefix}rebuild:`;
      await dropReadModel(ctx.redis, rebuildPrefix, projection);
      const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: rebuildPrefix, projection });
      await runner.waitFor();
      await runner.stop();
      expect(await snapshotReadModel(ctx.redis, rebuildPrefix, projection)).toEqual(live);
    }
  });
});
