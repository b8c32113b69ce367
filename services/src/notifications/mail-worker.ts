import type { Worker } from 'bullmq';
import type { Logger } from '../platform/log.ts';
import type { QueueFactory } from '../platform/queues.ts';
import { MAIL_QUEUE, type MailJob, type MailJobOf } from './mail-jobs.ts';

/** How each kind of mail job is sent, by the module that owns it (identity's links, enquiries' acknowledgements). */
export type MailSenders = { [N in MailJob['name']]: (data: MailJobOf<N>['data']) => Promise<string> };

/** Every kind of mail job (the type makes the list complete): each must have a sender before the worker starts. */
const MAIL_JOB_NAMES = Object.keys({ 'password-reset-link': true, 'email-verification': true, 'enquiry-acknowledgement': true, 'booking-lookup-code': true } satisfies Record<MailJob['name'], true>) as MailJob['name'][];

/**
 * The worker side of the mail queue: each job records what it must and sends its e-mail once (retried with backoff).
 * One BullMQ worker serves every kind, so the modules' senders come together here; a kind nobody sends refuses to start.
 */
export function startMailWorker(senders: Partial<MailSenders>, queues: QueueFactory, log: Logger, concurrency = 8): Worker {
  const missing = MAIL_JOB_NAMES.filter((n) => !senders[n]);
  if (missing.length) throw new Error(`no module sends the mail jobs ${missing.join(', ')}`);
  const send = senders as MailSenders;
  const worker = queues.worker(MAIL_QUEUE, (job) => (send[job.name as MailJob['name']] as (data: unknown) => Promise<string>)(job.data), { concurrency });
  worker.on('failed', (job, err) => {
    if (job) log.warn({ err, jobId: job.id, attemptsMade: job.attemptsMade }, 'mail job failed');
  });
  return worker;
}
