import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCode } from '../testing/provider-contract.ts';
import { startPspHarness, type PspHarness } from '../testing/payments-harness.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const sar = (amount: number) => ({ amount, currency: 'SAR' as const });

/** Opens a session and pays it on the hosted-page path (without HTTP), returning the payment id. */
async function authorized(provider: SandboxProvider, bookingId: string, amount = 45000): Promise<string> {
  const { sessionId } = await provider.openSession({ bookingId, amount: sar(amount), returnUrl: 'http://shop.test/return', idempotencyKey: `open-${bookingId}` });
  const result = await provider.submitCard(sessionId, { number: '4242 4242 4242 4242', name: 'Sara Ali' });
  expect(result.outcome).toBe('authorized');
  return result.paymentId as string;
}

describe('sandbox provider ledger', () => {
  let h: PspHarness;
  afterEach(async () => h?.cleanup());

  it("sends the buyer back only to the merchant's own origins: any other return url is refused at session opening", async () => {
    h = await startPspHarness({ returnOrigins: ['http://shop.test', 'https://shop.rihla.example'] });
    const open = (returnUrl: string, key: string) => h.provider.openSession({ bookingId: `b-${key}`, amount: sar(45000), returnUrl, idempotencyKey: key });
    expect(await errorCode(open('https://evil.example/phish', 'r1'))).toBe('invalid_request');
    expect(await errorCode(open('http://shop.test.evil.example/x', 'r2'))).toBe('invalid_request');
    expect(await errorCode(open('https://shop.test/x', 'r3'))).toBe('invalid_request');
    expect(await errorCode(open('javascript:alert(1)//http://shop.test', 'r4'))).toBe('invalid_request');
    expect(await errorCode(open('http://shop.test/bookings/result?b=1', 'r5'))).toBe('ok');
    expect(await errorCode(open('https://shop.rihla.example/ar/checkout/result', 'r6'))).toBe('ok');
  });

  it('opens a session once per idempotency key and refuses a reused key with another request', async () => {
    h = await startPspHarness();
    const req = { bookingId: 'b-1', amount: sar(45000), returnUrl: 'http://shop.test/return?x=1', idempotencyKey: 'open-b-1' };
    const a = await h.provider.openSession(req);
    const b = await h.provider.openSession(req);
    expect(b).toEqual(a);
    expect(a.redirectUrl).toBe(`${h.pspUrl}/psp/checkout/${a.sessionId}`);
    expect(await errorCode(h.provider.openSession({ ...req, amount: sar(45001) }))).toBe('idempotency_key_reused');
    expect(await errorCode(h.provider.openSession({ ...req, idempotencyKey: 'k2', returnUrl: 'javascript:alert(1)' }))).toBe('invalid_request');
    expect(await errorCode(h.provider.openSession({ ...req, idempotencyKey: 'k3', amount: sar(0) }))).toBe('invalid_request');
    expect(await errorCode(h.provider.openSession({ ...req, idempotencyKey: '' }))).toBe('invalid_request');
    expect(h.provider.getSession(a.sessionId)).toMatchObject({ status: 'open', bookingId: 'b-1', amount: sar(45000), returnUrl: `http://shop.test/return?x=1&session=${a.sessionId}` });
  });

  it('capture, void and refund are idempotent: same key twice -> one effect; same key, other request -> error', async () => {
    h = await startPspHarness();
    const paymentId = await authorized(h.provider, 'b-2');
    const c1 = await h.provider.capture({ paymentId, amount: sar(20000), idempotencyKey: 'cap-1' });
    const c2 = await h.provider.capture({ paymentId, amount: sar(20000), idempotencyKey: 'cap-1' });
    expect(c2).toEqual(c1);
    expect(c1.amount).toEqual(sar(20000));
    expect(await errorCode(h.provider.capture({ paymentId, amount: sar(20001), idempotencyKey: 'cap-1' }))).toBe('idempotency_key_reused');
    expect(await errorCode(h.provider.refund({ paymentId, amount: sar(20000), idempotencyKey: 'cap-1' }))).toBe('idempotency_key_reused');

    const r1 = await h.provider.refund({ paymentId, amount: sar(5000), idempotencyKey: 'ref-1' });
    expect(await h.provider.refund({ paymentId, amount: sar(5000), idempotencyKey: 'ref-1' })).toEqual(r1);
    expect(await errorCode(h.provider.refund({ paymentId, amount: sar(4000), idempotencyKey: 'ref-1' }))).toBe('idempotency_key_reused');

    await h.provider.void({ paymentId, idempotencyKey: 'void-1' });
    await h.provider.void({ paymentId, idempotencyKey: 'void-1' });
    expect(await errorCode(h.provider.void({ paymentId: 'pay_other', idempotencyKey: 'void-1' }))).toBe('idempotency_key_reused');

    expect(h.provider.ledger.payment(paymentId)).toMatchObject({ status: 'voided', authorized: 45000, captured: 20000, refunded: 5000, voided: 25000 });
    expect(h.provider.ledger.doubleCaptureCount()).toBe(0);
    expect(h.provider.ledger.invariantViolations()).toEqual([]);
  });

  it('partial captures, then a void releases the rest and blocks later captures', async () => {
    h = await startPspHarness();
    const paymentId = await authorized(h.provider, 'b-3');
    await h.provider.capture({ paymentId, amount: sar(10000), idempotencyKey: 'p1' });
    await h.provider.capture({ paymentId, amount: sar(15000), idempotencyKey: 'p2' });
    await h.provider.void({ paymentId, idempotencyKey: 'v1' });
    expect(await errorCode(h.provider.capture({ paymentId, amount: sar(100), idempotencyKey: 'p3' }))).toBe('payment_voided');
    // A second void with a new key changes nothing: the hold is already released.
    await h.provider.void({ paymentId, idempotencyKey: 'v2' });
    expect(h.provider.ledger.payment(paymentId)).toMatchObject({ authorized: 45000, captured: 25000, voided: 20000, refunded: 0, status: 'voided' });
    // Captured money can still be refunded after the void.
    await h.provider.refund({ paymentId, amount: sar(25000), idempotencyKey: 'r1' });
    expect(h.provider.ledger.bookingTotals('b-3')).toEqual({ authorized: 45000, captured: 25000, refunded: 25000, voided: 20000 });
    expect(h.provider.ledger.invariantViolations()).toEqual([]);
  });

  it('rejects over-capture and over-refund without recording anything; a refused key can be used again', async () => {
    h = await startPspHarness();
    const paymentId = await authorized(h.provider, 'b-4', 30000);
    expect(await errorCode(h.provider.capture({ paymentId, amount: sar(30001), idempotencyKey: 'c1' }))).toBe('amount_exceeds_authorized');
    expect(await errorCode(h.provider.refund({ paymentId, amount: sar(1), idempotencyKey: 'r0' }))).toBe('amount_exceeds_refundable');
    expect(h.provider.ledger.payment(paymentId)).toMatchObject({ captured: 0, refunded: 0 });
    await h.provider.capture({ paymentId, amount: sar(30000), idempotencyKey: 'c1' });
    expect(await errorCode(h.provider.capture({ paymentId, amount: sar(1), idempotencyKey: 'c2' }))).toBe('amount_exceeds_authorized');
    await h.provider.refund({ paymentId, amount: sar(20000), idempotencyKey: 'r1' });
    expect(await errorCode(h.provider.refund({ paymentId, amount: sar(10001), idempotencyKey: 'r2' }))).toBe('amount_exceeds_refundable');
    expect(await errorCode(h.provider.refund({ paymentId, amount: { amount: 100, currency: 'AED' }, idempotencyKey: 'r3' }))).toBe('currency_mismatch');
    expect(await errorCode(h.provider.capture({ paymentId: 'pay_missing', amount: sar(1), idempotencyKey: 'c3' }))).toBe('payment_not_found');
    expect(h.provider.ledger.payment(paymentId)).toMatchObject({ authorized: 30000, captured: 30000, refunded: 20000, voided: 0 });
  });

  it('totals per payment, per booking and overall; the books survive a restart', async () => {
    h = await startPspHarness();
    const p1 = await authorized(h.provider, 'b-5', 10000);
    const p2 = await authorized(h.provider, 'b-6', 20000);
    const { sessionId } = await h.provider.openSession({ bookingId: 'b-7', amount: { amount: 5000, currency: 'AED' }, returnUrl: 'http://shop.test/r', idempotencyKey: 'open-b-7' });
    const p3 = (await h.provider.submitCard(sessionId, { number: '5555555555554444', name: 'Omar' })).paymentId as string;
    await h.provider.capture({ paymentId: p1, amount: sar(10000), idempotencyKey: 'c-p1' });
    await h.provider.capture({ paymentId: p2, amount: sar(5000), idempotencyKey: 'c-p2' });
    await h.provider.void({ paymentId: p2, idempotencyKey: 'v-p2' });
    await h.provider.refund({ paymentId: p1, amount: sar(2500), idempotencyKey: 'r-p1' });
    await h.provider.capture({ paymentId: p3, amount: { amount: 5000, currency: 'AED' }, idempotencyKey: 'c-p3' });
    const expected = {
      SAR: { authorized: 30000, captured: 15000, refunded: 2500, voided: 15000 },
      AED: { authorized: 5000, captured: 5000, refunded: 0, voided: 0 },
    };
    expect(h.provider.ledger.overallTotals()).toEqual(expected);
    await h.provider.close();

    const reopened = h.open();
    expect(reopened.ledger.overallTotals()).toEqual(expected);
    expect(reopened.ledger.paymentsForBooking('b-6')).toEqual([
      expect.objectContaining({ paymentId: p2, bookingId: 'b-6', status: 'voided', authorized: 20000, captured: 5000, voided: 15000 }),
    ]);
    // The stored answer outlives the process: a retried capture after a restart is still one capture.
    const again = await reopened.capture({ paymentId: p1, amount: sar(10000), idempotencyKey: 'c-p1' });
    expect(again.amount).toEqual(sar(10000));
    expect(reopened.ledger.payment(p1)?.captured).toBe(10000);
    expect(reopened.ledger.invariantViolations()).toEqual([]);
  });

  it('the invariant checks do fail on a ledger that breaks the rules', async () => {
    h = await startPspHarness();
    const paymentId = await authorized(h.provider, 'b-8', 10000);
    await h.provider.capture({ paymentId, amount: sar(10000), idempotencyKey: 'c-ok' });
    expect(h.provider.ledger.doubleCaptureCount()).toBe(0);
    // Write behind the provider's back, as a buggy adapter would.
    const raw = new Database(h.file);
    raw.prepare("INSERT INTO captures (capture_id, payment_id, amount, idempotency_key, created_at) VALUES ('cap_bad', ?, 1, 'c-bad', '2026-03-01T10:00:00Z')").run(paymentId);
    raw.close();
    expect(h.provider.ledger.doubleCaptureCount()).toBe(1);
    expect(h.provider.ledger.invariantViolations()).toEqual([`payment ${paymentId} captured 10001 of 10000 authorized`]);
  });

  it('several processes capturing on one ledger file with the same keys capture each key once', async () => {
    h = await startPspHarness();
    const paymentId = await authorized(h.provider, 'b-9', 100000);
    const child = join(import.meta.dirname, '../testing/capture-child.ts');
    const run = () =>
      new Promise<string[]>((resolve, reject) => {
        const p = spawn(process.execPath, ['--import', 'tsx', child, h.file, paymentId, '12'], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        p.stdout.on('data', (d: Buffer) => (out += d.toString()));
        p.stderr.on('data', (d: Buffer) => (err += d.toString()));
        p.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`child exited ${code}: ${err}`))));
      });
    const results = await Promise.all([run(), run(), run()]);
    // Every process saw the same capture id for the same key.
    for (let i = 0; i < 12; i++) expect(new Set(results.map((r) => r[i])).size).toBe(1);
    expect(h.provider.ledger.payment(paymentId)).toMatchObject({ captured: 12000 });
    expect(h.provider.ledger.doubleCaptureCount()).toBe(0);
  });

  it('captures asked for together commit as one transaction, and a refused one among them is refused alone', async () => {
    h = await startPspHarness();
    const paymentId = await authorized(h.provider, 'b-group', 100000);
    // The pages the ledger's commits wrote: each transaction appends its changed pages to the WAL once.
    const wal = new Database(h.file);
    const framesSince = async (writes: () => Promise<unknown>) => {
      wal.pragma('wal_checkpoint(TRUNCATE)');
      await writes();
      return (wal.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
    };
    const capture = (key: string, amount = 100) => h.provider.capture({ paymentId, amount: sar(amount), idempotencyKey: key });
    const one = await framesSince(() => capture('g-0'));
    let outcomes: PromiseSettledResult<unknown>[] = [];
    const ten = await framesSince(async () => {
      outcomes = await Promise.allSettled([...Array.from({ length: 10 }, (_, i) => capture(`g-${i + 1}`)), capture('g-over', 100000)]);
    });
    wal.close();
    expect(one).toBeGreaterThan(0);
    // Ten transactions would write about ten times one's pages.
    expect(ten).toBeLessThan(3 * one);
    expect(outcomes.slice(0, 10).every((o) => o.status === 'fulfilled')).toBe(true);
    expect(await errorCode(Promise.reject((outcomes[10] as PromiseRejectedResult).reason))).toBe('amount_exceeds_authorized');
    expect(h.provider.ledger.payment(paymentId)).toMatchObject({ captured: 1100 });
    expect(h.provider.ledger.invariantViolations()).toEqual([]);
  });
});
