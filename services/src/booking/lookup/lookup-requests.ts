import type { Redis } from 'ioredis';

/** One pending "Find my booking" code request: the address it is for, and how many wrong codes were typed. */
export interface LookupRequest {
  requestId: string;
  email: string;
  attempts: number;
}

/** A code works for 15 minutes and for five tries; a newer request replaces the older one (its code stops working). */
export const LOOKUP_CODE_TTL_SECONDS = 15 * 60;
export const LOOKUP_CODE_ATTEMPTS = 5;

const key = (prefix: string, emailHash: string) => `${prefix}booking-lookup:${emailHash}`;

export async function saveLookupRequest(redis: Redis, prefix: string, emailHash: string, request: LookupRequest): Promise<void> {
  await redis.set(key(prefix, emailHash), JSON.stringify(request), 'EX', LOOKUP_CODE_TTL_SECONDS);
}

export async function readLookupRequest(redis: Redis, prefix: string, emailHash: string): Promise<LookupRequest | null> {
  const raw = await redis.get(key(prefix, emailHash));
  return raw ? (JSON.parse(raw) as LookupRequest) : null;
}

/**
 * Counts a wrong code; the request is gone after the last allowed try. Atomic (a script), so parallel guesses cannot
 * each see the same count.
 */
export async function countWrongCode(redis: Redis, prefix: string, emailHash: string): Promise<void> {
  await redis.eval(
    `local raw = redis.call('GET', KEYS[1])
     if not raw then return 0 end
     local r = cjson.decode(raw)
     r.attempts = (r.attempts or 0) + 1
     if r.attempts >= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) return 0 end
     redis.call('SET', KEYS[1], cjson.encode(r), 'KEEPTTL')
     return r.attempts`,
    1,
    key(prefix, emailHash),
    String(LOOKUP_CODE_ATTEMPTS),
  );
}

/** A used code works once. */
export async function forgetLookupRequest(redis: Redis, prefix: string, emailHash: string): Promise<void> {
  await redis.del(key(prefix, emailHash));
}
