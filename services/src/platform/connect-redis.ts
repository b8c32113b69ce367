import { Cluster, Redis, type RedisOptions } from 'ioredis';

const CLUSTER_SCHEME = 'redis-cluster://';

/** A REDIS_URL naming seed nodes of a Redis Cluster: `redis-cluster://host:port,host:port,...`. */
export const isClusterUrl = (url: string): boolean => url.startsWith(CLUSTER_SCHEME);

/**
 * One Redis server (`redis://...`) or a Redis Cluster (`redis-cluster://seed,seed`). The cluster client answers the
 * same commands, so it is handed out under the one type the code uses; every multi-key command (MULTI, Lua,
 * BullMQ) stays in one slot because the config refuses a cluster without a hash-tagged REDIS_PREFIX.
 */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  if (!isClusterUrl(url)) return new Redis(url, options);
  const nodes = url
    .slice(CLUSTER_SCHEME.length)
    .split(',')
    .map((hostPort) => {
      const [host, port] = hostPort.trim().split(':');
      return { host: host!, port: Number(port ?? 6379) };
    });
  // Auto-pipelining is the cluster client's own option (it batches per node), not one of its nodes'.
  const { enableAutoPipelining, ...redisOptions } = options;
  return new Cluster(nodes, { redisOptions, ...(enableAutoPipelining ? { enableAutoPipelining } : {}) }) as unknown as Redis;
}

/** Keys matching a pattern on every master (KEYS on a cluster client asks one node only). Tests and tools only. */
export async function keysOnEveryNode(redis: Redis, pattern: string): Promise<string[]> {
  if (!(redis instanceof Cluster)) return redis.keys(pattern);
  const perNode = await Promise.all((redis as Cluster).nodes('master').map((n) => n.keys(pattern)));
  return perNode.flat();
}
