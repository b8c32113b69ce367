// Starts one real redis-server for the whole test run; tests isolate themselves with unique key prefixes.
import { resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { freePort, startRedis } from './redis.mjs';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.REDIS_URL && process.env.RIHLA_TEST_REUSE_REDIS) return async () => {};
  const port = await freePort();
  const dir = resolve(import.meta.dirname, '../../.data/test', `redis-${port}`);
  const redis = await startRedis({ port, dir });
  process.env.REDIS_URL = redis.url;
  return async () => {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
