import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from '../../platform/log.ts';
import type { Running } from '../../platform/module.ts';
import type { QueueFactory } from '../../platform/queues.ts';
import { deliverWebhook, webhookOfJob, type DeliverWebhookDeps } from './deliver-webhook.ts';
import { clearDeadLetter, recordDeadLetter } from './webhook-dead-letters.ts';
import { startWebhookFeeder } from './webhook-feeder.ts';
import { OCTO_WEBHOOKS_QUEUE, type WebhookJob } from './webhook-jobs-of.ts';

const subjectOf = (job: WebhookJob): string =>
  job.subject.kind === 'booking' ? `booking ${job.subject.key.slice(job.subject.key.indexOf('.') + 1)}` : `availability ${job.subject.slot.date} ${job.subject.slot.startTime} of ${job.subject.slot.experienceId}/${job.subject.slot.optionId}`;

/**
 * The worker's side of the webhooks: the feeder (event log -> delivery jobs) and the delivery worker. A delivery that
 * fails for the last time (its last attempt, or a final answer) leaves a dead letter for ops before BullMQ records
 * the failure, so a crash in between leaves the job to be tried again, never a failure ops cannot see.
 */
export async function startWebhookJobs(deps: DeliverWebhookDeps & { queues: QueueFactory; attempts: number; log: Logger }): Promise<Running> {
  const feeder = await startWebhookFeeder({ store: deps.store, redis: deps.redis, prefix: deps.prefix, queue: deps.queues.queue(OCTO_WEBHOOKS_QUEUE), attempts: deps.attempts, log: deps.log });
  const worker = deps.queues.worker<WebhookJob>(
    OCTO_WEBHOOKS_QUEUE,
    async (job: Job<WebhookJob>) => {
      try {
        const sent = await deliverWebhook(deps, job.data, job.id!);
        // Sent (or no longer to be sent), perhaps after ops asked for it again (redeliver-webhook.ts): no dead letter is left.
        await clearDeadLetter(deps.redis, deps.prefix, job.data.resellerId, job.id!);
        return sent;
      } catch (err) {
        const last = err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (last) {
          const webhook = await webhookOfJob(deps.store, job.data);
          await recordDeadLetter(deps.redis, deps.prefix, {
            deliveryId: job.id!,
            webhookId: job.data.webhookId,
            resellerId: job.data.resellerId,
            url: webhook?.url ?? '',
            event: job.data.subject.kind === 'booking' ? 'booking_update' : 'availability_update',
            subject: subjectOf(job.data),
            attempts: job.attemptsMade + 1,
            lastError: (err as Error).message,
            failedAt: deps.now().toISOString(),
          });
        }
        throw err;
      }
    },
    { concurrency: 8 },
  );
  worker.on('failed', (job, err) => deps.log.warn({ err: err.message, jobId: job?.id, attempts: job?.attemptsMade }, 'octo webhook delivery failed'));
  return {
    stop: async () => {
      await worker.close();
      await feeder.stop();
    },
    done: feeder.done,
  };
}
