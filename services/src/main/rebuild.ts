// `npm run rebuild-read-models -- [name ...|all]`: drops the named read models (default: all), replays them from
// the event store and waits until they have caught up. Safe while the projector and the api are running.
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';
import { projectionsNamed } from './projections.ts';
import { rebuildReadModel } from './rebuild-read-model.ts';
import { connectRedis } from '../platform/connect-redis.ts';

async function rebuildReadModels(names: string[]): Promise<void> {
  const config = loadConfig();
  const log = createLogger('rebuild', config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const selected = projectionsNamed(names);
  const store = await openEventStore(config);
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  try {
    const head = await store.headPosition();
    console.log(`event store (${store.kind}) head position: ${head}; Redis ${config.REDIS_URL}, prefix "${config.REDIS_PREFIX}"`);
    for (const projection of selected) {
      console.log(`rebuilding ${projection.name}: replaying every event into a fresh copy...`);
      const r = await rebuildReadModel({ store, redis, prefix: config.REDIS_PREFIX, log }, projection);
      const docs = Object.entries(r.documents)
        .map(([c, n]) => `${n} ${c}`)
        .join(', ');
      console.log(`rebuilt ${r.name}: dropped the old documents, replayed up to position ${r.checkpoint} in ${r.ms} ms (${docs})`);
    }
  } finally {
    await store.close();
    await redis.quit();
  }
}

rebuildReadModels(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
