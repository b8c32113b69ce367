import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStream, identityMessages } from '@rihla/events/identity';
import { FIXED_NOW, freshEmail, freshIp, startIdentityTestApp, type IdentityTestApp } from './testing/identity-test-app.ts';
import { INVALID_LINK } from './identity-rule-error.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

describe('password reset', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp('id-reset', { rateLimits: { resetPerAccount: 1000, resetPerAddress: 1000 } });
  });
  afterAll(async () => t?.close());

  const requestReset = (email: string) => t.request('POST', '/auth/password-reset/request', { email }, { ip: freshIp() });
  const complete = (token: string, password = 'my new password 1') => t.request('POST', '/auth/password-reset', { token, password, confirmPassword: password }, { ip: freshIp() });

  it('answers the spec sentence with the same status and body whether or not the account exists', async () => {
    const { email } = await t.signUp();
    const known = await requestReset(email);
    const unknown = await requestReset(freshEmail('ghost'));
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ message: identityMessages.resetRequested });
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw.body).toBe(known.raw.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect((await t.mailsTo(email)).some((m) => m.text.includes('/auth/reset-password?token='))).toBe(true);
  });

  it('takes about as long for an unknown address as for a known one (medians of 15 tries, 20 ms tolerance)', async () => {
    const { email } = await t.signUp();
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 15; i++) {
      for (const kind of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const started = process.hrtime.bigint();
        const res = await requestReset(kind === 'known' ? email : freshEmail('ghost'));
        timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(res.status).toBe(202);
        await t.access.settled(); // background mail work never overlaps the next measurement
      }
    }
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(20);
  });

  it('refuses a common password for the new one, and the link still works for a good one', async () => {
    const { email } = await t.signUp();
    await requestReset(email);
    const token = await t.tokenFrom(email, 'reset-password');
    const common = await complete(token, 'letmein1');
    expect(common.status).toBe(422);
    expect(common.body.errors).toContainEqual({ path: 'password', message: identityMessages.commonPassword });
    expect((await complete(token)).status).toBe(200);
  });

  it('stores only the token digest, and the link works once', async () => {
    const { email, reply } = await t.signUp();
    await requestReset(email);
    const token = await t.tokenFrom(email, 'reset-password');
    const secret = token.split('.')[1]!;
    const events = JSON.stringify(await t.ctx.store.readStream(customerStream(reply.body.customer.customerId)));
    expect(events).not.toContain(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const first = await complete(token);
    expect(first.status).toBe(200);
    const again = await complete(token, 'another password 2');
    expect(again.status).toBe(422);
    expect(again.body.detail).toBe(INVALID_LINK);
    expect((await t.signIn(email, 'my new password 1')).status).toBe(200);
    expect((await t.signIn(email, 'another password 2')).status).toBe(401);
  });

  it('expires the link after one hour, and only the newest link works', async () => {
    const { email } = await t.signUp();
    try {
      t.setNow(FIXED_NOW);
      await requestReset(email);
      const old = await t.tokenFrom(email, 'reset-password');
      t.setNow(new Date(FIXED_NOW.getTime() + 60 * 60_000));
      expect((await complete(old)).body.detail).toBe(INVALID_LINK);
      await requestReset(email);
      const newer = await t.tokenFrom(email, 'reset-password');
      expect(newer).not.toBe(old);
      t.setNow(new Date(FIXED_NOW.getTime() + 119 * 60_000));
      expect((await complete(newer)).status).toBe(200);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  it('ends every session of the account when the password is reset', async () => {
    const { email, cookie } = await t.signUp();
    const second = (await t.signIn(email, 'correct horse battery')).sessionCookie!;
    await requestReset(email);
    const done = await complete(await t.tokenFrom(email, 'reset-password'));
    expect(done.status).toBe(200);
    for (const c of [cookie, second]) expect((await t.request('GET', '/me', undefined, { cookie: c })).status).toBe(401);
  });

  it('refuses forged, malformed and other accounts\' tokens, and checks the new password', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await requestReset(a.email);
    const tokenA = await t.tokenFrom(a.email, 'reset-password');
    const customerB = b.reply.body.customer.customerId as string;
    expect((await complete(`${customerB}.${tokenA.split('.')[1]}`)).body.detail).toBe(INVALID_LINK);
    expect((await complete('garbage')).status).toBe(422);
    const short = await t.request('POST', '/auth/password-reset', { token: tokenA, password: 'short', confirmPassword: 'short' }, { ip: freshIp() });
    expect(short.body.errors).toContainEqual({ path: 'password', message: identityMessages.passwordTooShort });
    expect((await complete(tokenA)).status).toBe(200);
  });
});
