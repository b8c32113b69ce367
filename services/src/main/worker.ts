// The worker process: every module's jobs (modules.ts; today the booking saga: its reactor (event store -> BullMQ
// jobs), the reconciler that re-enqueues what unfinished bookings still need, the BullMQ workers running the steps)
// and the mail worker (verification, password-reset and enquiry e-mails). SIGTERM closes it gracefully.
import { createQueueFactory } from '../platform/queues.ts';
import { createBookingServices } from './booking-services.ts';
import { modules } from './modules.ts';
import type { BookingServices } from '../booking/index.ts';
import type { WorkerContext } from '../platform/module.ts';
import { startModuleParts } from './start-module-parts.ts';
import { startMailWorker } from '../notifications/index.ts';
import { runProcess } from './run-process.ts';
import { fanOutSubscriptions } from '../platform/eventstore/fan-out-subscriptions.ts';

runProcess('worker', async ({ config, log, store: storeItself, redis, registry }) => {
  // The worker's consumers of the log (the saga's reactor, the e-invoice and submission feeders, the OCTO webhook
  // feeder and sale completer) follow one subscription of the store, as the projector's read models do: each event is
  // read once per process, not once per consumer; each keeps its own checkpoint.
  const store = fanOutSubscriptions(storeItself);
  const services = await createBookingServices(config, { role: 'worker', store, redis, log });
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log });
  const { clock } = services;
  const ctx: WorkerContext<BookingServices> = { config, store, redis, prefix: config.REDIS_PREFIX, now: () => clock.now(), log, queues, services, registry };
  return {
    checkpoints: Object.fromEntries(modules.flatMap((m) => Object.entries(m.jobs?.checkpoints?.(ctx) ?? {}))),
    lagMetric: { name: 'rihla_saga_reactor_lag_positions', help: 'Event store positions the saga reactor trails the head' },
    async start() {
      const stopModules = await startModuleParts(modules.map((m) => m.jobs), ctx);
      // One mail queue for every module's e-mails (identity's links, enquiries' acknowledgements): each declares its senders.
      startMailWorker(Object.assign({}, ...(await Promise.all(modules.map((m) => m.mailSenders?.(ctx) ?? {})))), queues, log);
      log.info({ eventStore: store.kind, modules: modules.filter((m) => m.jobs).map((m) => m.name) }, 'worker ready');
      // A supervising parent (tests, all-in-one) learns that the worker is consuming.
      process.send?.({ type: 'ready' });
      return async () => {
        // Stop feeding new jobs first, then let running steps finish, then close the adapters they use.
        await stopModules();
        await store.stopFeed();
        await queues.close();
        await services.close();
      };
    },
  };
});
