// The projector process: one runner per read model in projections.ts, each following the event store from its
// Redis checkpoint. Crash-safe by construction (documents and checkpoint commit together), so a supervisor may
// simply restart it. The runners share one subscription of the store (fanOutSubscriptions): the log is read and
// decoded once per event, not once per read model.
import { projections } from './projections.ts';
import { positionLag } from '../platform/health/check-readiness.ts';
import { readCheckpoint } from '../platform/projection-runner.ts';
import { upgradeReadModels } from './upgrade-read-models.ts';
import { fanOutSubscriptions } from '../platform/eventstore/fan-out-subscriptions.ts';
import { runUnderLease } from '../platform/lease.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import { runProcess } from './run-process.ts';

runProcess('projector', async ({ config, log, store, redis }) => {
  const prefix = config.REDIS_PREFIX;
  // Read models written by an older projection version are rebuilt before anything folds new events into them.
  const upgraded = await upgradeReadModels({ store, redis, prefix, log }, projections);
  if (upgraded.length) log.info({ upgraded }, 'read models rebuilt for their new projection version');
  return {
    checkpoints: Object.fromEntries(projections.map((p) => [p.name, positionLag(() => readCheckpoint(redis, prefix, p.name))])),
    lagMetric: { name: 'rihla_projection_lag_positions', help: 'Event store positions each read model trails the head' },
    async start() {
      const head = await store.headPosition();
      const started = performance.now();
      const feed = fanOutSubscriptions(store);
      // The read models take the same events at the same moment; on one auto-pipelined connection their reads, and
      // then their writes, leave in one socket write each instead of one per read model.
      const readModels = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null, enableAutoPipelining: true });
      // Each read model is folded by one projector at a time: the copy holding its lease. Another copy takes over
      // from the checkpoint when the holder dies (see runUnderLease), so projectors may run in several replicas.
      const runners = projections.map((p) => {
        const leased = runUnderLease({ redis, key: `${prefix}lease:projection:${p.name}`, name: `projection ${p.name}`, log }, async () => {
          const runner = await p.start({ store: feed, redis: readModels, prefix, log });
          void runner.waitFor(head).then(() => log.info({ projection: p.name, position: head, ms: Math.round(performance.now() - started) }, 'read model caught up'));
          return runner;
        });
        leased.done.catch((err: unknown) => {
          // A read model that cannot advance is stale for everyone: exit so the supervisor restarts from the checkpoint.
          log.fatal({ err, projection: p.name }, 'projection failed; exiting');
          process.exit(1);
        });
        return leased;
      });
      log.info({ projections: projections.map((p) => p.name), eventStore: store.kind, head }, 'projector running');
      // Each runner commits the batch it is applying (documents and checkpoint in one script), then stops.
      return async () => {
        await Promise.all(runners.map((r) => r.stop()));
        await feed.stopFeed();
        await readModels.quit();
      };
    },
  };
});
