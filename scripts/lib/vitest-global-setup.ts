// Starts one real redis-server for the whole test run; tests isolate themselves with unique key prefixes.
// RIHLA_TEST_REDIS_CLUSTER=1 starts a 3-master Redis Cluster instead (the run that proves hash-tagged keys).
import { resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { freePort, startRedis } from './redis.mjs';
import { startRedisCluster } from './redis-cluster.mjs';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.REDIS_URL && process.env.RIHLA_TEST_REUSE_REDIS) return async () => {};
  if (process.env.RIHLA_TEST_REDIS_CLUSTER) {
    const dir = resolve(import.meta.dirname, '../../.data/test', `redis-cluster-${process.pid}`);
    const cluster = await startRedisCluster({ dir });
    process.env.REDIS_URL = cluster.url;
    return async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const port = await freePort();
  const dir = resolve(import.meta.dirname, '../../.data/test', `redis-${port}`);
  const redis = await startRedis({ port, dir });
  process.env.REDIS_URL = redis.url;
  return async () => {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
