// A projector process for the crash test: runs the tally projection until it is killed (SIGKILL mid-replay)
// or asked to stop (SIGTERM). Settings come from the environment through loadConfig; argv[2] is the batch size.
import { loadConfig } from '../config.ts';
import { openSqliteEventStore } from '../eventstore/sqlite.ts';
import { startProjection } from '../projection-runner.ts';
import { tallyProjection } from './tally-projection.ts';
import { connectRedis } from '../connect-redis.ts';

async function runProjectorChild(): Promise<void> {
  const config = loadConfig();
  const batchSize = Number(process.argv[2] ?? 200);
  const store = openSqliteEventStore(config.sqliteFile, { pollIntervalMs: 10 });
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const runner = await startProjection({ store, redis, prefix: config.REDIS_PREFIX, projection: tallyProjection, batchSize });
  process.stdout.write('ready\n');
  const stop = async () => {
    await runner.stop();
    await store.close();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  await runner.done;
}

runProjectorChild().catch((err) => {
  console.error(err);
  process.exit(1);
});
