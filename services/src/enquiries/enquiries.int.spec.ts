import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, OPS, startFormsTestApp, type FormsTestApp } from '../reviews/testing/index.ts';

const contact = (email: string, more: Record<string, unknown> = {}) => ({
  kind: 'contact',
  name: 'Sara Ali',
  email,
  phone: { countryCode: '+966', number: '50 123 4567' },
  subject: 'Group booking',
  message: 'We are 12 people.\nCan we book a private desert safari?',
  locale: 'en',
  ...more,
});

describe('enquiries: contact and feedback forms', () => {
  let t: FormsTestApp;
  let opsCookie: string;
  beforeAll(async () => {
    t = await startFormsTestApp('enquiries', { enquiriesPerAddressPerHour: 3 });
    opsCookie = await t.signIn(OPS.email, OPS.password);
  });
  afterAll(() => t.close());

  it('records a contact enquiry, e-mails an acknowledgement and lists it for ops', async () => {
    const email = freshEmail('contact');
    const r = await t.request('POST', '/enquiries', contact(email.toUpperCase()), { ip: freshIp() });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ enquiryId: expect.any(String), kind: 'contact', message: 'Thank you! We received your message and will answer within one working day.' });

    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('We received your message');
    expect(mails[0]!.text).toContain(r.body.enquiryId);

    await t.readModelsCaughtUp();
    const list = await t.request('GET', '/ops/enquiries', undefined, { cookie: opsCookie });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.enquiries).toContainEqual(
      expect.objectContaining({
        enquiryId: r.body.enquiryId,
        kind: 'contact',
        email,
        phone: { countryCode: '+966', number: '501234567' },
        message: 'We are 12 people.\nCan we book a private desert safari?',
        locale: 'en',
        customerId: null,
        status: 'new',
      }),
    );
  });

  it('records feedback in Arabic, with the signed-in customer, and ops can filter by kind', async () => {
    const customer = await t.signUp();
    const r = await t.request('POST', '/enquiries', { kind: 'feedback', name: 'نورة', email: customer.email, subject: 'ملاحظات', message: 'الموقع رائع', locale: 'ar' }, { cookie: customer.cookie, ip: freshIp() });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Thank you for your feedback!');
    const [mail] = await t.mailsTo(customer.email).then((m) => m.filter((x) => x.subject.includes('feedback')));
    expect(mail!.text.startsWith('مرحباً نورة')).toBe(true);
    await t.readModelsCaughtUp();
    const list = await t.request('GET', '/ops/enquiries?kind=feedback', undefined, { cookie: opsCookie });
    expect(list.body.enquiries.every((e: { kind: string }) => e.kind === 'feedback')).toBe(true);
    expect(list.body.enquiries).toContainEqual(expect.objectContaining({ enquiryId: r.body.enquiryId, customerId: customer.customerId, phone: null }));
  });

  it.each([
    ['an empty form', {}, ['name', 'email', 'subject', 'message']],
    ['a wrong e-mail', { email: 'not-an-email' }, ['email']],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, ['message']],
    ['a blank message', { message: '   ' }, ['message']],
    ['a control character in the name', { name: 'Sara\u202eAli' }, ['name']],
    ['an unknown kind', { kind: 'complaint' }, ['kind']],
    ['an unknown field', { admin: true }, ['(root)']],
    ['a bad phone', { phone: { countryCode: '966', number: 'abc' } }, ['phone.countryCode', 'phone.number']],
  ])('refuses %s with a 400 problem naming the fields, and writes nothing', async (_what, change, paths) => {
    const before = await t.countEvents('enquiry-');
    const body = Object.keys(change).length === 0 ? {} : contact(freshEmail(), change);
    const r = await t.request('POST', '/enquiries', body, { ip: freshIp() });
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.body).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(paths));
    expect(await t.countEvents('enquiry-')).toBe(before);
  });

  it('refuses a body that is not JSON and one over the size limit', async () => {
    const before = await t.countEvents('enquiry-');
    expect((await t.request('POST', '/enquiries', '{"name":', { ip: freshIp() })).status).toBe(400);
    const huge = await t.request('POST', '/enquiries', contact(freshEmail(), { message: 'x'.repeat(70_000) }), { ip: freshIp() });
    expect(huge.status).toBe(413);
    expect(huge.headers['content-type']).toContain('application/problem+json');
    expect(await t.countEvents('enquiry-')).toBe(before);
  });

  it('is idempotent: the same Idempotency-Key or enquiry id is the same enquiry, appended and e-mailed once', async () => {
    const email = freshEmail('idem');
    const ip = freshIp();
    const before = await t.countEvents('enquiry-');
    const key = { 'idempotency-key': `key-${Date.now()}` };
    const first = await t.request('POST', '/enquiries', contact(email), { ip, headers: key });
    const again = await t.request('POST', '/enquiries', contact(email), { ip, headers: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.enquiryId).toBe(first.body.enquiryId);
    expect(await t.countEvents('enquiry-')).toBe(before + 1);
    expect(await t.mailsTo(email)).toHaveLength(1);

    const other = await t.request('POST', '/enquiries', contact(email, { message: 'Something else entirely' }), { ip, headers: key });
    expect(other.status).toBe(409);
    expect(other.body.detail).toContain('already used for a different message');
    expect(await t.countEvents('enquiry-')).toBe(before + 1);

    const enquiryId = '0b7b2a52-1a0e-4b53-9d43-3f6f3c0b8a11';
    const sameForm = contact(freshEmail('by-id'), { enquiryId });
    const byId = await t.request('POST', '/enquiries', sameForm, { ip: freshIp() });
    const byIdAgain = await t.request('POST', '/enquiries', sameForm, { ip: freshIp() });
    expect(byId.status).toBe(201);
    expect(byId.body.enquiryId).toBe(enquiryId);
    expect(byIdAgain.status).toBe(200);
    expect(await t.ctx.store.readStream(`enquiry-${enquiryId}`)).toHaveLength(1);
  });

  it('limits enquiries per client address (429 with Retry-After, nothing written)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await t.request('POST', '/enquiries', contact(freshEmail()), { ip })).status).toBe(201);
    const before = await t.countEvents('enquiry-');
    const refused = await t.request('POST', '/enquiries', contact(freshEmail()), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^Too many attempts/);
    expect(await t.countEvents('enquiry-')).toBe(before);
    expect((await t.request('POST', '/enquiries', contact(freshEmail()), { ip: freshIp() })).status).toBe(201);
  });

  it('shows the list to ops only: 401 signed out, 403 for a customer', async () => {
    const anonymous = await t.request('GET', '/ops/enquiries');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toBe('Please sign in to continue.');
    const customer = await t.signUp();
    const forbidden = await t.request('GET', '/ops/enquiries', undefined, { cookie: customer.cookie });
    expect(forbidden.status).toBe(403);
    expect((await t.request('GET', '/ops/enquiries?kind=other', undefined, { cookie: opsCookie })).status).toBe(400);
  });

  it('refuses a cross-site post', async () => {
    const r = await t.request('POST', '/enquiries', contact(freshEmail()), { ip: freshIp(), origin: 'https://evil.example' });
    expect(r.status).toBe(403);
  });
});
