import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { catalogEvents } from '@rihla/events/catalog';
import { customerBookingsProjection } from '../../booking/testing/index.ts';
import { catalogProjection } from '../../catalog/index.ts';
import { chatsProjection, registerChatRoutes } from '../../chat/testing/index.ts';
import { fixtureCatalogStreams } from '../../catalog/testing/index.ts';
import { enquiriesProjection, registerEnquiryRoutes } from '../../enquiries/testing/index.ts';
import { identitySettingsOf, startAccountsServer, FINANCE, freshEmail, freshIp, identityTestEnv, OPS, signUpBody } from '../../identity/testing/index.ts';
import type { IdentityAccess, Reply, RequestOptions } from '../../identity/testing/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { OutboxEmail } from '../../notifications/testing/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { registerProjection } from '../../platform/registered-projection.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { reviewsProjection } from '../reviews-projection.ts';
import { registerReviewRoutes } from '../routes.ts';

export { freshEmail, freshIp, OPS, FINANCE };
export const FIXED_NOW = new Date('2030-01-07T06:00:00Z');

export interface FormsTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  access: IdentityAccess;
  notifier: Notifier;
  setNow(d: Date): void;
  request(method: string, url: string, body?: unknown, o?: RequestOptions): Promise<Reply>;
  signUp(overrides?: Record<string, unknown>): Promise<{ cookie: string; email: string; customerId: string }>;
  signIn(email: string, password: string): Promise<string>;
  mailsTo(email: string): Promise<OutboxEmail[]>;
  /** Appends booking events (through the booking registry) to booking-{id}. */
  appendBooking(bookingId: string, events: BookingEvent[]): Promise<void>;
  /** How many events the store holds in streams starting with this prefix. */
  countEvents(streamPrefix: string): Promise<number>;
  readModelsCaughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The enquiry, review and live-chat routes with the identity routes (sessions, CSRF, ops account) over a real SQLite event
 * store and Redis, the fixture catalog appended as events, the real notifier writing a temporary file outbox, and
 * the catalog, customer-bookings, enquiries and reviews projections running.
 */
export async function startFormsTestApp(label: string, limits: { enquiriesPerAddressPerHour?: number } = {}): Promise<FormsTestApp> {
  const ctx = await createTestContext(label);
  let now = FIXED_NOW;
  const config = loadConfig(identityTestEnv(ctx.env));
  for (const s of fixtureCatalogStreams()) {
    await ctx.store.appendToStream(s.streamName, s.events.map((e) => ({ id: randomUUID(), ...catalogEvents.serialize(e) })));
  }
  const settings = identitySettingsOf(config);
  const server = await startAccountsServer({ ctx, config, settings, now: () => now, logName: 'forms-test' });
  const { app, access, mailQueue, log, request, readModelsCaughtUp } = server;
  registerEnquiryRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, now: () => now, authorizer: access.authorizer, mailQueue, log, perAddressPerHour: limits.enquiriesPerAddressPerHour });
  registerReviewRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, now: () => now, authorizer: access.authorizer, claimedEmailsOf: access.claimedEmailsOf });
  registerChatRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, now: () => now, authorizer: access.authorizer });
  await server.open([catalogProjection, customerBookingsProjection, enquiriesProjection, reviewsProjection, chatsProjection].map((p) => registerProjection(p as never)));
  await readModelsCaughtUp();

  return {
    ...server,
    ctx,
    setNow: (d) => {
      now = d;
    },
    request,
    async signUp(overrides = {}) {
      const email = (overrides.email as string | undefined) ?? freshEmail();
      const reply = await request('POST', '/auth/sign-up', signUpBody(email, overrides), { ip: freshIp() });
      if (reply.status !== 201 || !reply.sessionCookie) throw new Error(`sign-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { cookie: reply.sessionCookie, email, customerId: reply.body.customer.customerId as string };
    },
    async signIn(email, password) {
      const reply = await request('POST', '/auth/sign-in', { email, password }, { ip: freshIp() });
      if (reply.status !== 200 || !reply.sessionCookie) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.sessionCookie;
    },
    async appendBooking(bookingId, events) {
      await ctx.store.appendToStream(bookingStream(bookingId), events.map((e) => ({ id: randomUUID(), ...bookingEvents.serialize(e) })));
      await readModelsCaughtUp();
    },
    async countEvents(streamPrefix) {
      return (await ctx.store.readAll()).filter((e) => e.streamName.startsWith(streamPrefix)).length;
    },
    async close() {
      await server.close();
      await ctx.cleanup();
    },
  };
}
