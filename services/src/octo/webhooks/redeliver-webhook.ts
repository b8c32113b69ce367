import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { conflict, notFound } from '../../platform/http/problem.ts';
import { markRedeliveryRequested, readDeadLetter } from './webhook-dead-letters.ts';

export interface RedeliverWebhookDeps {
  redis: Redis;
  prefix: string;
  /** The `octo-webhooks` queue, where the failed delivery job is kept (30 days). */
  queue: Queue;
  now: () => Date;
}

/**
 * Ops send a dead letter again: its own delivery job (the same job id, so never a second copy) goes back to the queue
 * with its attempts counted afresh, and the payload is read as the booking or departure is now. Asking again while it
 * runs changes nothing ('alreadyQueued'); once delivered, the worker clears the dead letter; failing again, it records
 * a new one. The letter notes the request only if neither has happened meanwhile.
 */
export async function redeliverWebhook(deps: RedeliverWebhookDeps, resellerId: string, deliveryId: string): Promise<{ deliveryId: string; redelivery: 'queued' | 'alreadyQueued' }> {
  const read = await readDeadLetter(deps.redis, deps.prefix, resellerId, deliveryId);
  if (!read) throw notFound({ en: `Reseller ${resellerId} has no failed webhook delivery ${deliveryId}.`, ar: `لا توجد محاولة إرسال فاشلة ${deliveryId} للموزّع ${resellerId}.` });
  const job = await deps.queue.getJob(deliveryId);
  if (!job) throw conflict({ en: 'This delivery is no longer kept (after 30 days), so it cannot be sent again.', ar: 'لم تعد هذه المحاولة محفوظة (بعد 30 يومًا)، فلا يمكن إرسالها مرة أخرى.' });
  try {
    // BullMQ moves it only out of the failed jobs, atomically: of requests at once, one wins.
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  } catch (err) {
    if ((await job.getState()) !== 'failed') return { deliveryId, redelivery: 'alreadyQueued' };
    throw err;
  }
  await markRedeliveryRequested(deps.redis, deps.prefix, read, deps.now());
  return { deliveryId, redelivery: 'queued' };
}
