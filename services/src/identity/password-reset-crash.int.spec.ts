import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { spawnWorker, stopWorkerProcess } from '../booking/testing/index.ts';
import { readOutbox, type OutboxEmail } from '../notifications/testing/index.ts';
import { createTestContext, type TestContext } from '../platform/testing/fixtures.ts';

const STOREFRONT = 'https://shop.rihla.example';
let ctx: TestContext;
let env: Record<string, string>;
let base: string;
const children: ChildProcess[] = [];

async function startApi(): Promise<ChildProcess> {
  const api = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../main/api.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(api);
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) return api;
    await sleep(100);
  }
  throw new Error('the api never became healthy');
}

beforeAll(async () => {
  ctx = await createTestContext('reset-crash');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = {
    ...ctx.env,
    NODE_ENV: 'test',
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    PUBLIC_API_URL: base,
    PUBLIC_STOREFRONT_URL: STOREFRONT,
    PASSWORD_HASH_PROFILE: 'fast-test',
    COOKIE_SECURE: 'false',
    OUTBOX_DIR: join(ctx.dir, 'outbox'),
    LOG_LEVEL: 'error',
  };
}, 60_000);
afterAll(async () => {
  for (const c of children) await stopWorkerProcess(c, 'SIGKILL');
  await ctx?.cleanup();
});

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT }, body: JSON.stringify(body) });

/** What the file outbox shows was sent to an address. */
const mailsTo = async (email: string): Promise<OutboxEmail[]> => (await readOutbox(join(ctx.dir, 'outbox'), 'email')).filter((m) => m.to === email);
const resetMails = async (email: string) => (await mailsTo(email)).filter((m) => m.text.includes('/auth/reset-password?token='));

describe('password reset e-mail survives a crash', () => {
  it('kill -9 the api right after the reset answer: the worker still sends the link, once, and it works', async () => {
    let api = await startApi();
    const email = 'layla.crash@example.com';
    const signUp = await post('/auth/sign-up', { firstName: 'Layla', lastName: 'Hassan', email, phone: { countryCode: '+966', number: '501234567' }, password: 'correct horse battery', confirmPassword: 'correct horse battery' });
    expect(signUp.status).toBe(201);

    // No worker runs yet: whatever the api did in memory after answering dies with it.
    const asked = await post('/auth/password-reset/request', { email });
    api.kill('SIGKILL');
    expect(asked.status).toBe(202);
    await new Promise((r) => api.once('exit', r));
    expect(await resetMails(email)).toHaveLength(0);

    let worker = await spawnWorker(env);
    children.push(worker);
    await expect.poll(async () => (await resetMails(email)).length, { timeout: 20_000, interval: 100 }).toBe(1);
    // The worker dies too and comes back: the job's id and the notifier's marker keep it at one e-mail.
    await stopWorkerProcess(worker, 'SIGKILL');
    worker = await spawnWorker(env);
    children.push(worker);
    await sleep(1500);
    expect(await resetMails(email)).toHaveLength(1);
    // Sign-up's verification e-mail went the same way: once.
    expect((await mailsTo(email)).filter((m) => m.text.includes('/auth/verify-email?token='))).toHaveLength(1);

    // The link in the e-mail is the one recorded: it sets the new password.
    const token = decodeURIComponent(/\/auth\/reset-password\?token=([^\s&]+)/.exec((await resetMails(email))[0]!.text)![1]!);
    api = await startApi();
    expect((await post('/auth/password-reset', { token, password: 'a brand new secret', confirmPassword: 'a brand new secret' })).status).toBe(200);
    expect((await post('/auth/sign-in', { email, password: 'a brand new secret' })).status).toBe(200);
  }, 90_000);
});
