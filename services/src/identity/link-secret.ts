import type { Redis } from 'ioredis';
import { sharedSecretOf } from '../platform/shared-secret.ts';

/**
 * The secret link tokens are derived with: LINK_TOKEN_SECRET when the deployment sets one (kept out of Redis), else
 * one drawn once and kept in the shared Redis, so every worker replica derives the same links.
 */
export const linkSecretOf = (configured: string | undefined, redis: Redis, prefix: string): Promise<string> => sharedSecretOf(configured, redis, `${prefix}identity:link-secret`);
