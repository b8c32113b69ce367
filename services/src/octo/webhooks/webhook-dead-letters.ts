import type { Redis } from 'ioredis';

/** A delivery that will not be tried again (the last attempt failed, or the receiver refused it for good). */
export interface WebhookDeadLetter {
  deliveryId: string;
  webhookId: string;
  resellerId: string;
  url: string;
  /** What changed: `booking {uuid}` or `availability {availabilityId} of {productId}/{optionId}`. */
  subject: string;
  attempts: number;
  lastError: string;
  failedAt: string;
}

const key = (prefix: string, resellerId: string) => `${prefix}octo:webhooks:dead-letters:${resellerId}`;

/** Ops' record of a delivery given up on, one per delivery id (kept until ops clear it from Redis). */
export async function recordDeadLetter(redis: Redis, prefix: string, letter: WebhookDeadLetter): Promise<void> {
  await redis.hset(key(prefix, letter.resellerId), letter.deliveryId, JSON.stringify(letter));
}

/** A reseller's dead letters, newest first. */
export async function listDeadLetters(redis: Redis, prefix: string, resellerId: string): Promise<WebhookDeadLetter[]> {
  const all = Object.values(await redis.hgetall(key(prefix, resellerId))).map((v) => JSON.parse(v) as WebhookDeadLetter);
  return all.sort((a, b) => b.failedAt.localeCompare(a.failedAt));
}
