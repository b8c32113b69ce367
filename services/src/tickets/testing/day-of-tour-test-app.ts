import { randomUUID } from 'node:crypto';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { identitySettingsOf, startAccountsServer, type AccountsServer, freshEmail, freshIp, identityTestEnv, OPS } from '../../identity/testing/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { registerProjection } from '../../platform/registered-projection.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { manifestProjection } from '../manifest-projection.ts';
import { registerTicketRoutes } from '../routes.ts';

export const TICKET_TEST_SECRET = 'day-of-tour-test-secret-0123456789abcdef';

export interface DayOfTourTestApp extends Pick<AccountsServer, 'request' | 'readModelsCaughtUp'> {
  ctx: TestContext;
  setNow(d: Date): void;
  appendBooking(bookingId: string, events: BookingEvent[]): Promise<void>;
  signIn(email: string, password: string): Promise<string>;
  opsCookie(): Promise<string>;
  /** Ops creates a supplier staff account; returns its signed-in cookie. */
  supplierStaff(supplierId: string, firstName?: string): Promise<string>;
  close(): Promise<void>;
}

/** The identity routes (sessions, CSRF, the ops account) and the ticket routes over a real SQLite store and Redis, with the manifest projection running. */
export async function startDayOfTourTestApp(label: string, opts: { scansPerMinute?: number; now?: Date } = {}): Promise<DayOfTourTestApp> {
  const ctx = await createTestContext(label);
  let now = opts.now ?? new Date('2030-01-20T06:00:00Z');
  const config = loadConfig(identityTestEnv(ctx.env));
  const server = await startAccountsServer({ ctx, config, settings: identitySettingsOf(config), now: () => now, logName: 'day-of-tour-test' });
  registerTicketRoutes(server.app, {
    store: ctx.store,
    redis: ctx.redis,
    prefix: ctx.prefix,
    now: () => now,
    authorizer: server.access.authorizer,
    bookingReadAccess: server.access.bookingReadAccess,
    ticketSecret: TICKET_TEST_SECRET,
    ...(opts.scansPerMinute !== undefined ? { scansPerMinute: opts.scansPerMinute } : {}),
  });
  await server.open([registerProjection(manifestProjection)]);
  const signIn = async (email: string, password: string) => {
    const reply = await server.request('POST', '/auth/sign-in', { email, password }, { ip: freshIp() });
    if (reply.status !== 200 || !reply.sessionCookie) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.sessionCookie;
  };
  return {
    ctx,
    request: server.request,
    readModelsCaughtUp: server.readModelsCaughtUp,
    setNow: (d) => {
      now = d;
    },
    async appendBooking(bookingId, events) {
      await ctx.store.appendToStream(bookingStream(bookingId), events.map((e) => ({ id: randomUUID(), ...bookingEvents.serialize(e) })));
      await server.readModelsCaughtUp();
    },
    signIn,
    opsCookie: () => signIn(OPS.email, OPS.password),
    async supplierStaff(supplierId, firstName = 'Omar') {
      const email = freshEmail('guide');
      const password = 'guide-password-4815';
      const r = await server.request('POST', '/ops/supplier-staff', { firstName, lastName: 'Guide', email, password, supplierId }, { cookie: await signIn(OPS.email, OPS.password) });
      if (r.status !== 201) throw new Error(`supplier staff: ${r.status} ${JSON.stringify(r.body)}`);
      return signIn(email, password);
    },
    async close() {
      await server.close();
      await ctx.cleanup();
    },
  };
}
