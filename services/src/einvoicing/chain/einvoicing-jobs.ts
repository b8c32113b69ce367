import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { bookingEvents } from '@rihla/events/booking';
import { startCheckpointedConsumer, type CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import type { QueueFactory } from '../../platform/queues.ts';
import { redisCheckpointStore } from '../../platform/redis-checkpoint-store.ts';
import { issueBookingDocument, type IssueDeps, type IssueJobData } from './issue-booking-document.ts';

export const EINVOICING_QUEUE = 'einvoicing';
export const einvoicingReactorKeys = (prefix: string) => ({ checkpoint: `${prefix}einvoicing:reactor:checkpoint` });

const BOOKING_PREFIX = 'booking-';
/** A stable job id per document source: BullMQ keeps one job however often the reactor replays the event. */
export const issueJobId = (job: IssueJobData) => `issue--${job.bookingId}--${job.source}--${job.source === 'capture' ? job.captureId : job.refundId}`.replaceAll(':', '_');

/** The documents a booking event calls for: a capture is invoiced, a refund paid out is credited. */
export function issueJobsOf(recorded: RecordedEvent): IssueJobData[] {
  if (recorded.type !== 'PaymentCaptured' && recorded.type !== 'RefundIssued') return [];
  const event = bookingEvents.parse(recorded);
  const bookingId = recorded.streamName.slice(BOOKING_PREFIX.length);
  if (event.type === 'PaymentCaptured') return [{ bookingId, source: 'capture', captureId: event.data.captureId }];
  if (event.type === 'RefundIssued') return [{ bookingId, source: 'refund', refundId: event.data.refundId }];
  return [];
}

/**
 * Follows the booking streams from a checkpoint in Redis and enqueues one durable issue job per capture and per
 * paid-out refund (stable job ids, retried with capped backoff), then moves the checkpoint: a crash in between
 * replays the batch, which adds no job twice.
 */
export function startEinvoicingReactor(o: { store: EventStore; redis: Redis; prefix: string; queue: Queue; log: Logger }): Promise<CheckpointedConsumer> {
  return startCheckpointedConsumer({
    name: 'e-invoicing reactor',
    store: o.store,
    checkpoints: redisCheckpointStore(o.redis, einvoicingReactorKeys(o.prefix).checkpoint),
    streamPrefixes: [BOOKING_PREFIX],
    batchSize: 200,
    // Under a steady stream of bookings, one round of checkpoint and jobs every 50 ms instead of one per wake-up.
    minBatchIntervalMs: 50,
    retryFailedBatches: true,
    log: o.log,
    handle: async (batch) => {
      const jobs = batch.flatMap(issueJobsOf);
      if (jobs.length) await o.queue.addBulk(jobs.map((data) => ({ name: 'issue-document', data, opts: { jobId: issueJobId(data), attempts: 50 } })));
    },
  });
}

/** Issues documents from the queue; a document that cannot be issued now (store away) is retried with backoff. */
export function startEinvoicingWorker(deps: IssueDeps, queues: QueueFactory, o: { concurrency: number; log: Logger }): Worker {
  const worker = queues.worker<IssueJobData>(EINVOICING_QUEUE, async (job) => {
    const issued = await issueBookingDocument(deps, job.data);
    return issued ? { icv: issued.icv, number: issued.number } : null;
  }, { concurrency: o.concurrency });
  worker.on('failed', (job, err) => o.log.warn({ err, jobId: job?.id, attempts: job?.attemptsMade }, 'e-invoice issue failed (will retry)'));
  return worker as unknown as Worker;
}
