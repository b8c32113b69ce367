import type { Redis } from 'ioredis';
import type { EventStore } from '../eventstore/port.ts';

export interface ReadinessDeps {
  store: EventStore;
  redis: Redis;
  /** What this process follows: name -> how far it trails the store's head (see positionLag). */
  checkpoints: Record<string, CheckpointLag>;
  /** Ready only while every checkpoint trails the store's head by at most this much. */
  maxLag: number;
  /** How long a dependency may take to answer before it counts as unreachable. */
  timeoutMs?: number;
}

/** Given the store's head, a follower's stored checkpoint and how much it still has to handle. */
export type CheckpointLag = (head: number) => Promise<{ checkpoint: number; behind: number }>;

/** For a follower that stores every position it passes (projections): behind = head - checkpoint. */
export const positionLag =
  (read: () => Promise<number>): CheckpointLag =>
  async (head) => {
    const checkpoint = await read();
    return { checkpoint, behind: Math.max(0, head - checkpoint) };
  };

export interface Readiness {
  ready: boolean;
  /** ok: caught up; catching-up: reachable but some checkpoint trails (ready while within maxLag); degraded: a store does not answer. */
  status: 'ok' | 'catching-up' | 'degraded';
  eventStore: { kind: EventStore['kind']; head: number };
  checkpoints: Record<string, { checkpoint: number; behind: number }>;
  maxLag: number;
  problems?: string[];
}

/** A health check must answer even when Redis or the store hangs (ioredis queues commands while reconnecting). */
export function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness of a process that follows the event store: both stores answer, and each checkpoint is within `maxLag`
 * positions of the head. A process far behind would answer (or act on) stale state, so it is taken out of rotation
 * until it catches up; a small lag is normal under load and keeps it ready.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const ms = deps.timeoutMs ?? 2000;
  const problems: string[] = [];
  const [head] = await Promise.all([
    within(ms, 'event store', deps.store.headPosition()).catch((err: Error) => (problems.push(`event store: ${err.message}`), -1)),
    within(ms, 'redis', deps.redis.ping()).catch((err: Error) => problems.push(`redis: ${err.message}`)),
  ]);
  const checkpoints: Readiness['checkpoints'] = {};
  if (!problems.some((p) => p.startsWith('redis'))) {
    const entries = Object.entries(deps.checkpoints);
    const values = await Promise.all(
      entries.map(([name, lag]) => within(ms, `checkpoint ${name}`, lag(head)).catch((err: Error) => (problems.push(`redis: ${err.message}`), { checkpoint: -1, behind: 0 }))),
    );
    entries.forEach(([name], i) => (checkpoints[name] = values[i]!));
  }
  const lags = Object.values(checkpoints).map((c) => c.behind);
  const worst = lags.length ? Math.max(...lags) : 0;
  if (!problems.length && worst > deps.maxLag) problems.push(`a checkpoint trails the event store by ${worst} positions (more than ${deps.maxLag})`);
  const reachable = !problems.some((p) => p.startsWith('event store') || p.startsWith('redis'));
  const result: Readiness = {
    ready: problems.length === 0,
    status: !reachable ? 'degraded' : worst > 0 ? 'catching-up' : 'ok',
    eventStore: { kind: deps.store.kind, head },
    checkpoints,
    maxLag: deps.maxLag,
  };
  if (problems.length) result.problems = problems;
  return result;
}
