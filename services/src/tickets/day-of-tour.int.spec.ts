import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { at, checkoutRequested, sar, testItem, signBookingLink } from '../booking/testing/index.ts';
import { bookingRedemptions } from './booking-redemptions.ts';
import { signedTicketCode, ticketRefFor } from './ticket-code.ts';
import { startDayOfTourTestApp, TICKET_TEST_SECRET, type DayOfTourTestApp } from './testing/day-of-tour-test-app.ts';
import { BOOKING_LINK_TEST_SECRET } from '../identity/testing/index.ts';

/** A guest booking's tickets are read with its signed booking link (the buyer's), never with its id alone. */
const withLink = (bookingId: string) => ({ headers: { 'x-booking-link': signBookingLink({ bookingId, expiresAt: '2031-01-01T00:00:00.000Z' }, BOOKING_LINK_TEST_SECRET) } });

const DEPARTURE = { experienceId: 'exp-dunes', optionId: 'opt-1', date: '2030-01-20', startTime: '09:00' };
/** A confirmed booking of two adults on the 09:00 Riyadh departure of 2030-01-20 (06:00 UTC), supplier sup-1 unless said. */
function confirmed(bookingId: string, o: { supplierId?: string; cancelled?: boolean; onRequest?: boolean; date?: string } = {}): BookingEvent[] {
  const slot = { ...DEPARTURE, date: o.date ?? DEPARTURE.date };
  const item = testItem('i1', {
    experienceId: DEPARTURE.experienceId,
    slot,
    participants: { adult: 2, child: 0, infant: 0 },
    quantity: 2,
    pickup: { pointId: 'p1', name: { en: 'Kingdom Centre', ar: 'برج المملكة' }, address: { en: 'Olaya', ar: 'العليا' }, time: '08:15' },
    supplier: { supplierId: o.supplierId ?? 'sup-1', name: { en: 'Dunes Co', ar: 'شركة الكثبان' }, confirmationMode: 'instant', behaviour: 'instant' },
  });
  return [
    checkoutRequested(bookingId, { customerId: null, items: [item] }),
    { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: `h-${bookingId}`, expiresAt: at(15) }], at: at(0) } },
    o.onRequest
      ? { type: 'ItemAwaitingSupplier', data: { itemId: 'i1', answerDueBy: at(60), at: at(1) } }
      : { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'SUP-1', at: at(1) } },
    ...(o.onRequest ? [] : [{ type: 'BookingConfirmed' as const, data: { paymentStatus: 'due' as const, invoiceNumber: `INV-${bookingId}`, at: at(2) } }]),
    ...(o.cancelled ? [{ type: 'CancellationRequested' as const, data: { itemIds: ['i1'], penalty: sar(0), refundAmount: sar(0), policyText: { en: 'Free', ar: 'مجاني' }, at: at(3) } }] : []),
  ];
}

const code = (bookingId: string, n = 1) => signedTicketCode(TICKET_TEST_SECRET, ticketRefFor(bookingId, 'i1', n));
let scanCounter = 0;
const scan = (c: string, more: Record<string, unknown> = {}) => ({ scanId: `scan-${process.pid}-${++scanCounter}`, code: c, scannedAt: '2030-01-20T06:41:00.000Z', where: 'Gate A', ...more });

describe('the day of the tour', () => {
  let t: DayOfTourTestApp;
  let ops: string;
  let guide: string;
  beforeAll(async () => {
    t = await startDayOfTourTestApp('day-of-tour', { now: new Date('2030-01-20T06:41:05Z') });
    ops = await t.opsCookie();
    guide = await t.supplierStaff('sup-1', 'Omar');
  });
  afterAll(() => t.close());

  const scanAs = (cookie: string, ...scans: Record<string, unknown>[]) => t.request('POST', '/checkin/scans', { scans }, { cookie });

  it('shows the booking page a QR code per traveller, without personal data in it', async () => {
    await t.appendBooking('bk-tickets', confirmed('bk-tickets'));
    const r = await t.request('GET', '/bookings/bk-tickets/tickets', undefined, withLink('bk-tickets'));
    expect(r.status).toBe(200);
    const [item] = r.body.items;
    expect(item.status).toBe('confirmed');
    expect(item.tickets.map((x: { unit: string; number: number; state: string }) => [x.unit, x.number, x.state])).toEqual([['adult', 1, 'notYet'], ['adult', 2, 'notYet']]);
    expect(item.tickets[0].code).toBe(code('bk-tickets'));
    expect(item.tickets[0].code).not.toMatch(/Layla|Haddad|example|bk-tickets/i);
  });

  it('checks a guest in once: a second scan says when and by whom; the manifest and booking page show it', async () => {
    await t.appendBooking('bk-once', confirmed('bk-once'));
    const first = await scanAs(guide, scan(code('bk-once')));
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ outcome: 'checkedIn', message: { en: 'Checked in: Layla Haddad' }, ticket: { guest: 'Layla Haddad', unit: 'adult', participants: { adult: 2 }, pickup: { time: '08:15' } }, redemption: { by: 'Omar Guide', where: 'Gate A' } });
    const again = await scanAs(ops, scan(code('bk-once')));
    expect(again.body.results[0]).toMatchObject({ outcome: 'refused', code: 'alreadyCheckedIn', message: { en: 'Already checked in at 09:41 by Omar Guide (Gate A).' } });
    expect(again.body.results[0].message.ar).toContain('09:41');
    await t.readModelsCaughtUp();
    const page = await t.request('GET', '/bookings/bk-once/tickets', undefined, withLink('bk-once'));
    expect(page.body.items[0].tickets.map((x: { state: string }) => x.state)).toEqual(['checkedIn', 'notYet']);
    const manifest = await t.request('GET', `/checkin/manifest?${new URLSearchParams(DEPARTURE)}`, undefined, { cookie: guide });
    const line = manifest.body.lines.find((l: { orderId: string }) => l.orderId === 'RH-BK-ONCE');
    expect(line).toMatchObject({ guest: 'Layla Haddad', phone: '+966 501234567', participants: { adult: 2 }, pickup: { time: '08:15' }, status: 'confirmed' });
    expect(line.tickets.map((x: { state: string; by: string | null }) => [x.state, x.by])).toEqual([['checkedIn', 'Omar Guide'], ['notYet', null]]);
    // What OCTO reads: one of two tickets redeemed, so the booking is not REDEEMED yet.
    expect(await bookingRedemptions(t.ctx.redis, t.ctx.prefix, 'bk-once')).toMatchObject({ firstRedeemedAt: '2030-01-20T06:41:05.000Z', allRedeemedAt: null, tickets: [{ state: 'checkedIn' }, { state: 'notYet', redeemedAt: null }] });
  });

  it('two scanners on one ticket at the same time: one redemption, the other told "already checked in"', async () => {
    await t.appendBooking('bk-race', confirmed('bk-race'));
    const results = await Promise.all([scanAs(guide, scan(code('bk-race'))), scanAs(ops, scan(code('bk-race'))), scanAs(guide, scan(code('bk-race')))]);
    const outcomes = results.map((r) => r.body.results[0].outcome).sort();
    expect(outcomes).toEqual(['checkedIn', 'refused', 'refused']);
    expect(results.map((r) => r.body.results[0].code).filter(Boolean)).toEqual(['alreadyCheckedIn', 'alreadyCheckedIn']);
    const events = await t.ctx.store.readStream(`ticket-${ticketRefFor('bk-race', 'i1', 1)}`);
    expect(events.map((e) => e.type)).toEqual(['TicketRedeemed']);
  });

  it('replays an offline queue: the same scan again is the same check-in, a scan another phone beat is a conflict', async () => {
    await t.appendBooking('bk-offline', confirmed('bk-offline'));
    // The guide's phone scanned both tickets at 06:30 offline; meanwhile ops checked ticket 2 in online at 06:41:05.
    const online = await scanAs(ops, scan(code('bk-offline', 2)));
    expect(online.body.results[0].outcome).toBe('checkedIn');
    const queued = [scan(code('bk-offline', 1), { scannedAt: '2030-01-20T06:30:00.000Z' }), scan(code('bk-offline', 2), { scannedAt: '2030-01-20T06:30:10.000Z' })];
    const replay = await scanAs(guide, ...queued);
    expect(replay.body.results.map((r: { outcome: string; conflict: boolean }) => [r.outcome, r.conflict])).toEqual([['checkedIn', false], ['refused', true]]);
    expect(replay.body.results[1].message.en).toBe('Already checked in at 09:41 by Rihla Operations (Gate A).');
    // The phone did not hear the answer and sends the same queue again: nothing new is recorded, the answers repeat.
    const again = await scanAs(guide, ...queued);
    expect(again.body.results.map((r: { outcome: string; conflict: boolean }) => [r.outcome, r.conflict])).toEqual([['checkedIn', false], ['refused', true]]);
    expect((await t.ctx.store.readStream(`ticket-${ticketRefFor('bk-offline', 'i1', 1)}`)).length).toBe(1);
    expect(replay.body.results[0].redemption.scannedAt).toBe('2030-01-20T06:30:00.000Z');
    await t.readModelsCaughtUp();
    expect(await bookingRedemptions(t.ctx.redis, t.ctx.prefix, 'bk-offline')).toMatchObject({ allRedeemedAt: '2030-01-20T06:41:05.000Z' });
    expect(await bookingRedemptions(t.ctx.redis, t.ctx.prefix, 'bk-nope')).toBeNull();
  });

  it('stops a cancelled item’s tickets at once, refuses an on-request one, and says when and where a ticket for another day is valid', async () => {
    await t.appendBooking('bk-cx', confirmed('bk-cx', { cancelled: true }));
    await t.appendBooking('bk-wait', confirmed('bk-wait', { onRequest: true }));
    await t.appendBooking('bk-tomorrow', confirmed('bk-tomorrow', { date: '2030-01-21' }));
    const r = await scanAs(guide, scan(code('bk-cx')), scan(code('bk-wait')), scan(code('bk-tomorrow')), scan(code('bk-tomorrow'), { departure: DEPARTURE }));
    expect(r.body.results.map((x: { code: string }) => x.code)).toEqual(['cancelled', 'notConfirmed', 'wrongDay', 'wrongDeparture']);
    expect(r.body.results[2].message.en).toBe('Not valid today. Valid on Monday, 21 January 2030 at 09:00, Riyadh.');
    expect(r.body.results[3].message.en).toMatch(/^Not valid for this departure\. Valid on Monday, 21 January 2030 at 09:00, Riyadh\.$/);
    const page = await t.request('GET', '/bookings/bk-cx/tickets', undefined, withLink('bk-cx'));
    expect(page.body.items[0]).toMatchObject({ status: 'cancelled' });
    expect(page.body.items[0].tickets.every((x: { code: string | null }) => x.code === null)).toBe(true);
  });

  it('refuses forged, altered and unknown codes with a clear reason and nothing about any ticket', async () => {
    await t.appendBooking('bk-forge', confirmed('bk-forge'));
    const genuine = code('bk-forge');
    const altered = genuine.replace(ticketRefFor('bk-forge', 'i1', 1), ticketRefFor('bk-forge', 'i1', 2));
    const otherKey = signedTicketCode('some-other-company-secret-0123456789abcd', ticketRefFor('bk-forge', 'i1', 1));
    const r = await scanAs(ops, scan(altered), scan(otherKey), scan(`${genuine.slice(0, -1)}A`), scan('TK-2222222222'), scan('hello'));
    expect(r.body.results.map((x: { code: string }) => x.code)).toEqual(['forged', 'forged', 'forged', 'unknown', 'unreadable']);
    for (const x of r.body.results) expect([x.ticket, x.redemption]).toEqual([null, null]);
    expect(r.body.results[0].message.en).toBe('This code was not issued by Rihla or has been altered. Do not admit the guest; ask for the original ticket.');
    expect(await t.ctx.store.readStream(`ticket-${ticketRefFor('bk-forge', 'i1', 1)}`)).toEqual([]);
  });

  it('accepts a typed reference when the camera cannot read the code', async () => {
    await t.appendBooking('bk-typed', confirmed('bk-typed'));
    const typed = ticketRefFor('bk-typed', 'i1', 1).toLowerCase().replace('-', ' ');
    const r = await scanAs(guide, scan(typed));
    expect(r.body.results[0]).toMatchObject({ outcome: 'checkedIn' });
  });

  it('marks the rest no-show only after the start time; no refund is requested', async () => {
    const D = { ...DEPARTURE, startTime: '10:00' };
    await t.appendBooking('bk-ns', confirmed('bk-ns').map((e) => (e.type === 'CheckoutRequested' ? { ...e, data: { ...e.data, items: e.data.items.map((i) => ({ ...i, slot: { ...i.slot, startTime: '10:00' } })) } } : e)));
    expect((await scanAs(guide, scan(code('bk-ns', 1), { departure: D }))).body.results[0].outcome).toBe('checkedIn');
    const early = await t.request('POST', '/checkin/manifest/no-shows', D, { cookie: guide });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Guests can be marked as no-shows only after the start time.');
    t.setNow(new Date('2030-01-20T07:05:00Z'));
    try {
      const marked = await t.request('POST', '/checkin/manifest/no-shows', D, { cookie: guide });
      expect(marked.body).toMatchObject({ marked: 1 });
      expect((await t.request('POST', '/checkin/manifest/no-shows', D, { cookie: ops })).body).toMatchObject({ marked: 0 });
      await t.readModelsCaughtUp();
      const m = await t.request('GET', `/checkin/manifest?${new URLSearchParams(D)}`, undefined, { cookie: ops });
      expect(m.body.totals).toEqual({ tickets: 2, checkedIn: 1, noShow: 1, notYet: 0 });
      const late = await scanAs(ops, scan(code('bk-ns', 2), { departure: D }));
      expect(late.body.results[0]).toMatchObject({ code: 'noShow', message: { en: 'Marked as a no-show at 10:05 by Omar Guide.' } });
      const bookingEvents = (await t.ctx.store.readStream('booking-bk-ns')).map((e) => e.type);
      expect(bookingEvents).not.toContain('RefundRequested');
      const csv = await t.request('GET', `/checkin/manifest?${new URLSearchParams({ ...D, format: 'csv', locale: 'ar' })}`, undefined, { cookie: ops });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.raw.body.split('\r\n')[0]).toBe('\ufeffالطلب,الضيف,الهاتف,البالغون,الأطفال,الرضّع,نقطة الالتقاء,وقت الالتقاء,الإضافات,ملاحظات,الحالة,حضر,لم يحضر,لم يصل بعد,التذاكر');
      expect(csv.raw.body.split('\r\n')[1]).toMatch(/^RH-BK-NS,Layla Haddad,'\+966 501234567,2,0,0,برج المملكة,08:15,,,مؤكد,1,1,0,TK-/);
    } finally {
      t.setNow(new Date('2030-01-20T06:41:05Z'));
    }
  });

  it('scopes supplier staff to their supplier: no other supplier’s tickets, manifests or departures; only ops create them', async () => {
    await t.appendBooking('bk-other', confirmed('bk-other', { supplierId: 'sup-2' }));
    const r = await scanAs(guide, scan(code('bk-other')));
    expect(r.body.results[0]).toEqual({ scanId: expect.any(String), outcome: 'refused', code: 'otherSupplier', message: { en: 'This ticket is not for one of your products.', ar: 'هذه التذكرة ليست لأحد منتجاتك.' }, ticket: null, redemption: null, conflict: false });
    const day = await t.request('GET', '/checkin/departures?date=2030-01-20', undefined, { cookie: guide });
    expect(day.body.departures.map((d: { supplierId: string }) => d.supplierId)).not.toContain('sup-2');
    const opsDay = await t.request('GET', '/checkin/departures?date=2030-01-20', undefined, { cookie: ops });
    expect(new Set(opsDay.body.departures.map((d: { supplierId: string }) => d.supplierId))).toEqual(new Set(['sup-1', 'sup-2']));
    const manifest = await t.request('GET', `/checkin/manifest?${new URLSearchParams(DEPARTURE)}`, undefined, { cookie: guide });
    expect(manifest.body.lines.map((l: { orderId: string }) => l.orderId)).not.toContain('RH-BK-OTHER');
    const opsManifest = await t.request('GET', `/checkin/manifest?${new URLSearchParams(DEPARTURE)}`, undefined, { cookie: ops });
    expect(opsManifest.body.lines.map((l: { orderId: string }) => l.orderId)).toContain('RH-BK-OTHER');
    const sup2 = await t.supplierStaff('sup-2', 'Sara');
    expect((await t.request('GET', `/checkin/manifest?${new URLSearchParams(DEPARTURE)}`, undefined, { cookie: sup2 })).body.lines.map((l: { orderId: string }) => l.orderId)).toEqual(['RH-BK-OTHER']);
    // A supplier account cannot create staff, nor can a customer scan.
    expect((await t.request('POST', '/ops/supplier-staff', { firstName: 'X', lastName: 'Y', email: 'x@example.com', password: 'long-password-1234', supplierId: 'sup-2' }, { cookie: guide })).status).toBe(403);
    expect((await scanAs('', scan(code('bk-other')))).status).toBe(401);
  });

  it('rate limits scans per staff account', async () => {
    const limited = await startDayOfTourTestApp('day-of-tour-limit', { scansPerMinute: 2 });
    try {
      const cookie = await limited.opsCookie();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.request('POST', '/checkin/scans', { scans: [scan('TK-2222222222')] }, { cookie })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
