import type { Redis } from 'ioredis';
import type { ReconcileResult } from './reconciler.ts';

/** One reconciliation as ops see it: when, why, what it found and what it ran again. */
export interface ReconcileRun extends ReconcileResult {
  trigger: 'start' | 'schedule';
  startedAt: string;
  finishedAt: string;
}

/** The newest runs are enough to see whether the schedule is alive and what it re-drove; older ones are in the logs. */
const KEEP = 50;

const runsKey = (prefix: string) => `${prefix}ops:reconciler:runs`;

/** Newest first, trimmed to the last 50: a small operational record, not a read model of the event log. */
export async function recordReconcileRun(redis: Redis, prefix: string, run: ReconcileRun): Promise<void> {
  await redis.multi().lpush(runsKey(prefix), JSON.stringify(run)).ltrim(runsKey(prefix), 0, KEEP - 1).exec();
}

export async function listReconcileRuns(redis: Redis, prefix: string, count = 20): Promise<ReconcileRun[]> {
  const raw = await redis.lrange(runsKey(prefix), 0, Math.min(count, KEEP) - 1);
  return raw.map((r) => JSON.parse(r) as ReconcileRun);
}
