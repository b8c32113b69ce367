import type { Worker } from 'bullmq';
import { sendEnquiryAcknowledgement } from '../enquiries/send-enquiry-acknowledgement.ts';
import type { IdentityMailContext } from '../identity/identity-mail-context.ts';
import { sendEmailVerification } from '../identity/send-email-verification.ts';
import { sendPasswordResetLink } from '../identity/send-password-reset-link.ts';
import { MAIL_QUEUE, type MailJob } from '../notifications/mail-jobs.ts';
import type { Logger } from '../platform/log.ts';
import type { QueueFactory } from '../platform/queues.ts';
import { unreachable } from '../platform/unreachable.ts';

async function runMailJob(ctx: IdentityMailContext, job: MailJob): Promise<string> {
  switch (job.name) {
    case 'password-reset-link':
      return sendPasswordResetLink(ctx, job.data);
    case 'email-verification':
      return sendEmailVerification(ctx, job.data);
    case 'enquiry-acknowledgement':
      await sendEnquiryAcknowledgement(ctx, job.data.enquiryId);
      return 'sent';
    default:
      return unreachable(job);
  }
}

/** The worker side of the mail queue: each job records what it must and sends its e-mail once (retried with backoff). */
export function startMailWorker(ctx: IdentityMailContext & { log: Logger }, queues: QueueFactory, concurrency = 8): Worker {
  const worker = queues.worker(MAIL_QUEUE, (job) => runMailJob(ctx, { name: job.name, data: job.data } as MailJob), { concurrency });
  worker.on('failed', (job, err) => {
    if (job) ctx.log.warn({ err, jobId: job.id, attemptsMade: job.attemptsMade }, 'mail job failed');
  });
  return worker;
}
