import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStream } from '@rihla/events/identity';
import { loadConfig } from '../platform/config.ts';
import { createPasswordHasher, OWASP_ARGON2 } from './password-hashing.ts';
import { freshEmail, freshIp, startIdentityTestApp, type IdentityTestApp } from './testing/identity-test-app.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('production settings: argon2id parameters, secure cookies, sign-in timing', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp('id-prod', { cookieSecure: true, env: { PASSWORD_HASH_PROFILE: 'owasp' }, rateLimits: { signInPerAccount: 1000, signInPerAddress: 1000 } });
  });
  afterAll(async () => t?.close());

  it('hashes with argon2id, 19 MiB, 2 iterations, 1 lane (OWASP)', async () => {
    expect(OWASP_ARGON2).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const { reply } = await t.signUp();
    const [registered] = await t.ctx.store.readStream(customerStream(reply.body.customer.customerId));
    expect((registered!.data as { passwordHash: string }).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses the fast test profile in production', () => {
    expect(() => createPasswordHasher('fast-test', 'production')).toThrow(/refused in production/);
    expect(loadConfig({}).PASSWORD_HASH_PROFILE).toBe('owasp');
  });

  it('over https the session cookie is Secure, __Host- prefixed, HttpOnly, SameSite=Lax, Path=/ and without Domain', async () => {
    const { reply } = await t.signUp();
    const cookies = ([] as string[]).concat(reply.headers['set-cookie'] as string[]);
    const session = cookies.find((c) => c.startsWith('__Host-rihla_session='))!;
    expect(session).toBeDefined();
    for (const flag of ['; Secure', '; HttpOnly', '; SameSite=Lax', '; Path=/']) expect(session).toContain(flag);
    expect(session).not.toMatch(/Domain=/i);
    expect(cookies.find((c) => c.startsWith('__Host-rihla_csrf='))).toContain('; Secure');
  });

  it('takes about as long for an unknown address as for a wrong password (medians of 15 tries, 40% / 25 ms tolerance)', async () => {
    const { email } = await t.signUp();
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 15; i++) {
      for (const kind of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const started = process.hrtime.bigint();
        const res = await t.signIn(kind === 'known' ? email : freshEmail('ghost'), 'not the password', { ip: freshIp() });
        timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(res.status).toBe(401);
        bodies.add(res.raw.body);
      }
    }
    expect(bodies.size).toBe(1);
    const [a, b] = [median(timings.known), median(timings.unknown)];
    expect(Math.abs(a - b)).toBeLessThan(Math.max(25, 0.4 * Math.max(a, b)));
  });
});
