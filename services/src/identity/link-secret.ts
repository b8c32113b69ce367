import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The secret link tokens are derived with: LINK_TOKEN_SECRET when the deployment sets one (kept out of Redis), else
 * one drawn once and kept in the shared Redis, so every worker replica derives the same links.
 */
export async function linkSecretOf(configured: string | undefined, redis: Redis, prefix: string): Promise<string> {
  if (configured) return configured;
  const key = `${prefix}identity:link-secret`;
  await redis.set(key, randomBytes(32).toString('base64url'), 'NX');
  const secret = await redis.get(key);
  if (!secret) throw new Error(`the link secret at ${key} vanished (Redis must not evict: maxmemory-policy noeviction)`);
  return secret;
}
