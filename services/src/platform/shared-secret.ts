import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A secret only Rihla holds: the configured one when the deployment sets it (kept out of Redis), else one drawn once
 * and kept in the shared Redis at `key`, so every replica signs and checks with the same one.
 */
export async function sharedSecretOf(configured: string | undefined, redis: Redis, key: string): Promise<string> {
  if (configured) return configured;
  await redis.set(key, randomBytes(32).toString('base64url'), 'NX');
  const secret = await redis.get(key);
  if (!secret) throw new Error(`the secret at ${key} vanished (Redis must not evict: maxmemory-policy noeviction)`);
  return secret;
}
