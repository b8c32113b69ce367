import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { EINVOICE_PREFIX, einvoicingEvents, INVOICE_CHAIN_PREFIX } from '@rihla/events/einvoicing';
import { startCheckpointedConsumer, type CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import type { QueueFactory } from '../../platform/queues.ts';
import { redisCheckpointStore } from '../../platform/redis-checkpoint-store.ts';
import { ZatcaUnavailableError } from '../api/zatca-api.ts';
import { submitDocument, type SubmitDeps, type SubmitJobData } from './submit-document.ts';

export const ZATCA_SUBMISSION_QUEUE = 'zatca-submission';
/**
 * Reporting is due within 24 h of issue: capped exponential backoff (1 s doubling to 10 min) over 300 attempts keeps
 * trying for two days through a ZATCA outage; ops see the waiting documents on the finance page meanwhile.
 */
const SUBMISSION_ATTEMPTS = 300;

const submitJobId = (job: SubmitJobData) => `submit--${job.egsId}--${job.icv}--${job.attempt}`;

/** Each issued document is submitted once; each re-send finance asks for, once more. */
export function submitJobsOf(recorded: RecordedEvent): SubmitJobData[] {
  if (recorded.type !== 'DocumentIssued' && recorded.type !== 'DocumentResendRequested') return [];
  const event = einvoicingEvents.parse(recorded);
  if (event.type === 'DocumentIssued') return [{ egsId: recorded.streamName.slice(INVOICE_CHAIN_PREFIX.length), icv: event.data.icv, attempt: 'first' }];
  if (event.type === 'DocumentResendRequested') return [{ egsId: event.data.egsId, icv: event.data.icv, attempt: `resend-${recorded.revision}` }];
  return [];
}

/** Follows the chains and the documents' streams and enqueues submission jobs (stable ids), then the checkpoint. */
export function startSubmissionReactor(o: { store: EventStore; redis: Redis; prefix: string; queue: Queue; log: Logger }): Promise<CheckpointedConsumer> {
  return startCheckpointedConsumer({
    name: 'ZATCA submission reactor',
    store: o.store,
    checkpoints: redisCheckpointStore(o.redis, `${o.prefix}einvoicing:submission:checkpoint`),
    streamPrefixes: [INVOICE_CHAIN_PREFIX, EINVOICE_PREFIX],
    batchSize: 200,
    // Under a steady stream of documents, one round of checkpoint and jobs every 50 ms instead of one per wake-up.
    minBatchIntervalMs: 50,
    retryFailedBatches: true,
    log: o.log,
    handle: async (batch) => {
      const jobs = batch.flatMap(submitJobsOf);
      if (jobs.length) await o.queue.addBulk(jobs.map((data) => ({ name: 'submit-document', data, opts: { jobId: submitJobId(data), attempts: SUBMISSION_ATTEMPTS } })));
    },
  });
}

export function startSubmissionWorker(deps: SubmitDeps, queues: QueueFactory, o: { concurrency: number }): Worker {
  const worker = queues.worker<SubmitJobData>(ZATCA_SUBMISSION_QUEUE, async (job) => (await submitDocument(deps, job.data)).type, { concurrency: o.concurrency });
  worker.on('failed', (job, err) => {
    const level = err instanceof ZatcaUnavailableError ? 'warn' : 'error';
    deps.log[level]({ err, jobId: job?.id, attempts: job?.attemptsMade }, 'ZATCA submission failed (retrying with backoff)');
  });
  return worker as unknown as Worker;
}
