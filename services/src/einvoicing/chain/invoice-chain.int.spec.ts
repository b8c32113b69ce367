// The chain under contention and crashes, through the real path: booking events in a SQLite event store, the
// e-invoicing reactor and BullMQ issue jobs on a real Redis, in two worker processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { einvoicingEvents, invoiceChainStream, type DocumentIssued } from '@rihla/events/einvoicing';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { verifySignedInvoice } from '../signing/verify-signed-invoice.ts';
import { seededCheckout, seededExperience, seededItem } from '../testing/seeded-bookings.ts';
import { FIRST_PIH } from '../zatca-sdk-data.ts';
import { captureSourceKey } from './issue-booking-document.ts';

const BOOKINGS = 200;
const child = resolve(import.meta.dirname, '../testing/chain-worker-child.ts');
let ctx: TestContext;
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await ctx?.cleanup();
});

/** 200 paid storefront bookings of the seeded catalog (English and Arabic), each with its capture. */
async function paidBookings(store: TestContext['store']): Promise<string[]> {
  const riyadh = seededExperience('Asia/Riyadh', 3);
  const dubai = seededExperience('Asia/Dubai', 3);
  const ids: string[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const bookingId = `chain-bk-${i}`;
    const checkout = seededCheckout(bookingId, [seededItem('i1', riyadh, 1 + (i % 3), 'SAR'), seededItem('i2', dubai, 1, 'SAR')], { locale: i % 2 ? 'ar' : 'en' });
    const events: BookingEvent[] = [
      { type: 'CheckoutRequested', data: checkout },
      { type: 'PaymentCaptured', data: { captureId: `cap-${i}`, amount: checkout.total, itemIds: ['i1', 'i2'], at: '2026-11-26T09:00:00.000Z' } },
    ];
    await store.appendToStream(
      bookingStream(bookingId),
      events.map((e, n) => ({ id: crypto.randomUUID(), ...bookingEvents.serialize(e), metadata: { commandId: `${bookingId}-${n}` } })),
      { expectedRevision: 'no_stream' },
    );
    ids.push(bookingId);
  }
  return ids;
}

/** A worker process; resolves once it is ready. `issued` counts the documents it reported. */
async function startWorker(extraEnv: Record<string, string> = {}) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, ...ctx.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(proc);
  const worker = { proc, issued: 0 };
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (line === 'ready') ready();
      if (line.startsWith('issued ')) worker.issued++;
    }
  });
  await Promise.race([isReady, once(proc, 'exit').then(() => Promise.reject(new Error('worker exited before it was ready')))]);
  return worker;
}

async function chainDocuments(): Promise<DocumentIssued[]> {
  const recorded = await ctx.store.readStream(invoiceChainStream('egs-1'));
  return recorded.flatMap((r) => {
    const e = einvoicingEvents.parse(r);
    return e.type === 'DocumentIssued' ? [e.data] : [];
  });
}

async function untilChainHas(n: number, timeoutMs: number): Promise<DocumentIssued[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const docs = await chainDocuments();
    if (docs.length >= n || Date.now() > deadline) return docs;
    await sleep(200);
  }
}

/** ICV 1..n with no gap, each PIH the hash of the one before, every source once, every document verifying. */
function expectUnbrokenChain(docs: DocumentIssued[], bookingIds: string[]) {
  expect(docs.map((d) => d.icv)).toEqual(Array.from({ length: bookingIds.length }, (_, i) => i + 1));
  docs.forEach((d, i) => expect(d.pih, `PIH of ICV ${d.icv}`).toBe(i === 0 ? FIRST_PIH : docs[i - 1]!.invoiceHash));
  expect(new Set(docs.map((d) => d.sourceKey)).size).toBe(docs.length);
  expect(docs.map((d) => d.sourceKey).sort()).toEqual(bookingIds.map((b, i) => captureSourceKey(b, `cap-${i}`)).sort());
  for (const d of docs) {
    const check = verifySignedInvoice(d.xml);
    expect(check.problems, d.number).toEqual([]);
    expect(check.invoiceHash).toBe(d.invoiceHash);
    expect(d.xml).toContain(`<cbc:UUID>${d.icv}</cbc:UUID>`);
  }
}

describe('invoice chain (two worker processes)', () => {
  it('200 invoices issued concurrently by two workers form one unbroken chain', async () => {
    ctx = await createTestContext('zatca-chain');
    const bookingIds = await paidBookings(ctx.store);
    const [a, b] = await Promise.all([startWorker(), startWorker()]);
    const docs = await untilChainHas(BOOKINGS, 120_000);
    expectUnbrokenChain(docs, bookingIds);
    // Both processes issued part of it: the chain held under real contention.
    expect(a.issued).toBeGreaterThan(0);
    expect(b.issued).toBeGreaterThan(0);
    await sleep(500);
    expect(await chainDocuments()).toHaveLength(BOOKINGS);
  }, 180_000);

  it('kill -9 of a worker mid-issue leaves no gap and no duplicate', async () => {
    ctx = await createTestContext('zatca-chain-kill');
    const bookingIds = await paidBookings(ctx.store);
    // Each append waits 30 ms after signing: the kill lands between a signature and its append.
    const a = await startWorker({ ZATCA_TEST_APPEND_DELAY_MS: '30' });
    const b = await startWorker({ ZATCA_TEST_APPEND_DELAY_MS: '30' });
    while (a.issued < 25) await sleep(20);
    a.proc.kill('SIGKILL');
    await once(a.proc, 'exit');
    const atKill = (await chainDocuments()).length;
    expect(atKill).toBeLessThan(BOOKINGS);
    // The killed worker's jobs stall; the surviving worker takes them over once their locks lapse.
    const docs = await untilChainHas(BOOKINGS, 150_000);
    expectUnbrokenChain(docs, bookingIds);
    expect(b.issued).toBeGreaterThan(0);
    await sleep(500);
    expect(await chainDocuments()).toHaveLength(BOOKINGS);
  }, 240_000);
});
