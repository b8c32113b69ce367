// Onboarding, reporting and clearance against a local double of ZATCA's api (over HTTP, through the real adapter),
// with the documents issued on a real chain (SQLite event store) and submitted by the durable BullMQ jobs (Redis).
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoiceStream, einvoicingEvents, type DocumentIssued, type EinvoicingEvent } from '@rihla/events/einvoicing';
import { DEV_ZATCA_SELLER } from '../../platform/config.ts';
import { createLogger } from '../../platform/log.ts';
import { createQueueFactory, type QueueFactory } from '../../platform/queues.ts';
import type { CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import { createTestContext, testRedisUrl, type TestContext } from '../../platform/testing/fixtures.ts';
import { ZatcaRequestError, type Csid } from '../api/zatca-api.ts';
import { zatcaHttpApi } from '../api/zatca-http-api.ts';
import { invoiceChain, type InvoiceChain } from '../chain/invoice-chain.ts';
import { invoiceForCapture } from '../documents/booking-documents.ts';
import { createCsr, parseCsrConfig } from '../onboarding/csr.ts';
import { COMPLIANCE_BUYER, onboardEgs } from '../onboarding/onboard-egs.ts';
import { egsCredentials } from '../signing/egs-credentials.ts';
import { seededCheckout, seededExperience, seededItem } from '../testing/seeded-bookings.ts';
import { startZatcaDouble, type ZatcaDouble } from '../testing/zatca-double.ts';
import { FIRST_PIH, sdkTestKeyAndCertificate, zatcaDataDir } from '../zatca-sdk-data.ts';
import { startSubmissionReactor, startSubmissionWorker, ZATCA_SUBMISSION_QUEUE } from './submission-jobs.ts';

const log = createLogger('zatca-submission-test', 'silent');
const dummy = sdkTestKeyAndCertificate();
const csrConfig = parseCsrConfig(readFileSync(`${zatcaDataDir}/Input/csr-config-example-EN.properties`, 'utf8'));
/** A reseller registered for standard invoices (ZATCA's sample buyer). */
const reseller = COMPLIANCE_BUYER;
const parties = { seller: DEV_ZATCA_SELLER, resellerBuyers: { 'gulf-trips': reseller } };

let double: ZatcaDouble;
let ctx: TestContext;
let queues: QueueFactory;
let reactor: CheckpointedConsumer;
let chain: InvoiceChain;
let production: Csid;
let n = 0;

beforeAll(async () => {
  double = await startZatcaDouble();
  ctx = await createTestContext('zatca-submission');
  queues = createQueueFactory({ redisUrl: testRedisUrl(), prefix: ctx.prefix, log });
});

afterAll(async () => {
  await reactor?.stop();
  await queues?.close();
  await ctx?.cleanup();
  await double?.close();
});

/** Issues the invoice of a new paid booking (storefront: simplified; reseller: standard). */
async function issue(kind: 'storefront' | 'reseller'): Promise<DocumentIssued> {
  const i = n++;
  const checkout = seededCheckout(`sub-${i}`, [seededItem('i1', seededExperience('Asia/Riyadh', i), 2, 'SAR')], { locale: i % 2 ? 'ar' : 'en', ...(kind === 'reseller' ? { reseller: 'gulf-trips' } : {}) });
  const capture = { captureId: `cap-${i}`, amount: checkout.total, itemIds: ['i1'], at: new Date().toISOString() };
  return chain.issue({ sourceKey: `capture:${checkout.bookingId}:cap-${i}`, bookingId: checkout.bookingId, draft: invoiceForCapture(checkout, capture, parties) });
}

async function answersFor(uuid: string, count = 1, timeoutMs = 30_000): Promise<EinvoicingEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = (await ctx.store.readStream(einvoiceStream(uuid))).map((r) => einvoicingEvents.parse(r)).filter((e) => e.type !== 'DocumentResendRequested');
    if (events.length >= count || Date.now() > deadline) return events;
    await sleep(100);
  }
}

describe('ZATCA onboarding (local double of the api)', () => {
  const api = () => zatcaHttpApi(double.baseUrl);

  it('refuses a wrong one-time code with ZATCA\'s answer', async () => {
    const csr = createCsr(csrConfig, egsPem(), 'sandbox');
    await expect(api().complianceCsid(csr, '000000')).rejects.toThrow(ZatcaRequestError);
  });

  it('CSR from the SDK config, compliance CSID with the code, six compliance documents, production CSID', async () => {
    const result = await onboardEgs(api(), { config: csrConfig, csrPem: createCsr(csrConfig, egsPem(), 'sandbox'), privateKeyPem: dummy.privateKey, otp: double.otp, seller: DEV_ZATCA_SELLER, now: () => new Date() });
    expect(result.checks.map((c) => [c.document, c.answer.accepted])).toEqual([
      ['standard invoice', true],
      ['standard creditNote', true],
      ['standard debitNote', true],
      ['simplified invoice', true],
      ['simplified creditNote', true],
      ['simplified debitNote', true],
    ]);
    expect(result.production.secret).not.toBe(result.compliance.secret);
    production = result.production;
    chain = invoiceChain({ store: ctx.store, egsId: 'egs-sub', credentials: () => egsCredentials(dummy.privateKey, production.certificateBase64), now: () => new Date(), firstPih: FIRST_PIH });
    reactor = await startSubmissionReactor({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, queue: queues.queue(ZATCA_SUBMISSION_QUEUE), log });
    startSubmissionWorker({ store: ctx.store, api: api(), csid: () => production, now: () => new Date(), log }, queues, { concurrency: 2 });
  });
});

describe('reporting and clearance (durable jobs)', () => {
  it('a simplified invoice is reported and a standard one cleared, as the stored bytes', async () => {
    const simplified = await issue('storefront');
    const standard = await issue('reseller');
    const [reported] = await answersFor(simplified.uuid);
    const [cleared] = await answersFor(standard.uuid);
    expect(reported?.type).toBe('DocumentReported');
    expect(cleared?.type).toBe('DocumentCleared');
    expect(double.received.find((r) => r.uuid === simplified.uuid && r.path === '/invoices/reporting/single')?.xml).toBe(simplified.xml);
    expect(double.received.find((r) => r.uuid === standard.uuid && r.path === '/invoices/clearance/single')?.xml).toBe(standard.xml);
  }, 60_000);

  it('ZATCA unavailable (503 twice): the job retries with backoff until it is reported', async () => {
    double.failNext(2, 503);
    const doc = await issue('storefront');
    const [answer] = await answersFor(doc.uuid);
    expect(answer?.type).toBe('DocumentReported');
  }, 60_000);

  it('a rejection is recorded with ZATCA\'s code; finance re-sends and it is reported', async () => {
    double.rejectNext('BR-KSA-37', 'The seller address building number must contain 4 digits.');
    const doc = await issue('storefront');
    const [rejected] = await answersFor(doc.uuid);
    expect(rejected?.type).toBe('DocumentRejected');
    if (rejected?.type !== 'DocumentRejected') return;
    expect(rejected.data.httpStatus).toBe(400);
    expect(rejected.data.errors.map((e) => e.code)).toContain('BR-KSA-37');
    // Re-send: the same stored bytes again.
    const resend = einvoicingEvents.serialize({ type: 'DocumentResendRequested', data: { uuid: doc.uuid, egsId: 'egs-sub', icv: doc.icv, by: 'finance@example.com', at: new Date().toISOString() } });
    await ctx.store.appendToStream(einvoiceStream(doc.uuid), [{ id: crypto.randomUUID(), ...resend }]);
    const answers = await answersFor(doc.uuid, 2);
    expect(answers.map((a) => a.type)).toEqual(['DocumentRejected', 'DocumentReported']);
  }, 60_000);
});

/** A PEM of the dummy key (the SDK stores it without armour). */
function egsPem(): string {
  return egsCredentials(dummy.privateKey, dummy.certificate).privateKey.export({ type: 'sec1', format: 'pem' }) as string;
}
