import type { Redis } from 'ioredis';
import { rateLimitKey, type RateRule, type RateVerdict } from './rate-limit.ts';

export interface SharedWindowCounterOptions {
  redis: Redis;
  prefix: string;
  rule: RateRule;
  /** How long counts wait in the process before they are added to Redis (one pipeline for all of them). */
  flushMs: number;
  onFlushError?: (err: unknown) => void;
}

export interface SharedWindowCounter {
  /** Counts one attempt of `subject` now and answers at once from what this process knows. */
  count(subject: string, nowMs: number): RateVerdict;
  /** Adds every count still held in the process to Redis (on close, and in tests). */
  flush(): Promise<void>;
}

interface Tally {
  key: string;
  windowIndex: number;
  /** The window's total in Redis at the last flush (every replica's attempts, this one's flushed ones included). */
  shared: number;
  /** Counted here, being added to Redis right now. */
  sending: number;
  /** Counted here, not sent yet. */
  pending: number;
}

/**
 * A fixed-window counter per subject that every replica shares through Redis without a round trip per attempt:
 * attempts are counted in the process and answered at once (shared total + this process's unsent counts), and the
 * counts are added to Redis (INCRBY + EXPIRE, the same keys countAttempt uses) in one pipeline every `flushMs`, which
 * brings back every other replica's counts. In one process the limit is exact; across replicas an address can go
 * over by what the others counted in the last `flushMs`. It exists for the per-address limit in front of every route,
 * where a Redis round trip per request cost more than the cached catalog answer it guarded.
 */
export function createSharedWindowCounter(o: SharedWindowCounterOptions): SharedWindowCounter {
  const windowMs = o.rule.windowSeconds * 1000;
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  let sweptWindow = -1;

  const sendPending = async (): Promise<void> => {
    const batch = [...tallies.values()].filter((t) => t.pending > 0);
    if (batch.length === 0) return;
    const pipeline = o.redis.pipeline();
    for (const t of batch) {
      t.sending = t.pending;
      t.pending = 0;
      pipeline.incrby(t.key, t.sending).expire(t.key, o.rule.windowSeconds + 5);
    }
    try {
      const results = (await pipeline.exec()) ?? [];
      let failed: unknown = null;
      batch.forEach((t, i) => {
        const [err, total] = results[i * 2] ?? [new Error('Redis gave no reply to a rate-limit count')];
        if (err) {
          failed ??= err;
          t.pending += t.sending;
        } else t.shared = Number(total);
        t.sending = 0;
      });
      if (failed) throw failed;
    } catch (err) {
      // Redis unreachable: the counts stay in the process (still limiting it) and go with the next flush.
      for (const t of batch) {
        t.pending += t.sending;
        t.sending = 0;
      }
      throw err instanceof Error ? err : new Error(String(err));
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    flushing ??= sendPending().finally(() => {
      flushing = null;
      if ([...tallies.values()].some((t) => t.pending > 0)) schedule();
    });
    return flushing;
  };

  const schedule = () => {
    if (timer || flushing) return;
    timer = setTimeout(() => void flush().catch((err: unknown) => o.onFlushError?.(err)), o.flushMs);
    timer.unref();
  };

  return {
    count(subject, nowMs) {
      const windowIndex = Math.floor(nowMs / windowMs);
      let t = tallies.get(subject);
      if (!t || t.windowIndex !== windowIndex) {
        // Once per window, the tallies of windows that are over go (their unsent counts would never be read again).
        if (windowIndex > sweptWindow) {
          sweptWindow = windowIndex;
          for (const [s, old] of tallies) if (old.windowIndex < windowIndex) tallies.delete(s);
        }
        t = { key: rateLimitKey(o.prefix, o.rule.name, subject, windowIndex), windowIndex, shared: 0, sending: 0, pending: 0 };
        tallies.set(subject, t);
      }
      t.pending += 1;
      schedule();
      if (t.shared + t.sending + t.pending <= o.rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((windowIndex + 1) * windowMs - nowMs) / 1000)) };
    },
    flush,
  };
}
