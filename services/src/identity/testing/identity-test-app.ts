import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { STOREFRONT, type Reply, type RequestOptions } from './browser-like-request.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { OutboxEmail } from '../../notifications/testing/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { registerProjection, type RegisteredProjection } from '../../platform/registered-projection.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { customerBookingsProjection, bookingStatusProjection, registerBookingReadRoutes, registerBookingRoutes } from '../../booking/testing/index.ts';
import { verifyBookingLink } from '../../booking/index.ts';
import { createSandboxProvider } from '../../payments/testing/index.ts';
import { redisWebhookReceipts } from '../../payments/index.ts';
import { partnerApplicationsProjection, registerPartnerRoutes } from '../../partners/testing/index.ts';
import { identitySettingsOf, type IdentitySettings, type RateLimitSettings } from '../identity-settings.ts';
import type { IdentityAccess } from '../routes.ts';
import { startAccountsServer } from './accounts-server.ts';

export const FIXED_NOW = new Date('2030-01-07T06:00:00Z');
export const OPS = { email: 'ops@rihla.example', password: 'ops-password-123' };
export const FINANCE = { email: 'finance@rihla.example', password: 'finance-password-123' };
/** Signs the booking links the test app accepts (invoice PDFs, guest bookings): its BOOKING_LINK_SECRET. */
export const BOOKING_LINK_TEST_SECRET = 'identity-test-booking-links-secret-32+';

export interface TestOptions {
  cookieSecure?: boolean;
  rateLimits?: Partial<RateLimitSettings>;
  env?: Record<string, string>;
  /** Leave the customer-bookings (invoice) read model behind, as a slow projector would: ownership races. */
  withoutCustomerBookingsProjection?: boolean;
  /** Another module's routes on the same app (with identity's access checks), and the read models they need. */
  more?: (app: FastifyInstance, access: IdentityAccess, ctx: TestContext, now: () => Date) => readonly RegisteredProjection[];
}

export interface IdentityTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  access: IdentityAccess;
  settings: IdentitySettings;
  notifier: Notifier;
  setNow(d: Date): void;
  now(): Date;
  request(method: string, url: string, body?: unknown, o?: RequestOptions): Promise<Reply>;
  /** Signs up (with a fresh address per call unless given) and returns the session cookie. */
  signUp(overrides?: Record<string, unknown>, o?: RequestOptions): Promise<{ reply: Reply; cookie: string; email: string }>;
  signIn(email: string, password: string, o?: RequestOptions): Promise<Reply>;
  /** Outbox e-mails to an address, newest first (after background sends settle). */
  mailsTo(email: string): Promise<OutboxEmail[]>;
  /** The token in the newest link of that kind e-mailed to the address. */
  tokenFrom(email: string, kind: 'reset-password' | 'verify-email'): Promise<string>;
  readModelsCaughtUp(): Promise<void>;
  close(): Promise<void>;
}

let addressCounter = 0;
/** A distinct client address per test, so rate limits of one test never touch another. */
export const freshIp = (): string => `10.${process.pid % 250}.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let emailCounter = 0;
export const freshEmail = (label = 'user'): string => `${label}.${process.pid}.${Date.now().toString(36)}.${++emailCounter}@example.com`;

export const signUpBody = (email: string, more: Record<string, unknown> = {}) => ({
  firstName: 'Sara',
  lastName: 'Ali',
  email,
  phone: { countryCode: '+966', number: '501234567' },
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  ...more,
});

/** The settings of a test api with accounts: fast Argon2 (same algorithm), the staff accounts, cookies over plain http. */
export const identityTestEnv = (base: Record<string, string>): Record<string, string> => ({
  ...base,
  NODE_ENV: 'test',
  PUBLIC_STOREFRONT_URL: STOREFRONT,
  PUBLIC_API_URL: 'https://api.rihla.example',
  PASSWORD_HASH_PROFILE: 'fast-test',
  OPS_EMAIL: OPS.email,
  OPS_PASSWORD: OPS.password,
  FINANCE_EMAIL: FINANCE.email,
  FINANCE_PASSWORD: FINANCE.password,
  COOKIE_SECURE: 'false',
  BOOKING_LINK_SECRET: BOOKING_LINK_TEST_SECRET,
});

/**
 * The identity, partner and booking read routes over a real SQLite event store and a real Redis, with the real
 * notifier writing to a temporary file outbox, and a clock the test sets. Argon2 runs with the fast test profile
 * (same algorithm); one test proves the production parameters separately.
 */
export async function startIdentityTestApp(label: string, opts: TestOptions = {}): Promise<IdentityTestApp> {
  const ctx = await createTestContext(label);
  let now = FIXED_NOW;
  const config = loadConfig({
    ...identityTestEnv(ctx.env),
    ...(opts.cookieSecure !== undefined ? { COOKIE_SECURE: String(opts.cookieSecure) } : {}),
    ...opts.env,
  });
  const settings = identitySettingsOf(config, opts.rateLimits);
  const server = await startAccountsServer({ ctx, config, settings, now: () => now, logName: 'identity-test' });
  const { app, access, log, request, mailsTo } = server;
  registerPartnerRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, now: () => now, authorizer: access.authorizer });
  registerBookingReadRoutes(app, {
    redis: ctx.redis,
    prefix: ctx.prefix,
    now: () => now,
    authorize: access.bookingReadAccess,
    claimedEmailsOf: access.claimedEmailsOf,
    bookingOfLink: (token) => verifyBookingLink(token, now, BOOKING_LINK_TEST_SECRET)?.bookingId ?? null,
  });
  // The booking command routes with the same access checks the api wires, over a sandbox PSP that sends nothing.
  const provider = createSandboxProvider({ file: join(ctx.dir, 'psp-ledger.sqlite'), publicBaseUrl: 'https://api.rihla.example', webhookUrl: 'https://api.rihla.example/payments/webhook/sandbox', webhookSecret: 'identity-test-secret', now: () => now, runDeliveryLoop: false, log });
  registerBookingRoutes(app, {
    store: ctx.store,
    now: () => now,
    provider,
    webhookReceipts: redisWebhookReceipts(ctx.redis, ctx.prefix),
    processingBudgetMs: 1000,
    returnOrigins: settings.allowedOrigins,
    log,
    customerOf: async (req) => (await access.authorizer.principal(req))?.customerId ?? null,
    authorizeBooking: (req, b) => access.bookingReadAccess(req, { kind: 'bookingStatus', ...b }),
    ...(access.guestBookingLinks ? { grantGuestLink: access.guestBookingLinks.grant } : {}),
  });
  app.get('/test/supplier-only', async (req) => ({ supplierId: access.authorizer.supplier(req) }));
  const more = opts.more?.(app, access, ctx, () => now) ?? [];
  await server.open([
    ...more,
    ...(opts.withoutCustomerBookingsProjection ? [] : [registerProjection(customerBookingsProjection)]),
    registerProjection(bookingStatusProjection),
    registerProjection(partnerApplicationsProjection),
  ]);

  return {
    ...server,
    ctx,
    settings,
    setNow: (d) => {
      now = d;
    },
    now: () => now,
    request,
    async signUp(overrides = {}, o = {}) {
      const email = (overrides.email as string | undefined) ?? freshEmail();
      const reply = await request('POST', '/auth/sign-up', signUpBody(email, overrides), { ip: freshIp(), ...o });
      if (reply.status !== 201 || !reply.sessionCookie) throw new Error(`sign-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { reply, cookie: reply.sessionCookie, email };
    },
    signIn: (email, password, o = {}) => request('POST', '/auth/sign-in', { email, password }, { ip: freshIp(), ...o }),
    async tokenFrom(email, kind) {
      const pattern = new RegExp(`/auth/${kind}\\?token=([^\\s&]+)`);
      const mail = (await mailsTo(email)).find((x) => pattern.test(x.text));
      const m = mail ? pattern.exec(mail.text) : null;
      if (!m) throw new Error(`no ${kind} link e-mailed to ${email}`);
      return decodeURIComponent(m[1]!);
    },
    async close() {
      await server.close();
      await provider.close();
      await ctx.cleanup();
    },
  };
}
