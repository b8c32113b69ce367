import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * The baseline for the bookings benchmark: a BullMQ worker in its own process that does nothing per job, on the same
 * Redis, so "raw jobs/s" measures only the queue. argv: redisUrl queueName bullPrefix concurrency.
 */
const [redisUrl, queueName, bullPrefix, concurrencyArg] = process.argv.slice(2);
if (!redisUrl || !queueName || !bullPrefix) throw new Error('usage: bookings-noop-worker <redisUrl> <queue> <prefix> [concurrency]');
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const worker = new Worker(queueName, async () => undefined, { connection, prefix: bullPrefix, concurrency: Number(concurrencyArg ?? 50) });
await worker.waitUntilReady();
process.send?.('ready');
const stop = async () => {
  await worker.close();
  connection.disconnect();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
