import type { Redis } from 'ioredis';
import type { OctoWebhookEvent } from '@rihla/events/octo';

/** A delivery that will not be tried again (the last attempt failed, or the receiver refused it for good). */
export interface WebhookDeadLetter {
  deliveryId: string;
  webhookId: string;
  resellerId: string;
  url: string;
  /** The webhook's event: a booking's change or a departure's availability. */
  event: OctoWebhookEvent;
  /** What changed: `booking {uuid}` or `availability {availabilityId} of {productId}/{optionId}`. */
  subject: string;
  attempts: number;
  lastError: string;
  failedAt: string;
  /** Ops asked to send it again at this time (its delivery job is running again); absent, nobody has. */
  redeliveryRequestedAt?: string;
}

const key = (prefix: string, resellerId: string) => `${prefix}octo:webhooks:dead-letters:${resellerId}`;

/** Dead letters written before they named their event: the subject says which. */
const parsedLetter = (json: string): WebhookDeadLetter => {
  const letter = JSON.parse(json) as Omit<WebhookDeadLetter, 'event'> & { event?: OctoWebhookEvent };
  return { ...letter, event: letter.event ?? (letter.subject.startsWith('booking') ? 'booking_update' : 'availability_update') };
};

/** Ops' record of a delivery given up on, one per delivery id (until it is delivered again, or ops clear it from Redis). */
export async function recordDeadLetter(redis: Redis, prefix: string, letter: WebhookDeadLetter): Promise<void> {
  await redis.hset(key(prefix, letter.resellerId), letter.deliveryId, JSON.stringify(letter));
}

/** A delivery that went through (again, after ops asked): it is no longer a dead letter. */
export async function clearDeadLetter(redis: Redis, prefix: string, resellerId: string, deliveryId: string): Promise<void> {
  await redis.hdel(key(prefix, resellerId), deliveryId);
}

/** One dead letter and its stored form (for markRedeliveryRequested), or null. */
export async function readDeadLetter(redis: Redis, prefix: string, resellerId: string, deliveryId: string): Promise<{ letter: WebhookDeadLetter; stored: string } | null> {
  const stored = await redis.hget(key(prefix, resellerId), deliveryId);
  return stored ? { letter: parsedLetter(stored), stored } : null;
}

// Rewrites the letter only if it is still the one read: delivered since (cleared) or failed again (rewritten), it stays so.
const MARK_IF_UNCHANGED = "if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) return 1 end return 0";

/** Notes on a dead letter, as it was read (`stored`), that ops asked for it again at `at`. */
export async function markRedeliveryRequested(redis: Redis, prefix: string, read: { letter: WebhookDeadLetter; stored: string }, at: Date): Promise<void> {
  const marked = JSON.stringify({ ...read.letter, redeliveryRequestedAt: at.toISOString() });
  await redis.eval(MARK_IF_UNCHANGED, 1, key(prefix, read.letter.resellerId), read.letter.deliveryId, read.stored, marked);
}

/** Several resellers' dead letters, newest first. */
export async function listDeadLetters(redis: Redis, prefix: string, ...resellerIds: string[]): Promise<WebhookDeadLetter[]> {
  if (resellerIds.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of resellerIds) pipeline.hgetall(key(prefix, id));
  const answers = (await pipeline.exec()) ?? [];
  const all = answers.flatMap(([err, hash]) => {
    if (err) throw err;
    return Object.values(hash as Record<string, string>).map(parsedLetter);
  });
  return all.sort((a, b) => b.failedAt.localeCompare(a.failedAt) || a.deliveryId.localeCompare(b.deliveryId));
}
