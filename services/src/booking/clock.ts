import type { Redis } from 'ioredis';

export interface Clock {
  now(): Date;
  /** Reads the shared offset now (a job calls it before deciding); a no-op for the system clock. */
  sync(): Promise<void>;
  close(): void;
}

export const clockOffsetKey = (prefix: string): string => `${prefix}clock:offset-ms`;

/** The wall clock. */
export const systemClock = (): Clock => ({ now: () => new Date(), sync: async () => {}, close: () => {} });

/**
 * Wall clock plus an offset kept in Redis, shared by every process with the same key prefix, so a test can move
 * time for the api and the worker together (e.g. 24 h ahead to prove the refund deadline). The offset is re-read
 * every `refreshMs` and on sync(); reading never blocks now().
 */
export async function redisOffsetClock(redis: Redis, prefix: string, refreshMs = 100): Promise<Clock> {
  const key = clockOffsetKey(prefix);
  let offset = 0;
  const read = async () => {
    const v = await redis.get(key);
    offset = v === null ? 0 : Number(v);
  };
  await read();
  const timer = setInterval(() => {
    read().catch(() => {});
  }, refreshMs);
  timer.unref();
  return { now: () => new Date(Date.now() + offset), sync: read, close: () => clearInterval(timer) };
}

/** Test helper: makes every redis-offset clock on this prefix read `target` now (and keep ticking from there). */
export async function setSharedClock(redis: Redis, prefix: string, target: Date): Promise<void> {
  await redis.set(clockOffsetKey(prefix), String(target.getTime() - Date.now()));
}
