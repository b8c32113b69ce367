// What people see of the e-invoices through the api: the owner (and staff) download the signed XML and see the QR
// and status, nobody else does; finance sees every document with ICV and status and re-sends a rejected one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { einvoiceStream, einvoicingEvents } from '@rihla/events/einvoicing';
import { signBookingLink, checkoutRequested } from '../booking/testing/index.ts';
import { verifyBookingLink } from '../booking/index.ts';
import { eventIdFor } from '../platform/command-handling/decider.ts';
import { DEV_ZATCA_SELLER } from '../platform/config.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { BOOKING_LINK_TEST_SECRET, FINANCE, OPS, startIdentityTestApp, type IdentityTestApp } from '../identity/testing/index.ts';
import { invoiceChain } from './chain/invoice-chain.ts';
import { issueBookingDocument } from './chain/issue-booking-document.ts';
import { egsCredentialsOf } from './egs-credentials-of.ts';
import { einvoiceDocumentsProjection } from './read-models/einvoice-documents-projection.ts';
import { registerEinvoicingRoutes } from './routes.ts';
import { decodeQr } from './signing/qr-tlv.ts';
import { verifySignedInvoice } from './signing/verify-signed-invoice.ts';
import { FIRST_PIH } from './zatca-sdk-data.ts';

describe('e-invoice routes', () => {
  let t: IdentityTestApp;
  let alice: { cookie: string; customerId: string };
  let bob: string;
  let finance: string;
  let ops: string;

  beforeAll(async () => {
    t = await startIdentityTestApp('einvoice-routes', {
      more: (app, access, ctx, now) => {
        registerEinvoicingRoutes(app, {
          store: ctx.store,
          redis: ctx.redis,
          prefix: ctx.prefix,
          now,
          authorize: access.bookingReadAccess,
          requireFinance: (req) => access.authorizer.requireRole(req, 'finance'),
          bookingOfLink: (token) => verifyBookingLink(token, now(), BOOKING_LINK_TEST_SECRET)?.bookingId ?? null,
        });
        return [registerProjection(einvoiceDocumentsProjection)];
      },
    });
    const a = await t.signUp();
    alice = { cookie: a.cookie, customerId: a.reply.body.customer.customerId };
    bob = (await t.signUp()).cookie;
    finance = (await t.signIn(FINANCE.email, FINANCE.password)).sessionCookie!;
    ops = (await t.signIn(OPS.email, OPS.password)).sessionCookie!;
    const credentials = egsCredentialsOf({});
    const chain = invoiceChain({ store: t.ctx.store, egsId: 'egs-1', credentials: () => credentials, now: () => new Date(), firstPih: FIRST_PIH });
    // zb1: Alice's paid booking (Arabic); zg1: a guest's (no account), paid a moment later.
    for (const [bookingId, customerId] of [['zb1', alice.customerId], ['zg1', null]] as const) {
      const checkout = checkoutRequested(bookingId, { customerId, locale: 'ar' });
      const events: BookingEvent[] = [
        checkout,
        { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S1', at: '2026-03-01T10:01:00.000Z' } },
        { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'S2', at: '2026-03-01T10:01:00.000Z' } },
        { type: 'PaymentCaptured', data: { captureId: 'cap-1', amount: checkout.data.total, itemIds: ['i1', 'i2'], at: '2026-03-01T10:02:00.000Z' } },
        { type: 'BookingConfirmed', data: { paymentStatus: 'paid', invoiceNumber: `INV-${bookingId}`, at: '2026-03-01T10:02:00.000Z' } },
      ];
      await t.ctx.store.appendToStream(bookingStream(bookingId), events.map((e, i) => ({ ...bookingEvents.serialize(e), id: eventIdFor(`${bookingId}:${i}`, 0) })), { expectedRevision: 'no_stream' });
      await issueBookingDocument({ store: t.ctx.store, chain, parties: { seller: DEV_ZATCA_SELLER, resellerBuyers: {} } }, { bookingId, source: 'capture', captureId: 'cap-1' });
    }
    await t.readModelsCaughtUp();
  }, 60_000);
  afterAll(async () => t?.close());

  it('the owner downloads the signed XML (it verifies) and sees the QR and status; another customer gets 404, a guest 401', async () => {
    const xml = await t.request('GET', '/invoices/zb1/xml', undefined, { cookie: alice.cookie });
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    const text = typeof xml.body === 'string' ? xml.body : JSON.stringify(xml.body);
    expect(verifySignedInvoice(text).problems).toEqual([]);
    expect(text).toContain(DEV_ZATCA_SELLER.name.ar);
    const list = await t.request('GET', '/invoices/zb1/einvoices', undefined, { cookie: alice.cookie });
    expect(list.status).toBe(200);
    const [doc] = list.body.documents;
    expect(doc).toMatchObject({ icv: 1, kind: 'invoice', profile: 'simplified', status: 'waiting' });
    expect(decodeQr(doc.qr).vatNumber).toBe(DEV_ZATCA_SELLER.vatNumber);
    expect((await t.request('GET', '/invoices/zb1/xml', undefined, { cookie: bob })).status).toBe(404);
    expect((await t.request('GET', '/invoices/zb1/xml')).status).toBe(401);
    expect((await t.request('GET', '/invoices/zb1/xml', undefined, { cookie: ops })).status).toBe(200);
  });

  it("a guest opens their booking's e-invoices and XML with the signed booking link from their e-mail, as they open the PDF; an account's booking still needs its account", async () => {
    const link = (bookingId: string, expiresAt = '2099-01-01T00:00:00.000Z') => signBookingLink({ bookingId, expiresAt }, BOOKING_LINK_TEST_SECRET);
    const xml = await t.request('GET', `/invoices/zg1/xml?link=${encodeURIComponent(link('zg1'))}`);
    expect(xml.status).toBe(200);
    expect(verifySignedInvoice(typeof xml.body === 'string' ? xml.body : JSON.stringify(xml.body)).problems).toEqual([]);
    const list = await t.request('GET', `/invoices/zg1/einvoices?link=${encodeURIComponent(link('zg1'))}`);
    expect(list.status).toBe(200);
    expect(list.body.documents).toMatchObject([{ bookingId: 'zg1', kind: 'invoice', icv: 2 }]);
    // No link, another booking's link, a forged or expired one: refused like any visitor without a session.
    expect((await t.request('GET', '/invoices/zg1/xml')).status).toBe(401);
    expect((await t.request('GET', `/invoices/zg1/xml?link=${encodeURIComponent(link('zb1'))}`)).status).toBe(401);
    expect((await t.request('GET', `/invoices/zg1/xml?link=${encodeURIComponent(link('zg1').slice(0, -2))}xx`)).status).toBe(401);
    expect((await t.request('GET', `/invoices/zg1/xml?link=${encodeURIComponent(link('zg1', '2020-01-01T00:00:00.000Z'))}`)).status).toBe(401);
    expect((await t.request('GET', `/invoices/zb1/xml?link=${encodeURIComponent(link('zb1'))}`)).status).toBe(401);
  });

  it('finance sees the documents with ICV and status, re-sends a rejected one; others may not', async () => {
    expect((await t.request('GET', '/finance/einvoices', undefined, { cookie: alice.cookie })).status).toBe(403);
    const list = await t.request('GET', '/finance/einvoices', undefined, { cookie: finance });
    expect(list.status).toBe(200);
    const ofZb1 = (docs: { bookingId: string; uuid: string }[]) => docs.find((d) => d.bookingId === 'zb1')!;
    expect(list.body.documents.map((d: { icv: number }) => d.icv)).toEqual([2, 1]);
    const doc = ofZb1(list.body.documents);
    expect(doc).toMatchObject({ icv: 1, bookingId: 'zb1', status: 'waiting' });
    const rejected = einvoicingEvents.serialize({ type: 'DocumentRejected', data: { uuid: doc.uuid, egsId: 'egs-1', icv: 1, httpStatus: 400, errors: [{ type: 'ERROR', code: 'BR-KSA-37', category: 'KSA', message: 'building number' }], warnings: [], at: new Date().toISOString() } });
    await t.ctx.store.appendToStream(einvoiceStream(doc.uuid), [{ id: crypto.randomUUID(), ...rejected }]);
    await t.readModelsCaughtUp();
    const after = await t.request('GET', '/finance/einvoices', undefined, { cookie: finance });
    expect(ofZb1(after.body.documents)).toMatchObject({ status: 'rejected', messages: [{ code: 'BR-KSA-37', message: 'building number' }] });
    expect((await t.request('POST', `/finance/einvoices/${doc.uuid}/resend`, undefined, { cookie: alice.cookie })).status).toBe(403);
    const resend = await t.request('POST', `/finance/einvoices/${doc.uuid}/resend`, undefined, { cookie: finance });
    expect(resend.status).toBe(202);
    const stream = (await t.ctx.store.readStream(einvoiceStream(doc.uuid))).map((r) => r.type);
    expect(stream).toEqual(['DocumentRejected', 'DocumentResendRequested']);
  });
});
