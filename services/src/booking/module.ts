import type { ModuleDefinition } from '../platform/module.ts';
import type { BookingServices } from './booking-services.ts';
import { scrapedGauge } from '../platform/metrics.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { verifyBookingLink } from './links/booking-link.ts';
import { registerBookingLinkRoutes } from './links/routes.ts';
import { registerBookingLookupRoutes } from './lookup/routes.ts';
import { sendLookupCode } from './lookup/send-lookup-code.ts';
import { MAIL_QUEUE } from '../notifications/index.ts';
import { randomUUID } from 'node:crypto';
import { bookingStatusProjection } from './read-models/booking-status-projection.ts';
import { customerBookingsProjection } from './read-models/customer-bookings-projection.ts';
import { financeRefundLedgerProjection } from './read-models/finance-refunds-projection.ts';
import { opsQueuesProjection } from './read-models/ops-queues-projection.ts';
import { registerBookingReadRoutes } from './read-models/routes.ts';
import { registerBookingRoutes } from './routes.ts';
import { reactorKeys, startSagaReactor } from './saga/reactor.ts';
import { reactorLag } from './saga/reactor-lag.ts';
import { RECONCILER_QUEUE, reconcileAndRecord, startReconcileSchedule } from './saga/reconcile-schedule.ts';
import { SAGA_QUEUE } from './saga/saga-jobs.ts';
import { startSagaWorker } from './saga/saga-worker.ts';
import { ownOriginsOf } from '../platform/http/own-origins.ts';

/**
 * Checkout, the booking saga (reactor -> BullMQ steps -> worker, reconciled on a schedule), the booking api and its
 * read models: result page, customer bookings and invoices, ops queues, finance refund ledger.
 */
export const bookingModule: ModuleDefinition<BookingServices> = {
  name: 'booking',
  projections: [
    registerProjection(bookingStatusProjection),
    registerProjection(customerBookingsProjection),
    registerProjection(opsQueuesProjection),
    registerProjection(financeRefundLedgerProjection),
  ],
  routes(app, { config, store, redis, prefix, now, log, services, access, queues }) {
    registerBookingRoutes(app, {
      store,
      now,
      provider: services.provider,
      paymentProviderName: config.PAYMENT_PROVIDER,
      webhookReceipts: services.webhookReceipts,
      processingBudgetMs: services.settings.processingBudgetMs,
      returnOrigins: ownOriginsOf(config),
      log,
      customerOf: async (req) => (await access.authorizer.principal(req))?.customerId ?? null,
      authorizeBooking: (req, b) => access.bookingReadAccess(req, { kind: 'bookingStatus', ...b }),
      ...(access.guestBookingLinks ? { grantGuestLink: access.guestBookingLinks.grant } : {}),
    });
    registerBookingLinkRoutes(app, { secret: config.bookingLinkSecret, now, ...(access.guestBookingLinks ? { keep: access.guestBookingLinks.keep } : {}) });
    registerBookingLookupRoutes(app, {
      redis,
      prefix,
      now,
      newId: randomUUID,
      mailQueue: queues.queue(MAIL_QUEUE),
      links: { secret: config.bookingLinkSecret, ttlMs: config.BOOKING_LINK_TTL_DAYS * 86_400_000 },
      limits: { perAddress: config.BOOKING_LOOKUP_PER_ADDRESS, perEmail: config.BOOKING_LOOKUP_PER_EMAIL },
    });
    registerBookingReadRoutes(app, {
      redis,
      prefix,
      now,
      authorize: access.bookingReadAccess,
      claimedEmailsOf: access.claimedEmailsOf,
      bookingOfLink: (token) => verifyBookingLink(token, now(), config.bookingLinkSecret)?.bookingId ?? null,
      ...(services.taxDetailsOf ? { taxDetailsOf: services.taxDetailsOf } : {}),
      ...(services.ticketsOf ? { ticketsOf: services.ticketsOf } : {}),
    });
  },
  // "Find my booking" codes: the worker e-mails them (only to an address guest bookings were made with).
  mailSenders: async ({ config, redis, prefix, services }) => ({
    'booking-lookup-code': (data) => sendLookupCode({ redis, prefix, notifier: services.notifier, secret: config.bookingLinkSecret }, data),
  }),
  queues: [SAGA_QUEUE, RECONCILER_QUEUE],
  jobs: {
    checkpoints: ({ store, redis, prefix, config }) => ({ reactor: reactorLag({ store, redis, prefix, window: config.READY_MAX_LAG_EVENTS + 1 }) }),
    async start({ config, store, redis, prefix, log, queues, services, registry }) {
      const { clock, settings } = services;
      const queue = queues.queue(SAGA_QUEUE);
      scrapedGauge(registry, {
        name: 'rihla_queue_jobs',
        help: 'Saga jobs per state (waiting, active, delayed, failed)',
        label: 'state',
        read: async () => queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
      });
      // Every worker copy runs a reactor, without a lease: copies compete safely (a step's job id is stable, so BullMQ
      // keeps one job however many copies enqueue it; the active-set changes are idempotent). See docs/scaling.md.
      const reactor = await startSagaReactor({ store, redis, prefix, queue, clock, settings, log });
      const reconcileDeps = { store, redis, prefix, queue, clock, settings, log };
      await reconcileAndRecord(reconcileDeps, 'start');
      const ticketsOf = services.ticketCodes;
      startSagaWorker({ store, provider: services.provider, suppliers: services.suppliers, notifier: services.notifier, clock, settings, log, ...(ticketsOf ? { ticketsOf } : {}) }, queues, settings.workerConcurrency);
      await startReconcileSchedule(reconcileDeps, queues, config.BOOKING_RECONCILE_EVERY_MS);
      log.info({ concurrency: settings.workerConcurrency, reconcileEveryMs: config.BOOKING_RECONCILE_EVERY_MS, checkpoint: await redis.get(reactorKeys(prefix).checkpoint) }, 'booking saga running');
      // The steps' BullMQ workers close with the process's queues, after the reactor stopped feeding them.
      return { stop: () => reactor.stop(), done: reactor.done };
    },
  },
};
