import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { enquiryMailSenders } from '../../enquiries/enquiry-mail-senders.ts';
import { MAIL_QUEUE } from '../../notifications/mail-jobs.ts';
import { startMailWorker } from '../../notifications/mail-worker.ts';
import { createNotifier, type Notifier } from '../../notifications/notifier.ts';
import { redisSendOnceMarker } from '../../notifications/send-once-marker.ts';
import type { Config } from '../../platform/config.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { createLogger, type Logger } from '../../platform/log.ts';
import { createQueueFactory, type QueueFactory } from '../../platform/queues.ts';
import type { TestContext } from '../../platform/testing/fixtures.ts';
import { supplierKeyResolver } from '../../suppliers/supplier-keys.ts';
import { identityMailSenders } from '../identity-mail-senders.ts';
import type { IdentitySettings } from '../identity-settings.ts';
import { linkSecretOf } from '../link-secret.ts';
import { registerIdentityRoutes, type IdentityAccess } from '../routes.ts';

export interface AccountsServer {
  app: FastifyInstance;
  access: IdentityAccess;
  notifier: Notifier;
  queues: QueueFactory;
  mailQueue: Queue;
  log: Logger;
}

/**
 * The start of every test api with accounts: an http server with the identity routes (sessions, CSRF, staff), the real
 * notifier writing a file outbox under the context's dir, and the worker's mail jobs (account and enquiry mails) run in
 * this process by the same code on the same Redis. The caller adds its own routes, then readies the app.
 */
export async function startAccountsServer(o: { ctx: TestContext; config: Config; settings: IdentitySettings; now: () => Date; logName: string }): Promise<AccountsServer> {
  const { ctx, config, settings, now } = o;
  // Wall time for the outbox, so "newest mail" is well defined even while the routes' clock stands still.
  const notifier = createNotifier({ outboxDir: join(ctx.dir, 'outbox'), marker: redisSendOnceMarker(ctx.redis, ctx.prefix), from: config.MAIL_FROM });
  const log = createLogger(o.logName, 'silent');
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: ctx.prefix, log });
  const mailQueue = queues.queue(MAIL_QUEUE);
  const linkSecret = await linkSecretOf(undefined, ctx.redis, ctx.prefix);
  startMailWorker({ ...identityMailSenders({ store: ctx.store, notifier, settings, linkSecret }), ...enquiryMailSenders({ store: ctx.store, notifier }) }, queues, log);
  const app = createHttpServer({ log });
  const access = registerIdentityRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, mailQueue, now, settings, supplierKeys: supplierKeyResolver(config), log });
  return { app, access, notifier, queues, mailQueue, log };
}
