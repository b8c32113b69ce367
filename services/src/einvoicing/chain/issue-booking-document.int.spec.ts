// From a booking's own events to its documents: a capture's invoice, a paid-out refund's credit note against it
// (issuing the invoice first when its job has not run yet), each once however often its job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { DEV_ZATCA_SELLER } from '../../platform/config.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { egsCredentialsOf } from '../egs-credentials-of.ts';
import { verifySignedInvoice } from '../signing/verify-signed-invoice.ts';
import { seededCheckout, seededExperience, seededItem } from '../testing/seeded-bookings.ts';
import { FIRST_PIH } from '../zatca-sdk-data.ts';
import { invoiceChain, type InvoiceChain } from './invoice-chain.ts';
import { issueBookingDocument } from './issue-booking-document.ts';

let ctx: TestContext;
let chain: InvoiceChain;
const parties = { seller: DEV_ZATCA_SELLER, resellerBuyers: {} };
const at = '2026-11-26T09:00:00.000Z';

beforeAll(async () => {
  ctx = await createTestContext('zatca-issue');
  const credentials = egsCredentialsOf({});
  chain = invoiceChain({ store: ctx.store, egsId: 'egs-1', credentials: () => credentials, now: () => new Date(), firstPih: FIRST_PIH });
  const checkout = seededCheckout('rb1', [seededItem('i1', seededExperience('Asia/Riyadh', 4), 2, 'SAR'), seededItem('i2', seededExperience('Asia/Riyadh', 5), 1, 'SAR')], { locale: 'en' });
  const i2 = checkout.items[1]!.lineTotal;
  const events: BookingEvent[] = [
    { type: 'CheckoutRequested', data: checkout },
    { type: 'PaymentCaptured', data: { captureId: 'cap-1', paymentId: 'pay-1', amount: checkout.total, itemIds: ['i1', 'i2'], at } },
    { type: 'CancellationRequested', data: { itemIds: ['i2'], penalty: { ...i2, amount: 0 }, refundAmount: i2, policyText: { en: 'free', ar: 'مجاني' }, at } },
    { type: 'RefundRequested', data: { refundId: 'rf-1', paymentId: 'pay-1', amount: i2, reason: 'cancellation', itemIds: ['i2'], requestedAt: at, dueBy: at } },
    { type: 'RefundIssued', data: { refundId: 'rf-1', providerRefundId: 'p-rf-1', amount: i2, issuedAt: at } },
  ];
  await ctx.store.appendToStream(bookingStream('rb1'), events.map((e, n) => ({ id: crypto.randomUUID(), ...bookingEvents.serialize(e), metadata: { commandId: `rb1-${n}` } })));
});
afterAll(async () => ctx?.cleanup());

describe('issuing a booking\'s documents', () => {
  it('the refund job first: the invoice is issued, then the credit note against it; the capture job then finds its invoice', async () => {
    const credit = await issueBookingDocument({ store: ctx.store, chain, parties }, { bookingId: 'rb1', source: 'refund', refundId: 'rf-1' });
    const invoice = await issueBookingDocument({ store: ctx.store, chain, parties }, { bookingId: 'rb1', source: 'capture', captureId: 'cap-1' });
    expect([invoice?.icv, credit?.icv]).toEqual([1, 2]);
    expect(invoice?.kind).toBe('invoice');
    expect(credit).toMatchObject({ kind: 'creditNote', billingReference: invoice?.number, pih: invoice?.invoiceHash });
    expect(credit?.xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(credit?.xml).toContain('Cancelled by the customer: money refunded');
    expect(verifySignedInvoice(credit!.xml).problems).toEqual([]);
    // Jobs that run again issue nothing new.
    await issueBookingDocument({ store: ctx.store, chain, parties }, { bookingId: 'rb1', source: 'refund', refundId: 'rf-1' });
    expect((await chain.state()).icv).toBe(2);
  });

  it('refuses a job for a capture the booking does not have (the job fails and retries; nothing is issued)', async () => {
    await expect(issueBookingDocument({ store: ctx.store, chain, parties }, { bookingId: 'rb1', source: 'capture', captureId: 'nope' })).rejects.toThrow(/no capture nope/);
    expect((await chain.state()).icv).toBe(2);
  });
});
