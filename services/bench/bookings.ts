/**
 * Bookings benchmark (draft: the raw BullMQ baseline; the end-to-end part lands once the saga worker exists).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

export async function startNoopWorker(redisUrl: string, queueName: string, bullPrefix: string, concurrency: number): Promise<ChildProcess> {
  const child = fork(resolve(import.meta.dirname, 'bookings-noop-worker.ts'), [redisUrl, queueName, bullPrefix, String(concurrency)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [msg] = (await Promise.race([once(child, 'message'), once(child, 'exit').then(() => ['exit'])])) as unknown[];
  if (msg !== 'ready') throw new Error('the no-op BullMQ worker did not start');
  return child;
}

/** Raw BullMQ: `jobs` no-op jobs added from here and processed by a worker in its own process; jobs/s from first add to last completion. */
export async function measureRawJobs(o: { redisUrl: string; bullPrefix: string; jobs: number; concurrency: number }): Promise<number> {
  const queueName = `bench-noop-${process.pid}`;
  const connection = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix: o.bullPrefix });
  const worker = await startNoopWorker(o.redisUrl, queueName, o.bullPrefix, o.concurrency);
  try {
    const run = async (n: number, tag: string) => {
      const started = performance.now();
      const adds: Promise<unknown>[] = [];
      for (let i = 0; i < n; i++) adds.push(queue.add('noop', { i }, { jobId: `${tag}-${i}`, removeOnComplete: false }));
      await Promise.all(adds);
      for (;;) {
        const counts = await queue.getJobCounts('completed');
        if ((counts.completed ?? 0) >= n) break;
        await sleep(5);
      }
      const ms = performance.now() - started;
      await queue.clean(0, Number.MAX_SAFE_INTEGER, 'completed');
      return ms;
    };
    await run(Math.min(500, o.jobs), 'warm');
    const ms = await run(o.jobs, 'measured');
    return Math.round((o.jobs / ms) * 1000);
  } finally {
    worker.kill('SIGTERM');
    await once(worker, 'exit');
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  }
}
