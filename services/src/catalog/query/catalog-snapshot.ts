import type { Redis } from 'ioredis';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { CATALOG_VERSION_ID, catalogProjection, type CatalogVersionDocument } from '../catalog-projection.ts';
import { buildCatalogIndex, type CatalogIndex, type CatalogReadModel } from './catalog-index.ts';
import { connectRedis } from '../../platform/connect-redis.ts';

/** How often, at most, a request may trigger a check of the version marker (the pub/sub notice is the fast path). */
const CHECK_INTERVAL_MS = 250;

/** Any pino-compatible logger (fastify's included). */
export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export interface CatalogSnapshot {
  /** The latest loaded index, immediately. */
  current(): CatalogIndex;
  /**
   * The index to answer a request with: waits for a reload already under way, and starts a background check
   * when the last one is older than the check interval.
   */
  fresh(): Promise<CatalogIndex>;
  /** Checks the version marker now and reloads if it moved; resolves with the resulting index. */
  refresh(): Promise<CatalogIndex>;
  close(): Promise<void>;
}

const parseVersion = (raw: string | null): number => (raw === null ? -1 : (JSON.parse(raw) as CatalogVersionDocument).position);

const values = <T>(hash: Record<string, string> | null | undefined): T[] => Object.values(hash ?? {}).map((v) => JSON.parse(v) as T);

/** Reads the whole catalog read model in one MULTI, so documents and version marker belong together. */
async function loadReadModel(redis: Redis, prefix: string): Promise<CatalogReadModel> {
  const keys = readModelKeys(prefix, catalogProjection.name);
  const result = await redis
    .multi()
    .hget(keys.collection('meta'), CATALOG_VERSION_ID)
    .hgetall(keys.collection('experiences'))
    .hgetall(keys.collection('cities'))
    .hgetall(keys.collection('categories'))
    .hgetall(keys.collection('themes'))
    .exec();
  if (!result) throw new Error('catalog read model load was aborted');
  const failed = result.find(([err]) => err);
  if (failed) throw failed[0];
  const [version, experiences, cities, categories, themes] = result.map(([, v]) => v) as [
    string | null,
    Record<string, string>,
    Record<string, string>,
    Record<string, string>,
    Record<string, string>,
  ];
  return {
    version: parseVersion(version),
    experiences: values(experiences),
    cities: values(cities),
    categories: values(categories),
    themes: values(themes),
  };
}

/**
 * An in-process copy of the catalog read model, indexed once per version. It reloads when the projection
 * announces a change on the read model's channel (its own subscriber connection) and, as a safety net for a
 * missed notice, when a request finds the last version check older than 250 ms. `onNewVersion` hears of each
 * version it loads after the first (the storefronts' cache is told through it: catalog/revalidate-storefronts.ts).
 */
export async function openCatalogSnapshot(opts: { redis: Redis; prefix: string; redisUrl: string; log?: WarnLogger; onNewVersion?: (version: number) => void }): Promise<CatalogSnapshot> {
  const { redis, prefix } = opts;
  const keys = readModelKeys(prefix, catalogProjection.name);
  let index = buildCatalogIndex(await loadReadModel(redis, prefix));
  let lastCheck = performance.now();
  let inFlight: Promise<CatalogIndex> | null = null;
  let again = false;
  let closed = false;

  const checkOnce = async (): Promise<CatalogIndex> => {
    lastCheck = performance.now();
    const version = parseVersion(await redis.hget(keys.collection('meta'), CATALOG_VERSION_ID));
    if (version === index.version) return index;
    const model = await loadReadModel(redis, prefix);
    // Never step back: a slower load must not replace a newer index.
    if (model.version !== index.version) {
      index = buildCatalogIndex(model);
      opts.onNewVersion?.(index.version);
    }
    return index;
  };

  const refresh = (): Promise<CatalogIndex> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        let result = await checkOnce();
        while (again && !closed) {
          again = false;
          result = await checkOnce();
        }
        return result;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };

  const background = () => {
    refresh().catch((err: unknown) => opts.log?.warn({ err }, 'catalog snapshot refresh failed; serving the previous version'));
  };

  const subscriber = connectRedis(opts.redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  subscriber.on('error', (err) => opts.log?.warn({ err }, 'catalog change subscriber error'));
  subscriber.on('message', (channel) => {
    if (channel === keys.changes) background();
  });
  await subscriber.subscribe(keys.changes);
  // Changes that landed between the first load and the subscription would otherwise wait for the next check.
  await refresh();

  return {
    current: () => index,
    async fresh() {
      if (performance.now() - lastCheck >= CHECK_INTERVAL_MS) background();
      return inFlight ? inFlight.catch(() => index) : index;
    },
    refresh,
    async close() {
      closed = true;
      subscriber.disconnect();
      await inFlight?.catch(() => undefined);
    },
  };
}
