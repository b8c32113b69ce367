import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { openSqliteEventStore } from '../eventstore/sqlite.ts';
import type { EventStore } from '../eventstore/port.ts';
import { connectRedis, isClusterUrl, keysOnEveryNode } from '../connect-redis.ts';

/** The real Redis started by the test run's global setup. */
export function testRedisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: tests must run through vitest with the global setup');
  return url;
}

/**
 * A unique key prefix, so test files sharing one Redis never see each other's keys. On a Redis Cluster it is a hash
 * tag, as REDIS_PREFIX must be there, so every multi-key command of the test stays in one slot.
 */
export const uniquePrefix = (label = 't'): string => {
  const name = `test:${label}:${randomUUID().slice(0, 8)}`;
  return isClusterUrl(testRedisUrl()) ? `{${name}}:` : `${name}:`;
};

export function tempDir(label = 'rihla'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestContext {
  dir: string;
  sqliteFile: string;
  store: EventStore;
  redis: Redis;
  prefix: string;
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

/** A fresh SQLite event store file and a Redis connection with a private key prefix. */
export async function createTestContext(label = 'ctx'): Promise<TestContext> {
  const { dir, remove } = tempDir(label);
  const sqliteFile = join(dir, 'events.sqlite');
  const store = openSqliteEventStore(sqliteFile, { pollIntervalMs: 10 });
  const redis = connectRedis(testRedisUrl(), { maxRetriesPerRequest: null });
  const prefix = uniquePrefix(label);
  return {
    dir,
    sqliteFile,
    store,
    redis,
    prefix,
    env: { EVENTSTORE_SQLITE_FILE: sqliteFile, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, DATA_DIR: dir, LOG_LEVEL: 'warn' },
    cleanup: async () => {
      await store.close();
      const keys = await keysOnEveryNode(redis, `${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      remove();
    },
  };
}
