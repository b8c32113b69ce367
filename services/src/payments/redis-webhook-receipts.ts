import type { Redis } from 'ioredis';
import type { WebhookReceipts } from './webhook-receipts.ts';

/** Long enough to outlast any provider's redelivery schedule (days); a replay after that runs an idempotent command again. */
const KEEP_SECONDS = 30 * 24 * 3600;

/**
 * Accepted webhook event ids in Redis (AOF, shared by every api copy), whichever provider sent them. The route's
 * command is idempotent by event id as well, so a receipt lost with the last second of writes costs one re-run.
 */
export function redisWebhookReceipts(redis: Redis, prefix: string): WebhookReceipts {
  const key = (eventId: string) => `${prefix}payments:webhook-receipt:${eventId}`;
  return {
    isAccepted: async (eventId) => (await redis.exists(key(eventId))) === 1,
    markAccepted: async (eventId) => {
      await redis.set(key(eventId), '1', 'EX', KEEP_SECONDS);
    },
  };
}
