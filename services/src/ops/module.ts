import { randomUUID } from 'node:crypto';
import { bookingOpsActions } from '../booking/index.ts';
import type { ModuleDefinition } from '../platform/module.ts';
import { registerQueueDashboard } from './queue-dashboard.ts';
import { registerOpsRoutes } from './routes.ts';

/** Staff tools: ops actions on bookings (retry, answer for a supplier, re-run a refund) and the job queue dashboard. */
export const opsModule: ModuleDefinition = {
  name: 'ops',
  async routes(app, { config, store, redis, prefix, now, log, queues, access, jobQueues }) {
    // Ops actions (retry, answer for a supplier, re-run an overdue refund): role ops, through booking's own rules and queue.
    registerOpsRoutes(app, { redis, prefix, now, authorizer: access.authorizer, bookings: bookingOpsActions({ store, redis, prefix, queues }), reconcileEveryMs: config.BOOKING_RECONCILE_EVERY_MS, log });
    // Failed, stalled and delayed jobs of every module's queue: ops act (retry, promote; audited), finance look.
    await registerQueueDashboard(app, {
      queues: jobQueues.map((name) => queues.queue(name)),
      authorizer: access.authorizer,
      store,
      now: () => new Date(),
      newId: () => randomUUID(),
      publicPath: config.QUEUE_DASHBOARD_PUBLIC_PATH,
    });
  },
};
