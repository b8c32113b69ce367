import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { enquiryMailSenders } from '../../enquiries/testing/index.ts';
import { MAIL_QUEUE, startMailWorker } from '../../notifications/index.ts';
import { sendLookupCode } from '../../booking/testing/index.ts';
import { createNotifier, type OutboxEmail, redisSendOnceMarker } from '../../notifications/testing/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { Config } from '../../platform/config.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { createLogger, type Logger } from '../../platform/log.ts';
import type { ProjectionRunner } from '../../platform/projection-runner.ts';
import type { RegisteredProjection } from '../../platform/registered-projection.ts';
import { createQueueFactory } from '../../platform/queues.ts';
import type { TestContext } from '../../platform/testing/fixtures.ts';
import { supplierKeyResolver } from '../../suppliers/index.ts';
import { identityMailSenders } from '../identity-mail-senders.ts';
import type { IdentitySettings } from '../identity-settings.ts';
import { linkSecretOf } from '../link-secret.ts';
import { registerIdentityRoutes, type IdentityAccess } from '../routes.ts';
import { guestBookingLinks } from '../../booking/index.ts';
import { ensureConfiguredStaffAccounts } from '../staff-accounts.ts';
import { browserLikeRequest, type Reply, type RequestOptions } from './browser-like-request.ts';

export interface AccountsServer {
  app: FastifyInstance;
  access: IdentityAccess;
  notifier: Notifier;
  mailQueue: Queue;
  log: Logger;
  /** In-process requests as the storefront's visitors send them (see browserLikeRequest). */
  request: (method: string, url: string, body?: unknown, o?: RequestOptions) => Promise<Reply>;
  /** After the caller's routes: readies the app, creates the configured staff accounts and starts the projections. */
  open(projections: readonly RegisteredProjection[]): Promise<void>;
  /** Outbox e-mails to an address (after background sends settle). */
  mailsTo(email: string): Promise<OutboxEmail[]>;
  readModelsCaughtUp(): Promise<void>;
  /** Closes the app, the mail worker, the projections and the notifier; the context stays for the caller. */
  close(): Promise<void>;
}

/**
 * The start of every test api with accounts: an http server with the identity routes (sessions, CSRF, staff), the real
 * notifier writing a file outbox under the context's dir, and the worker's mail jobs (account and enquiry mails) run in
 * this process by the same code on the same Redis. The caller adds its own routes, then opens it with
 * the projections its read routes need.
 */
export async function startAccountsServer(o: { ctx: TestContext; config: Config; settings: IdentitySettings; now: () => Date; logName: string }): Promise<AccountsServer> {
  const { ctx, config, settings, now } = o;
  // Wall time for the outbox, so "newest mail" is well defined even while the routes' clock stands still.
  const notifier = createNotifier({ outboxDir: join(ctx.dir, 'outbox'), marker: redisSendOnceMarker(ctx.redis, ctx.prefix), from: config.MAIL_FROM });
  const log = createLogger(o.logName, 'silent');
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: ctx.prefix, log });
  const mailQueue = queues.queue(MAIL_QUEUE);
  const linkSecret = await linkSecretOf(undefined, ctx.redis, ctx.prefix);
  startMailWorker(
    {
      ...identityMailSenders({ store: ctx.store, notifier, settings, linkSecret }),
      ...enquiryMailSenders({ store: ctx.store, notifier }),
      // Every kind of mail job needs a sender (the worker refuses to start otherwise): Find my booking's code too.
      'booking-lookup-code': (data) => sendLookupCode({ redis: ctx.redis, prefix: ctx.prefix, notifier, secret: config.bookingLinkSecret }, data),
    },
    queues,
    log,
  );
  const app = createHttpServer({ log });
  // Guest bookings are opened with their signed link (config's BOOKING_LINK_SECRET), as the api wires it.
  const guestLinks = guestBookingLinks({ secret: config.bookingLinkSecret, ttlMs: config.BOOKING_LINK_TTL_DAYS * 86_400_000, secure: settings.cookieSecure, now });
  const access = registerIdentityRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, mailQueue, now, settings, supplierKeys: supplierKeyResolver(config), guestBookingLinks: guestLinks, log });
  const request = browserLikeRequest(app, access.sessions.cookieName);
  const runners: ProjectionRunner[] = [];
  const readModelsCaughtUp = async () => {
    const head = await ctx.store.headPosition();
    await Promise.all(runners.map((r) => r.waitFor(head)));
  };
  return {
    app,
    access,
    notifier,
    mailQueue,
    log,
    request,
    async open(projections) {
      await app.ready();
      await ensureConfiguredStaffAccounts({ store: ctx.store, config, now });
      for (const projection of projections) runners.push(await projection.start({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix }));
    },
    async mailsTo(email) {
      await access.settled();
      return (await notifier.listOutbox('email')).filter((m) => m.to === email);
    },
    readModelsCaughtUp,
    async close() {
      await app.close();
      await queues.close();
      for (const r of runners) await r.stop();
      await notifier.close();
    },
  };
}
