import { hash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './problem.ts';

/** At most `limit` attempts per `windowSeconds` (fixed window) for one subject. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateCheck {
  rule: RateRule;
  /** Who is counted: a client address, a normalised e-mail... (hashed before it becomes a key). */
  subject: string;
  /** What this attempt counts for against the limit (default 1): a costly request counts more. */
  cost?: number;
}

export interface RateVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The Redis counter of one subject under one rule in one fixed window (the subject hashed: no address in a key). */
export function rateLimitKey(prefix: string, ruleName: string, subject: string, windowIndex: number): string {
  return `${prefix}ratelimit:${ruleName}:${hash('sha256', subject, 'hex').slice(0, 32)}:${windowIndex}`;
}

/** Counts one attempt (its cost) against each check; refused when any check is over its limit. */
export async function countAttempt(redis: Redis, prefix: string, checks: readonly RateCheck[], now: Date): Promise<RateVerdict> {
  const nowMs = now.getTime();
  const m = redis.multi();
  const windows = checks.map(({ rule, subject, cost = 1 }) => {
    const windowMs = rule.windowSeconds * 1000;
    const index = Math.floor(nowMs / windowMs);
    const key = rateLimitKey(prefix, rule.name, subject, index);
    m.incrby(key, cost).expire(key, rule.windowSeconds + 5);
    return { rule, resetsAt: (index + 1) * windowMs };
  });
  const results = (await m.exec()) ?? [];
  let retryAfterSeconds = 0;
  windows.forEach((w, i) => {
    const count = Number(results[i * 2]?.[1] ?? 0);
    if (count > w.rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil((w.resetsAt - nowMs) / 1000)));
  });
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
}

const wait = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/** Counts the attempt; over a limit it sets Retry-After and throws a 429 problem a person can read. */
export async function enforceRateLimit(redis: Redis, prefix: string, reply: FastifyReply, checks: readonly RateCheck[], now: Date, what = 'attempts'): Promise<void> {
  const verdict = await countAttempt(redis, prefix, checks, now);
  if (!verdict.allowed) throw refusal(reply, verdict.retryAfterSeconds, what);
}

/** The 429 of a refused attempt: Retry-After set on the reply, the problem to throw. */
export function refusal(reply: FastifyReply, retryAfterSeconds: number, what: string): Error {
  reply.header('retry-after', String(retryAfterSeconds));
  return tooManyRequests(`Too many ${what}. Please wait ${wait(retryAfterSeconds)} and try again.`, retryAfterSeconds);
}
