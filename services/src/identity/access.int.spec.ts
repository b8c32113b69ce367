import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { customerStream, partnerApplicationStream } from '@rihla/events/identity';
import { eventIdFor } from '../platform/command-handling/decider.ts';
import { checkoutRequested, sar, signBookingLink } from '../booking/testing/index.ts';
import { ensureConfiguredStaffAccounts, staffCustomerId } from './staff-accounts.ts';
import { BOOKING_LINK_TEST_SECRET, FINANCE, freshEmail, freshIp, OPS, signUpBody, startIdentityTestApp, type IdentityTestApp } from './testing/identity-test-app.ts';
import { STOREFRONT } from './testing/browser-like-request.ts';

const confirmed = (bookingId: string, over: Parameters<typeof checkoutRequested>[1]): BookingEvent[] => [
  checkoutRequested(bookingId, over),
  { type: 'ItemConfirmed', data: { itemId: 'i1', supplierReference: 'S1', at: '2026-03-01T10:01:00.000Z' } },
  { type: 'ItemConfirmed', data: { itemId: 'i2', supplierReference: 'S2', at: '2026-03-01T10:01:00.000Z' } },
  { type: 'BookingConfirmed', data: { paymentStatus: 'due', invoiceNumber: `INV-${bookingId}`, at: '2026-03-01T10:02:00.000Z' } },
];

describe('access: CSRF, rate limits, roles, ownership, partner applications, staff accounts', () => {
  let t: IdentityTestApp;
  let alice: { cookie: string; email: string; customerId: string };
  let bob: { cookie: string; email: string; customerId: string };
  let ops: string;
  let finance: string;

  const append = async (bookingId: string, events: BookingEvent[]) => {
    await t.ctx.store.appendToStream(
      bookingStream(bookingId),
      events.map((e, i) => ({ ...bookingEvents.serialize(e), id: eventIdFor(`${bookingId}:${i}`, 0) })),
      { expectedRevision: 'no_stream' },
    );
  };

  beforeAll(async () => {
    t = await startIdentityTestApp('id-access');
    const a = await t.signUp();
    const b = await t.signUp();
    alice = { cookie: a.cookie, email: a.email, customerId: a.reply.body.customer.customerId };
    bob = { cookie: b.cookie, email: b.email, customerId: b.reply.body.customer.customerId };
    ops = (await t.signIn(OPS.email, OPS.password)).sessionCookie!;
    finance = (await t.signIn(FINANCE.email, FINANCE.password)).sessionCookie!;
    await append('alice1', confirmed('alice1', { customerId: alice.customerId, requestedAt: '2026-03-01T10:00:00.000Z' }));
    await append('bob1', confirmed('bob1', { customerId: bob.customerId }));
    // A guest booking made with Alice's address before she had an account.
    await append('guest1', confirmed('guest1', { customerId: null, buyer: { firstName: 'Alice', lastName: 'G', email: alice.email.toUpperCase(), phone: { countryCode: '+966', number: '501234567' } }, requestedAt: '2026-02-01T10:00:00.000Z' }));
    await t.readModelsCaughtUp();
  });
  afterAll(async () => t?.close());

  describe('CSRF', () => {
    it('refuses a cross-origin state change with 403 problem+json, signed in or not', async () => {
      for (const evil of ['https://evil.example', 'null', 'https://shop.rihla.example.evil.example']) {
        const out = await t.request('POST', '/auth/sign-out', undefined, { cookie: alice.cookie, origin: evil });
        expect(out.status).toBe(403);
        expect(out.headers['content-type']).toContain('application/problem+json');
        expect(out.body.detail).toMatch(/another site/);
        const loginCsrf = await t.request('POST', '/auth/sign-in', { email: alice.email, password: 'correct horse battery' }, { origin: evil, ip: freshIp() });
        expect(loginCsrf.status).toBe(403);
      }
      const viaReferer = await t.request('POST', '/me/password', { currentPassword: 'x', password: 'yyyyyyyy', confirmPassword: 'yyyyyyyy' }, { cookie: alice.cookie, origin: null, headers: { referer: 'https://evil.example/page' } });
      expect(viaReferer.status).toBe(403);
      expect((await t.request('GET', '/me', undefined, { cookie: alice.cookie })).status).toBe(200);
    });

    it('without Origin or Referer, a cookie-carrying request must echo the session token', async () => {
      const me = await t.request('GET', '/me', undefined, { cookie: bob.cookie });
      const noToken = await t.request('POST', '/me/email-verification', undefined, { cookie: bob.cookie, origin: null });
      expect(noToken.status).toBe(403);
      const wrongToken = await t.request('POST', '/me/email-verification', undefined, { cookie: bob.cookie, origin: null, headers: { 'x-csrf-token': 'nope' } });
      expect(wrongToken.status).toBe(403);
      const withToken = await t.request('POST', '/me/email-verification', undefined, { cookie: bob.cookie, origin: null, headers: { 'x-csrf-token': me.body.csrfToken } });
      expect(withToken.status).toBe(202);
      expect((await t.request('POST', '/me/email-verification', undefined, { cookie: bob.cookie, origin: STOREFRONT })).status).toBe(202);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with Retry-After on sign-in per account, whatever the address', async () => {
      const email = freshEmail('limited');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await t.signIn(email, 'wrong password', { ip: freshIp() })).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const limited = await t.signIn(email, 'wrong password', { ip: freshIp() });
      expect(limited.status).toBe(429);
      expect(limited.headers['content-type']).toContain('application/problem+json');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body.detail).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    });

    it('limits sign-in, sign-up and reset per client address', async () => {
      const ip = freshIp();
      let last = 0;
      for (let i = 0; i < 51; i++) last = (await t.signIn(freshEmail('spray'), 'whatever pw', { ip })).status;
      expect(last).toBe(429);
      const ip2 = freshIp();
      for (let i = 0; i < 20; i++) await t.request('POST', '/auth/password-reset/request', { email: freshEmail('r') }, { ip: ip2 });
      expect((await t.request('POST', '/auth/password-reset/request', { email: freshEmail('r') }, { ip: ip2 })).status).toBe(429);
      const ip3 = freshIp();
      for (let i = 0; i < 20; i++) await t.signUp({}, { ip: ip3 });
      const blocked = await t.request('POST', '/auth/sign-up', signUpBody(freshEmail('s')), { ip: ip3 });
      expect(blocked.status).toBe(429);
    });

    it('limits reset requests per account the same way for addresses with and without an account', async () => {
      const ghost = freshEmail('ghost');
      const statusesKnown: number[] = [];
      const statusesGhost: number[] = [];
      for (let i = 0; i < 6; i++) {
        statusesKnown.push((await t.request('POST', '/auth/password-reset/request', { email: alice.email }, { ip: freshIp() })).status);
        statusesGhost.push((await t.request('POST', '/auth/password-reset/request', { email: ghost }, { ip: freshIp() })).status);
      }
      expect(statusesKnown).toEqual([202, 202, 202, 202, 202, 429]);
      expect(statusesGhost).toEqual(statusesKnown);
    });
  });

  describe('roles', () => {
    it('ops and finance pages: 401 without a session, 403 for another role, 200 for the role', async () => {
      for (const [url, allowed] of [
        ['/ops/queues', ops],
        ['/ops/partner-applications', ops],
        ['/finance/refunds', finance],
      ] as const) {
        const anonymous = await t.request('GET', url);
        expect(anonymous.status, url).toBe(401);
        expect(anonymous.headers['content-type']).toContain('application/problem+json');
        for (const other of [alice.cookie, url.startsWith('/ops') ? finance : ops]) expect((await t.request('GET', url, undefined, { cookie: other })).status, url).toBe(403);
        expect((await t.request('GET', url, undefined, { cookie: allowed })).status, url).toBe(200);
      }
    });

    it('supplier endpoints take the supplier key, not a session', async () => {
      expect((await t.request('GET', '/test/supplier-only', undefined, { cookie: ops })).status).toBe(401);
      expect((await t.request('GET', '/test/supplier-only', undefined, { headers: { 'x-supplier-key': 'supplier-key-' } })).status).toBe(401);
      const ok = await t.request('GET', '/test/supplier-only', undefined, { headers: { 'x-supplier-key': 'supplier-key-sup-1' } });
      expect(ok.body).toEqual({ supplierId: 'sup-1' });
    });
  });

  describe('ownership (IDOR)', () => {
    it('a customer reads their own invoice, and another customer\'s answers exactly like a missing one (404)', async () => {
      expect((await t.request('GET', '/invoices/alice1', undefined, { cookie: alice.cookie })).body).toMatchObject({ invoiceNumber: 'INV-alice1' });
      const foreign = await t.request('GET', '/invoices/bob1', undefined, { cookie: alice.cookie });
      const missing = await t.request('GET', '/invoices/nope', undefined, { cookie: alice.cookie });
      expect(foreign.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(foreign.body.detail).toBe('There is no invoice for booking bob1.');
      expect((await t.request('GET', '/invoices/alice1')).status).toBe(401);
      expect((await t.request('GET', '/invoices/bob1', undefined, { cookie: finance })).status).toBe(200);
    });

    it('the PDF invoice is read like the invoice: the owner in their language, staff, and the same 404 / 401 for others', async () => {
      const own = await t.request('GET', '/invoices/alice1/pdf?locale=ar', undefined, { cookie: alice.cookie });
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toBe('attachment; filename="invoice-RH-ALICE1-ar.pdf"');
      expect(own.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const english = await t.request('GET', '/invoices/alice1/pdf', undefined, { cookie: alice.cookie, headers: { 'accept-language': 'en-GB' } });
      expect(english.headers['content-disposition']).toContain('-en.pdf');
      const foreign = await t.request('GET', '/invoices/bob1/pdf', undefined, { cookie: alice.cookie });
      expect(foreign.status).toBe(404);
      expect(foreign.body.detail).toBe('There is no invoice for booking bob1.');
      expect((await t.request('GET', '/invoices/alice1/pdf')).status).toBe(401);
      expect((await t.request('GET', '/invoices/bob1/pdf', undefined, { cookie: finance })).status).toBe(200);
      expect((await t.request('GET', '/invoices/alice1/pdf?locale=fr', undefined, { cookie: alice.cookie })).status).toBe(400);
    });

    it("a guest booking's PDF invoice opens with the signed link from the buyer's e-mail, and only that booking's", async () => {
      const link = (bookingId: string, secret = BOOKING_LINK_TEST_SECRET, expiresAt = '2031-01-01T00:00:00.000Z') => encodeURIComponent(signBookingLink({ bookingId, expiresAt }, secret));
      const guest = await t.request('GET', `/invoices/guest1/pdf?locale=en&link=${link('guest1')}`);
      expect(guest.status).toBe(200);
      expect(guest.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Another booking's link, a forged or an expired one: the same answer as no link.
      expect((await t.request('GET', `/invoices/guest1/pdf?link=${link('bob1')}`)).status).toBe(401);
      expect((await t.request('GET', `/invoices/guest1/pdf?link=${link('guest1', 'not-the-secret')}`)).status).toBe(401);
      expect((await t.request('GET', `/invoices/guest1/pdf?link=${link('guest1', BOOKING_LINK_TEST_SECRET, '2029-01-01T00:00:00.000Z')}`)).status).toBe(401);
      // An account's booking stays its account's, link or not.
      expect((await t.request('GET', `/invoices/alice1/pdf?link=${link('alice1')}`)).status).toBe(401);
    });

    it('customer invoice lists: own only (404 for another id, 401 without a session)', async () => {
      const own = await t.request('GET', `/customers/${alice.customerId}/invoices`, undefined, { cookie: alice.cookie });
      expect(own.body.invoices.map((i: { bookingId: string }) => i.bookingId)).toEqual(['alice1']);
      expect((await t.request('GET', `/customers/${bob.customerId}/invoices`, undefined, { cookie: alice.cookie })).status).toBe(404);
      expect((await t.request('GET', `/customers/${bob.customerId}/invoices`)).status).toBe(401);
      const mine = await t.request('GET', '/me/invoices', undefined, { cookie: bob.cookie });
      expect(mine.body.invoices.map((i: { bookingId: string }) => i.bookingId)).toEqual(['bob1']);
      const anonymous = await t.request('GET', '/me/invoices');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.detail).toBe('Please log in to see your invoices.');
    });

    it('booking status: the owner (or staff) only for an account\'s booking, its signed link for a guest booking', async () => {
      expect((await t.request('GET', '/bookings/alice1/status', undefined, { cookie: alice.cookie })).status).toBe(200);
      expect((await t.request('GET', '/bookings/alice1/status', undefined, { cookie: bob.cookie })).status).toBe(404);
      expect((await t.request('GET', '/bookings/alice1/status')).status).toBe(404);
      expect((await t.request('GET', '/bookings/alice1/status', undefined, { cookie: ops })).status).toBe(200);
      expect((await t.request('GET', '/bookings/guest1/status')).status).toBe(404);
      const guestLink = signBookingLink({ bookingId: 'guest1', expiresAt: '2031-01-01T00:00:00.000Z' }, BOOKING_LINK_TEST_SECRET);
      expect((await t.request('GET', '/bookings/guest1/status', undefined, { headers: { 'x-booking-link': guestLink } })).status).toBe(200);
    });

    it("a guest booking is read and managed with its signed link (header or cookie), never with its id alone", async () => {
      // A guest booking of an address nobody has an account for: only its link opens it.
      await append('guest2', confirmed('guest2', { customerId: null, buyer: { firstName: 'Omar', lastName: 'G', email: freshEmail('guest'), phone: { countryCode: '+966', number: '501234568' } } }));
      await t.readModelsCaughtUp();
      const link = (bookingId: string, secret = BOOKING_LINK_TEST_SECRET, expiresAt = '2031-01-01T00:00:00.000Z') => signBookingLink({ bookingId, expiresAt }, secret);
      const paths: [string, string, unknown][] = [
        ['GET', '/bookings/guest2/status', undefined],
        ['GET', '/bookings/guest2/events', undefined],
        ['GET', '/bookings/guest2/cancellation-quote', undefined],
        ['POST', '/bookings/guest2/retry', {}],
        ['POST', '/bookings/guest2/cancellations', { itemIds: ['i1'] }],
      ];
      const before = await t.ctx.store.headPosition();
      const refusedWith = {
        'the id alone': {},
        "another booking's link": { headers: { 'x-booking-link': link('guest1') } },
        'a link signed with another key': { headers: { 'x-booking-link': link('guest2', 'another-secret-of-32-characters-or-more') } },
        'an expired link': { headers: { 'x-booking-link': link('guest2', BOOKING_LINK_TEST_SECRET, '2029-01-01T00:00:00.000Z') } },
        'a signed-in stranger': { cookie: bob.cookie },
      };
      for (const [method, url, body] of paths) {
        for (const [who, o] of Object.entries(refusedWith)) {
          const r = await t.request(method, url, body, o);
          expect(r.status, `${method} ${url} with ${who}`).toBe(404);
          expect(r.headers['content-type']).toContain('application/problem+json');
        }
      }
      expect(await t.ctx.store.headPosition()).toBe(before);
      // The link opens it: in the x-booking-link header (api clients), or in the cookie a browser keeps it in.
      const byHeader = { headers: { 'x-booking-link': link('guest2') } };
      expect((await t.request('GET', '/bookings/guest2/status', undefined, byHeader)).status).toBe(200);
      const events = await t.request('GET', '/bookings/guest2/events', undefined, byHeader);
      expect(events.status).toBe(200);
      expect(events.body.events[0].type).toBe('CheckoutRequested');
      expect((await t.request('GET', '/bookings/guest2/cancellation-quote', undefined, { cookie: `rihla_booking_guest2=${link('guest2')}` })).status).toBe(200);
      expect((await t.request('GET', '/bookings/guest2/status', undefined, { cookie: `rihla_booking_guest1=${link('guest2')}` })).status).toBe(404);
      // Staff still read it; an account's booking is never opened by a link.
      expect((await t.request('GET', '/bookings/guest2/events', undefined, { cookie: ops })).status).toBe(200);
      expect((await t.request('GET', '/bookings/alice1/status', undefined, { headers: { 'x-booking-link': link('alice1') } })).status).toBe(404);
      // With the link, a cancellation is the booking's rules' to decide (this trip already started: 409, not 404).
      const cancelled = await t.request('POST', '/bookings/guest2/cancellations', { itemIds: ['i1'] }, byHeader);
      expect([cancelled.status, cancelled.body.code]).toEqual([409, 'notCancellable']);
    });

    it("booking commands and the event stream: someone else's account booking answers 404, like a missing one", async () => {
      const paths: [string, string, unknown][] = [
        ['GET', '/bookings/alice1/events', undefined],
        ['GET', '/bookings/alice1/cancellation-quote', undefined],
        ['POST', '/bookings/alice1/cancellations', { itemIds: ['i1'] }],
        ['POST', '/bookings/alice1/retry', {}],
        ['POST', '/bookings/alice1/items/i1/retry', undefined],
      ];
      for (const [method, url, body] of paths) {
        for (const cookie of [bob.cookie, undefined]) {
          const r = await t.request(method, url, body, cookie ? { cookie } : {});
          expect(r.status, `${method} ${url} as ${cookie ? 'bob' : 'nobody'}`).toBe(404);
          expect(r.body.detail).toBe('There is no booking alice1.');
        }
      }
      const before = await t.ctx.store.headPosition();
      expect((await t.request('GET', '/bookings/alice1/events', undefined, { cookie: alice.cookie })).status).toBe(200);
      expect((await t.request('GET', '/bookings/alice1/cancellation-quote', undefined, { cookie: alice.cookie })).status).toBe(200);
      expect((await t.request('GET', '/bookings/bob1/events', undefined, { cookie: ops })).status).toBe(200);
      expect(await t.ctx.store.headPosition()).toBe(before);
    });

    it('a guest booking joins the account with that address once the address is verified', async () => {
      expect((await t.request('GET', '/invoices/guest1', undefined, { cookie: alice.cookie })).status).toBe(404);
      const before = await t.request('GET', '/me/invoices', undefined, { cookie: alice.cookie });
      expect(before.body.invoices.map((i: { bookingId: string }) => i.bookingId)).toEqual(['alice1']);
      const token = await t.tokenFrom(alice.email, 'verify-email');
      const bad = await t.request('POST', '/auth/verify-email', { token: `${bob.customerId}.${token.split('.')[1]}` }, { ip: freshIp() });
      expect(bad.status).toBe(422);
      const verified = await t.request('POST', '/auth/verify-email', { token }, { ip: freshIp() });
      expect(verified.status).toBe(200);
      expect((await t.request('GET', '/me', undefined, { cookie: alice.cookie })).body.emailVerified).toBe(true);
      const after = await t.request('GET', '/me/invoices', undefined, { cookie: alice.cookie });
      expect(after.body.invoices.map((i: { bookingId: string }) => i.bookingId)).toEqual(['alice1', 'guest1']);
      expect((await t.request('GET', `/customers/${alice.customerId}/invoices`, undefined, { cookie: alice.cookie })).body.invoices).toHaveLength(2);
      expect((await t.request('GET', '/invoices/guest1', undefined, { cookie: alice.cookie })).body).toMatchObject({ invoiceNumber: 'INV-guest1', price: sar(75_000) });
      expect((await t.request('GET', '/invoices/guest1', undefined, { cookie: bob.cookie })).status).toBe(404);
      expect((await t.request('POST', '/auth/verify-email', { token }, { ip: freshIp() })).status).toBe(422);
    });
  });

  describe('partner applications', () => {
    const form = {
      companyName: 'Desert Trails LLC',
      contactName: 'Omar Saleh',
      email: 'omar@deserttrails.example',
      phone: { countryCode: '+971', number: '50 111 2222' },
      country: 'United Arab Emirates',
      city: 'Dubai',
      website: 'https://deserttrails.example',
      businessType: 'tourOperator',
      message: 'We run dune safaris.\nTwice a day.',
    };

    it('records the form as an event that ops can list', async () => {
      const res = await t.request('POST', '/partners/applications', form, { ip: freshIp() });
      expect(res.status).toBe(201);
      const events = await t.ctx.store.readStream(partnerApplicationStream(res.body.applicationId));
      expect(events.map((e) => e.type)).toEqual(['PartnerApplicationSubmitted']);
      await t.readModelsCaughtUp();
      const list = await t.request('GET', '/ops/partner-applications', undefined, { cookie: ops });
      expect(list.body.applications[0]).toMatchObject({ applicationId: res.body.applicationId, companyName: 'Desert Trails LLC', phone: { number: '501112222' }, status: 'new' });
    });

    it('rejects bad input with field messages and writes nothing', async () => {
      const head = await t.ctx.store.headPosition();
      for (const [change, path] of [
        [{ companyName: '' }, 'companyName'],
        [{ email: 'omar@' }, 'email'],
        [{ message: 'x'.repeat(2001) }, 'message'],
        [{ contactName: 'Omar\u0007' }, 'contactName'],
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ businessType: 'pirate' }, 'businessType'],
      ] as const) {
        const res = await t.request('POST', '/partners/applications', { ...form, ...change }, { ip: freshIp() });
        expect(res.status, path).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      }
      expect(await t.ctx.store.headPosition()).toBe(head);
    });
  });

  describe('staff accounts from configuration', () => {
    it('are created once: a second start (or two at once) changes nothing', async () => {
      const opsId = staffCustomerId(OPS.email);
      const before = await t.ctx.store.readStream(customerStream(opsId));
      expect(before.map((e) => e.type)).toEqual(['CustomerRegistered', 'RoleGranted']);
      const config = { OPS_EMAIL: OPS.email, OPS_PASSWORD: 'a different password', FINANCE_EMAIL: FINANCE.email, FINANCE_PASSWORD: FINANCE.password, PASSWORD_HASH_PROFILE: 'fast-test' as const, NODE_ENV: 'test' };
      const results = await Promise.all([1, 2].map(() => ensureConfiguredStaffAccounts({ store: t.ctx.store, config, now: () => new Date() })));
      expect(results.flat().map((r) => r.outcome)).toEqual(['existing', 'existing', 'existing', 'existing']);
      expect(await t.ctx.store.readStream(customerStream(opsId))).toHaveLength(2);
      expect((await t.signIn(OPS.email, OPS.password)).status).toBe(200);
    });

    it('never promotes a customer who registered the configured address', async () => {
      const email = freshEmail('wannabe');
      await t.signUp({ email });
      const [result] = await ensureConfiguredStaffAccounts({ store: t.ctx.store, config: { OPS_EMAIL: email, OPS_PASSWORD: 'ops-password-999', PASSWORD_HASH_PROFILE: 'fast-test', NODE_ENV: 'test' }, now: () => new Date() });
      expect(result!.outcome).toBe('refused');
      const me = await t.signIn(email, 'correct horse battery');
      expect(me.body.customer.roles).toEqual(['customer']);
    });
  });
});
