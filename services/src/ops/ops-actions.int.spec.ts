import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@rihla/events/booking';
import { CARDS, FIXED_NOW } from '../booking/testing/index.ts';
import { FINANCE, OPS, startOpsTestApp, type OpsTestApp } from './testing/ops-test-app.ts';
import { readRefundAudit } from './refund-ledger-from-log.ts';

let t: OpsTestApp;
let ops: string;
let finance: string;
let customer: string;

beforeAll(async () => {
  t = await startOpsTestApp('ops-actions');
  await t.h.startWorker();
  ops = await t.signIn(OPS.email, OPS.password);
  finance = await t.signIn(FINANCE.email, FINANCE.password);
  customer = await t.customer();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600_000;
const recorded = (bookingId: string) => t.h.ctx.store.readStream(bookingStream(bookingId));
const itemOf = (events: BookingEvent[], experienceId: string) => {
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
  return first.data.items.find((i) => i.experienceId === experienceId)!.itemId;
};

async function payLater(lines: { experienceId: string; adults: number }[], key: string): Promise<string> {
  const cartId = await t.h.cartWith(lines);
  const res = await t.h.checkout(cartId, 'payLater', key);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.bookingId as string;
}

/** Every way of being refused, each leaving the stream exactly as it was. */
async function expectRefusedWithoutWrites(bookingId: string, calls: [() => Promise<{ status: number; body: unknown }>, number][]) {
  const before = (await recorded(bookingId)).length;
  for (const [call, status] of calls) {
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  }
  expect((await recorded(bookingId)).length).toBe(before);
}

describe('ops actions', () => {
  it('answers an on-hold item for its supplier: confirmed, recorded as done by ops, idempotent', async () => {
    const bookingId = await payLater([{ experienceId: 'exp-onrequest', adults: 1 }], 'ops-onhold-0001');
    const events = await t.h.waitForEvent(bookingId, 'BookingOnHold');
    const itemId = itemOf(events, 'exp-onrequest');
    const url = `/ops/bookings/${bookingId}/items/${itemId}/answer`;

    await expectRefusedWithoutWrites(bookingId, [
      [() => t.request('POST', url, { answer: 'confirmed' }, { key: 'anon-key-0001' }), 401],
      [() => t.request('POST', url, { answer: 'confirmed' }, { cookie: customer, key: 'cust-key-0001' }), 403],
      [() => t.request('POST', url, { answer: 'confirmed' }, { cookie: finance, key: 'fin-key-00001' }), 403],
      [() => t.request('POST', url, { answer: 'maybe' }, { cookie: ops, key: 'bad-input-0001' }), 400],
      [() => t.request('POST', url, { answer: 'confirmed' }, { cookie: ops }), 400],
      [() => t.request('POST', `/ops/bookings/${bookingId}/items/nope/answer`, { answer: 'confirmed' }, { cookie: ops, key: 'no-item-0001' }), 404],
      [() => t.request('POST', `/ops/bookings/no-such-booking/items/${itemId}/answer`, { answer: 'confirmed' }, { cookie: ops, key: 'no-booking-01' }), 404],
    ]);

    const first = await t.request('POST', url, { answer: 'confirmed' }, { cookie: ops, key: 'ops-confirm-0001' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ bookingId, itemId, status: 'confirmed', answeredBy: 'ops' });
    const opsUser = (await t.request('GET', '/me', undefined, { cookie: ops })).body.customerId as string;
    const confirmed = (await recorded(bookingId)).find((e) => e.type === 'ItemConfirmed');
    expect(confirmed?.metadata).toMatchObject({ actor: { kind: 'ops', customerId: opsUser }, onBehalfOfSupplier: 'sup-onRequest' });

    // The same key again: the same answer, nothing appended.
    const count = (await recorded(bookingId)).filter((e) => e.type === 'ItemConfirmed').length;
    const again = await t.request('POST', url, { answer: 'confirmed' }, { cookie: ops, key: 'ops-confirm-0001' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await recorded(bookingId)).filter((e) => e.type === 'ItemConfirmed').length).toBe(count);

    await t.h.waitForEvent(bookingId, 'BookingConfirmed');
    // Wrong state: the item is no longer waiting, so a decline is refused and writes nothing.
    await expectRefusedWithoutWrites(bookingId, [[() => t.request('POST', url, { answer: 'declined' }, { cookie: ops, key: 'ops-decline-0001' }), 409]]);
  });

  it('declines an on-hold item for its supplier', async () => {
    const bookingId = await payLater([{ experienceId: 'exp-onrequest', adults: 1 }], 'ops-onhold-0002');
    const itemId = itemOf(await t.h.waitForEvent(bookingId, 'BookingOnHold'), 'exp-onrequest');
    const res = await t.request('POST', `/ops/bookings/${bookingId}/items/${itemId}/answer`, { answer: 'declined' }, { cookie: ops, key: 'ops-decline-0002' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed' });
    const events = await t.h.waitForEvent(bookingId, 'BookingFailed');
    expect(events.find((e) => e.type === 'ItemFailed')).toMatchObject({ data: { itemId, reason: 'supplierDeclined' } });
  });

  it('retries the failed items of a partially confirmed booking; refuses a booking with nothing to retry', async () => {
    const bookingId = await payLater(
      [
        { experienceId: 'exp-instant', adults: 1 },
        { experienceId: 'exp-failing', adults: 1 },
      ],
      'ops-partial-0001',
    );
    const events = await t.h.waitForEvent(bookingId, 'BookingPartiallyConfirmed');
    const failing = itemOf(events, 'exp-failing');
    const url = `/ops/bookings/${bookingId}/retry`;
    await expectRefusedWithoutWrites(bookingId, [
      [() => t.request('POST', url, {}, { key: 'anon-retry-0001' }), 401],
      [() => t.request('POST', url, {}, { cookie: customer, key: 'cust-retry-0001' }), 403],
      [() => t.request('POST', url, { itemIds: 'all' }, { cookie: ops, key: 'bad-retry-0001' }), 400],
      [() => t.request('POST', url, { itemIds: [itemOf(events, 'exp-instant')] }, { cookie: ops, key: 'conf-retry-0001' }), 409],
    ]);

    const res = await t.request('POST', url, {}, { cookie: ops, key: 'ops-retry-0001' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ bookingId, itemIds: [failing] });
    const again = await t.request('POST', url, {}, { cookie: ops, key: 'ops-retry-0001' });
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await t.h.waitForEvent(bookingId, 'BookingPartiallyConfirmed', 2);
    const retries = (await recorded(bookingId)).filter((e) => e.type === 'ItemRetryRequested');
    expect(retries).toHaveLength(1);
    expect(retries[0]!.metadata).toMatchObject({ actor: { kind: 'ops' } });
    expect(after.filter((e) => e.type === 'ItemFailed')).toHaveLength(2);

    const confirmedBooking = await payLater([{ experienceId: 'exp-instant', adults: 1 }], 'ops-confirmed-0001');
    await t.h.waitForEvent(confirmedBooking, 'BookingConfirmed');
    await expectRefusedWithoutWrites(confirmedBooking, [[() => t.request('POST', `/ops/bookings/${confirmedBooking}/retry`, {}, { cookie: ops, key: 'ops-retry-0002' }), 409]]);
  });

  it('a capture the provider refuses is recorded on the booking and shown in the capture-refused queue; ops run it again (once per key), refused again it is not recorded twice', async () => {
    const cartId = await t.h.cartWith([{ experienceId: 'exp-onrequest', adults: 1 }]);
    const checkout = await t.h.checkout(cartId, 'card', 'ops-capture-0001');
    expect((await t.h.pay(checkout.body.redirectUrl, CARDS.success)).status).toBe(303);
    const bookingId = checkout.body.bookingId as string;
    const events = await t.h.waitForEvent(bookingId, 'BookingOnHold');
    const authorized = events.find((e) => e.type === 'PaymentAuthorized');
    if (authorized?.type !== 'PaymentAuthorized') throw new Error('no authorization');
    const url = `/ops/bookings/${bookingId}/capture/retry`;
    // Nothing refused yet: nothing to run again.
    await expectRefusedWithoutWrites(bookingId, [
      [() => t.request('POST', url, {}, { cookie: ops, key: 'early-capture-01' }), 409],
      [() => t.request('POST', url, {}, { cookie: finance, key: 'fin-capture-0001' }), 403],
      [() => t.request('POST', '/ops/bookings/no-such-booking/capture/retry', {}, { cookie: ops, key: 'no-booking-cap1' }), 404],
    ]);

    // The hold ends at the provider (expired there, or voided from its dashboard) before the supplier confirms.
    await t.h.services.provider.void({ paymentId: authorized.data.paymentId, idempotencyKey: 'voided-at-the-provider' });
    const itemId = itemOf(events, 'exp-onrequest');
    const answered = await t.h.http('POST', `/supplier/bookings/${bookingId}/items/${itemId}/answer`, { answer: 'confirmed', reference: 'ALULA-901' }, { 'x-supplier-key': 'supplier-key-sup-onRequest' });
    expect(answered.status).toBe(200);
    const refused = (await t.h.waitForEvent(bookingId, 'CaptureRefused', 1, 20_000)).filter((e) => e.type === 'CaptureRefused');
    expect(refused).toMatchObject([{ data: { paymentId: authorized.data.paymentId, code: 'payment_voided', step: 'settle-round', amount: { currency: 'SAR' } } }]);
    await t.h.readModelsCaughtUp();
    const queues = await t.h.http('GET', '/ops/queues');
    expect(queues.body.counts.captureRefused).toBeGreaterThanOrEqual(1);
    expect(queues.body.captureRefused.find((e: { bookingId: string }) => e.bookingId === bookingId)).toMatchObject({
      paymentId: authorized.data.paymentId,
      code: 'payment_voided',
      reason: expect.any(String),
      booking: { bookingId, orderId: expect.any(String) },
    });

    // Ops run the refused step again: the provider refuses again, the booking keeps one CaptureRefused, no money moved.
    const failedSettle = async () => (await t.h.queue.getFailed()).find((j) => j.data.bookingId === bookingId && j.name === 'settle-round');
    await expect.poll(failedSettle, { timeout: 20_000 }).toBeDefined();
    const res = await t.request('POST', url, {}, { cookie: ops, key: 'ops-capture-0001' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ bookingId, job: 'retried' });
    await expect.poll(async () => (await failedSettle())?.attemptsMade ?? 0, { timeout: 20_000 }).toBe(2);
    const again = await t.request('POST', url, {}, { cookie: ops, key: 'ops-capture-0001' });
    expect(again.body).toEqual(res.body);
    const after = await recorded(bookingId);
    expect(after.filter((e) => e.type === 'CaptureRefused')).toHaveLength(1);
    expect(after.map((e) => e.type)).not.toContain('PaymentCaptured');
  });

  it('re-runs an overdue refund once the provider is back; the finance CLI audits it from the event log', async () => {
    await t.h.startWorker({ PAYMENTS_SANDBOX_FAIL_REFUNDS: 'true', LOG_LEVEL: 'error' });
    const cartId = await t.h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const checkout = await t.h.checkout(cartId, 'card', 'ops-refund-0001');
    expect((await t.h.pay(checkout.body.redirectUrl, CARDS.success)).status).toBe(303);
    const bookingId = checkout.body.bookingId as string;
    const itemId = itemOf(await t.h.waitForEvent(bookingId, 'BookingConfirmed'), 'exp-instant');
    expect((await t.h.http('POST', `/bookings/${bookingId}/cancellations`, { itemIds: [itemId] })).status).toBe(200);
    const requested = (await t.h.waitForEvent(bookingId, 'RefundRequested')).find((e) => e.type === 'RefundRequested');
    if (requested?.type !== 'RefundRequested') throw new Error('no refund');
    const { refundId, dueBy } = requested.data;
    const url = `/ops/bookings/${bookingId}/refunds/${refundId}/rerun`;

    // Not overdue yet: the saga is still on it.
    await expectRefusedWithoutWrites(bookingId, [
      [() => t.request('POST', url, {}, { cookie: ops, key: 'early-rerun-0001' }), 409],
      [() => t.request('POST', url, {}, { cookie: finance, key: 'fin-rerun-0001' }), 403],
      [() => t.request('POST', `/ops/bookings/${bookingId}/refunds/nope/rerun`, {}, { cookie: ops, key: 'no-refund-0001' }), 404],
      [() => t.request('POST', url, { amount: 1 }, { cookie: ops, key: 'bad-rerun-0001' }), 400],
    ]);

    await t.h.setClock(new Date(Date.parse(dueBy) - 2 * HOUR + 60_000));
    // The reactor enqueues the watchdog after it sees RefundRequested: keep waking delayed jobs until it has fired.
    await expect
      .poll(
        async () => {
          await t.h.promoteDelayed();
          return (await t.h.events(bookingId)).some((e) => e.type === 'RefundOverdue');
        },
        { timeout: 45_000, interval: 250 },
      )
      .toBe(true);
    // The refund job sits in its backoff (the failing worker stopped, so nothing else runs it meanwhile: a worker that
    // picked up the promoted retry first would issue it before ops ask, as happened on a loaded CI machine): ops send
    // it now, then the provider is back.
    await t.h.stopWorker();
    const res = await t.request('POST', url, {}, { cookie: ops, key: 'ops-rerun-0001' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ bookingId, refundId, job: expect.stringMatching(/promoted|retried|requeued|running/) });
    await t.h.startWorker();
    const done = await t.h.waitForEvent(bookingId, 'RefundIssued', 1, 30_000);
    expect(done.filter((e) => e.type === 'RefundIssued')).toHaveLength(1);
    const again = await t.request('POST', url, {}, { cookie: ops, key: 'ops-rerun-0001' });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(res.body);
    // Issued now: a new re-run is refused.
    await expectRefusedWithoutWrites(bookingId, [[() => t.request('POST', url, {}, { cookie: ops, key: 'late-rerun-0001' }), 409]]);

    const audit = await readRefundAudit(t.h.ctx.store, { asOf: t.h.services.clock.now() });
    const entry = audit.refunds.find((r) => r.refundId === refundId);
    expect(entry).toMatchObject({ bookingId, status: 'issued', amount: { amount: 18_750, currency: 'SAR' }, order: { buyer: { email: 'sara@example.com' } } });
    expect(audit.totals.find((x) => x.currency === 'SAR')).toMatchObject({ issuedCount: 1, issued: 18_750 });
    // The CLI, as finance runs it, on the same SQLite event store.
    const day = FIXED_NOW.toISOString().slice(0, 10);
    const cli = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'finance-refunds-cli.ts'), ...args], { cwd: resolve(import.meta.dirname, '../..'), env: { ...process.env, ...t.h.env }, encoding: 'utf8' });
    const csv = cli([`--from=${day}`, `--to=${day}`, '--format=csv']);
    expect(csv.status, csv.stderr).toBe(0);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toBe('refundId,bookingId,orderId,buyer,email,reseller,reason,currency,amount,requestedAt,dueBy,issuedAt,hours,status,within24h');
    expect(lines.find((l) => l.startsWith(`${refundId},`))).toContain(',SAR,187.50,');
    expect(csv.stderr).toMatch(/total SAR: 1 refunds, .*outside 24 h: [01]/);
    const table = cli([]);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain(refundId);
    expect(table.stdout).toMatch(/total SAR: 1 refunds/);
    const none = cli(['--from=2001-01-01', '--to=2001-01-02']);
    expect(none.stdout).toContain('(no refunds in this period)');
    const bad = cli(['--from=yesterday']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--from');
  }, 90_000);
});
