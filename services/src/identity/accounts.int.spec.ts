import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStream, emailStream, identityMessages } from '@rihla/events/identity';
import { emailHashOf } from './email-reservation.ts';
import { freshEmail, freshIp, signUpBody, startIdentityTestApp, type IdentityTestApp } from './testing/identity-test-app.ts';

describe('sign up, sign in, sign out, /me and password change', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp('id-accounts', { rateLimits: { signInPerAccount: 100, signUpPerAccount: 100 } });
  });
  afterAll(async () => t?.close());

  it('signs a new customer up and in, with a session cookie that /me accepts', async () => {
    const { reply, cookie, email } = await t.signUp();
    expect(reply.body.customer).toMatchObject({ email, firstName: 'Sara', roles: ['customer'], emailVerified: false });
    const me = await t.request('GET', '/me', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, phone: { countryCode: '+966', number: '501234567' } });
    expect(me.body).not.toHaveProperty('passwordHash');
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.request('GET', '/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ (and no Secure over http)', async () => {
    const { reply } = await t.signUp();
    const cookies = ([] as string[]).concat(reply.headers['set-cookie'] as string[]);
    const session = cookies.find((c) => c.startsWith('rihla_session='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(session.split(';')[0]!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets each cookie once per answer: sign-up, sign-in, password change and sign-out (no repeated Set-Cookie)', async () => {
    const names = (r: { headers: Record<string, unknown> }) =>
      ([] as string[]).concat((r.headers['set-cookie'] as string[] | string | undefined) ?? []).map((c) => c.split('=')[0]);
    const { reply, cookie, email } = await t.signUp();
    expect(names(reply).sort()).toEqual(['rihla_csrf', 'rihla_session']);
    const signedIn = await t.signIn(email, 'correct horse battery');
    expect(names(signedIn).sort()).toEqual(['rihla_csrf', 'rihla_session']);
    const changed = await t.request('POST', '/me/password', { currentPassword: 'correct horse battery', password: 'a brand new secret', confirmPassword: 'a brand new secret' }, { cookie });
    expect(names(changed).sort()).toEqual(['rihla_csrf', 'rihla_session']);
    const out = await t.request('POST', '/auth/sign-out', undefined, { cookie: changed.sessionCookie });
    expect(names(out).sort()).toEqual(['rihla_csrf', 'rihla_session']);
  });

  it('signs in with the right password, answers one message for a wrong password and an unknown address', async () => {
    const { email } = await t.signUp();
    const ok = await t.signIn(email.toUpperCase(), 'correct horse battery');
    expect(ok.status).toBe(200);
    expect(ok.sessionCookie).toBeTruthy();
    const wrong = await t.signIn(email, 'wrong password!!');
    const unknown = await t.signIn(freshEmail('nobody'), 'wrong password!!');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(identityMessages.wrongPassword);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.sessionCookie).toBeNull();
  });

  it('gives a new session id at sign-in and ends the old one', async () => {
    const { cookie, email } = await t.signUp();
    const again = await t.signIn(email, 'correct horse battery', { cookie });
    expect(again.sessionCookie).not.toBe(cookie);
    expect((await t.request('GET', '/me', undefined, { cookie })).status).toBe(401);
    expect((await t.request('GET', '/me', undefined, { cookie: again.sessionCookie })).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const { cookie } = await t.signUp();
    const out = await t.request('POST', '/auth/sign-out', undefined, { cookie });
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/rihla_session=; .*Max-Age=0/);
    expect((await t.request('GET', '/me', undefined, { cookie })).status).toBe(401);
  });

  it('refuses common and breached passwords at sign-up and password change (ASVS 2.1.7), with the message for the field', async () => {
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop', 'iloveyou']) {
      const r = await t.request('POST', '/auth/sign-up', signUpBody(freshEmail('common'), { password, confirmPassword: password }), { ip: freshIp() });
      expect(r.status, password).toBe(422);
      expect(r.body.errors).toContainEqual({ path: 'password', message: identityMessages.commonPassword });
    }
    const { cookie } = await t.signUp();
    const change = await t.request('POST', '/me/password', { currentPassword: 'correct horse battery', password: 'football', confirmPassword: 'football' }, { cookie });
    expect(change.status).toBe(422);
    expect(change.body.errors).toContainEqual({ path: 'password', message: identityMessages.commonPassword });
    expect((await t.request('GET', '/me', undefined, { cookie })).status).toBe(200);
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    const { cookie, email } = await t.signUp();
    const other = (await t.signIn(email, 'correct horse battery')).sessionCookie!;
    const wrong = await t.request('POST', '/me/password', { currentPassword: 'not it at all', password: 'a brand new secret', confirmPassword: 'a brand new secret' }, { cookie });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: identityMessages.wrongPassword }]);
    const changed = await t.request('POST', '/me/password', { currentPassword: 'correct horse battery', password: 'a brand new secret', confirmPassword: 'a brand new secret' }, { cookie });
    expect(changed.status).toBe(200);
    expect(changed.sessionCookie).toBeTruthy();
    expect((await t.request('GET', '/me', undefined, { cookie: other })).status).toBe(401);
    expect((await t.request('GET', '/me', undefined, { cookie: changed.sessionCookie })).status).toBe(200);
    expect((await t.signIn(email, 'correct horse battery')).status).toBe(401);
    expect((await t.signIn(email, 'a brand new secret')).status).toBe(200);
  });

  it('lets exactly one of two concurrent sign-ups with one address win', async () => {
    const email = freshEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.request('POST', '/auth/sign-up', signUpBody(i % 2 ? email.toUpperCase() : email, { firstName: `Racer${i}` }), { ip: freshIp() })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.detail).toMatch(/already exists/);
    const reservation = await t.ctx.store.readStream(emailStream(emailHashOf(email)));
    expect(reservation).toHaveLength(1);
    const winner = replies.find((r) => r.status === 201)!.body.customer.customerId as string;
    expect((reservation[0]!.data as { customerId: string }).customerId).toBe(winner);
    expect((await t.signIn(email, 'correct horse battery')).body.customer.customerId).toBe(winner);
  });

  describe('bad input: 400 problem with the spec messages (422 for the rules across fields), and no event written', () => {
    const cases: [string, Record<string, unknown>, string, string, number?][] = [
      ['missing first name', { firstName: undefined }, 'firstName', identityMessages.required],
      ['empty last name', { lastName: '   ' }, 'lastName', identityMessages.required],
      ['invalid e-mail', { email: 'not-an-email' }, 'email', identityMessages.emailFormat],
      ['short password', { password: 'short', confirmPassword: 'short' }, 'password', identityMessages.passwordTooShort],
      ['confirmation differs', { confirmPassword: 'something else' }, 'confirmPassword', identityMessages.passwordsDiffer, 422],
      ['oversized name', { firstName: 'x'.repeat(101) }, 'firstName', identityMessages.tooLong(100)],
      ['oversized e-mail', { email: `${'a'.repeat(250)}@example.com` }, 'email', identityMessages.tooLong(254)],
      ['control character', { lastName: 'Ali\u0000' }, 'lastName', identityMessages.notAllowedCharacters],
      ['bidi override', { firstName: 'Sa\u202era' }, 'firstName', identityMessages.notAllowedCharacters],
      ['header injection in e-mail', { email: 'a@example.com\r\nBcc: x@evil.example' }, 'email', identityMessages.emailFormat],
      ['phone without country code', { phone: { countryCode: '', number: '501234567' } }, 'phone.countryCode', identityMessages.required],
      ['phone letters', { phone: { countryCode: '+966', number: '50abc' } }, 'phone.number', identityMessages.phoneNumber],
    ];
    it.each(cases)('%s', async (_label, change, path, message, status = 400) => {
      const head = await t.ctx.store.headPosition();
      const body = signUpBody(freshEmail('bad'), change);
      const res = await t.request('POST', '/auth/sign-up', body, { ip: freshIp() });
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors).toContainEqual({ path, message });
      expect(await t.ctx.store.headPosition()).toBe(head);
    });

    it('refuses a body that is not an object, and an oversized one', async () => {
      const head = await t.ctx.store.headPosition();
      expect((await t.request('POST', '/auth/sign-up', 'hello', { ip: freshIp() })).status).toBe(400);
      const huge = await t.request('POST', '/auth/sign-up', signUpBody(freshEmail(), { firstName: 'x'.repeat(70_000) }), { ip: freshIp() });
      expect(huge.status).toBe(413);
      expect((await t.request('POST', '/auth/sign-in', { email: 'x' }, { ip: freshIp() })).body.errors).toContainEqual({ path: 'password', message: identityMessages.required });
      expect(await t.ctx.store.headPosition()).toBe(head);
    });
  });

  it('sends sign-in back to a safe same-site path whatever the next/redirect payload', async () => {
    const { email } = await t.signUp();
    for (const payload of ['//evil.example', 'https:evil.example', '/\\evil.example', '%2F%2Fevil.example']) {
      for (const where of ['body-next', 'body-redirect', 'query-next'] as const) {
        const body = { email, password: 'correct horse battery', ...(where === 'body-next' ? { next: payload } : where === 'body-redirect' ? { redirect: payload } : {}) };
        const url = where === 'query-next' ? `/auth/sign-in?next=${encodeURIComponent(payload)}` : '/auth/sign-in';
        const res = await t.request('POST', url, body, { ip: freshIp() });
        expect(res.status).toBe(200);
        expect(res.body.redirectTo).toBe('/');
      }
    }
    const ok = await t.request('POST', '/auth/sign-in', { email, password: 'correct horse battery', next: '/ar/invoices' }, { ip: freshIp() });
    expect(ok.body.redirectTo).toBe('/ar/invoices');
  });

  it('keeps the customer stream free of the plain password', async () => {
    const { reply } = await t.signUp();
    const events = await t.ctx.store.readStream(customerStream(reply.body.customer.customerId));
    expect(JSON.stringify(events)).not.toContain('correct horse battery');
    expect((events[0]!.data as { passwordHash: string }).passwordHash).toMatch(/^\$argon2id\$/);
  });
});
