import { Queue, Worker, type JobsOptions, type Processor, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from './log.ts';
import { connectRedis } from './connect-redis.ts';

export interface QueueFactoryOptions {
  redisUrl: string;
  /** The config's REDIS_PREFIX: BullMQ keys live under `{prefix}bull:`, so each test run has its own queues. */
  prefix: string;
  log?: Logger;
}

export interface QueueFactory {
  /** One Queue per name, created on first use, sharing one connection. */
  queue(name: string): Queue;
  worker<Data = unknown, Result = unknown>(name: string, processor: Processor<Data, Result>, options?: Partial<Omit<WorkerOptions, 'connection' | 'prefix'>>): Worker<Data, Result>;
  /** Workers first (each finishes its running jobs), then queues, then the connection. Safe to call twice. */
  close(): Promise<void>;
}

/** Retries back off exponentially from 1 s, capped at 10 min, so a step keeps trying through a long outage. */
export function cappedExponentialBackoff(attemptsMade: number): number {
  return Math.min(10 * 60_000, 1000 * 2 ** Math.max(0, attemptsMade - 1));
}

/** Defaults for saga jobs: many attempts with capped backoff, finished jobs kept a while so their ids still dedupe. */
export const defaultJobOptions: JobsOptions = {
  attempts: 25,
  backoff: { type: 'capped' },
  removeOnComplete: { age: 7 * 24 * 3600, count: 200_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/**
 * BullMQ with the config's Redis and key prefix. Workers get their own connections (BullMQ blocks on them);
 * everything is closed gracefully by close(), which the process calls on SIGTERM.
 */
export function createQueueFactory(o: QueueFactoryOptions): QueueFactory {
  const bullPrefix = `${o.prefix}bull`;
  const connection = connectRedis(o.redisUrl, { maxRetriesPerRequest: null });
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const workerConnections: Redis[] = [];
  let closing: Promise<void> | null = null;

  return {
    queue(name) {
      let q = queues.get(name);
      if (!q) {
        q = new Queue(name, { connection, prefix: bullPrefix, defaultJobOptions });
        q.on('error', (err) => o.log?.error({ err, queue: name }, 'queue error'));
        queues.set(name, q);
      }
      return q;
    },
    worker(name, processor, options = {}) {
      const c = connectRedis(o.redisUrl, { maxRetriesPerRequest: null });
      workerConnections.push(c);
      const w = new Worker(name, processor, {
        connection: c,
        prefix: bullPrefix,
        // A worker killed mid-job (kill -9, OOM) holds its job's lock until it lapses: short locks and frequent
        // stalled checks hand the job to a live worker within seconds; several stalls are allowed before it fails.
        lockDuration: 10_000,
        stalledInterval: 5_000,
        maxStalledCount: 10,
        ...options,
        settings: { backoffStrategy: cappedExponentialBackoff, ...options.settings },
      });
      w.on('error', (err) => o.log?.error({ err, queue: name }, 'worker error'));
      workers.push(w as unknown as Worker);
      return w;
    },
    close() {
      closing ??= (async () => {
        await Promise.all(workers.map((w) => w.close()));
        await Promise.all([...queues.values()].map((q) => q.close()));
        for (const c of workerConnections) c.disconnect();
        await connection.quit().catch(() => connection.disconnect());
      })();
      return closing;
    },
  };
}
