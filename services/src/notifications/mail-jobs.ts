import type { Queue } from 'bullmq';
import { unreachable } from '../platform/unreachable.ts';

/** Identity and enquiry e-mails: their own queue on the worker, beside the saga's (which sends booking messages). */
export const MAIL_QUEUE = 'mail';

/**
 * Every e-mail that is not a booking message, as a job with ids only: the worker reads the facts (and derives the
 * link token) when it runs. The id of the cause is the job id, so enqueueing a cause twice is one job.
 */
export type MailJob =
  /** `emailHash` names the address's reservation stream; the worker decides whether an account exists. */
  | { name: 'password-reset-link'; data: { requestId: string; emailHash: string; requestedAt: string } }
  | { name: 'email-verification'; data: { requestId: string; customerId: string; requestedAt: string } }
  | { name: 'enquiry-acknowledgement'; data: { enquiryId: string } }
  /** "Find my booking": the address is in the request's Redis record under `emailHash`, the code derived from `requestId`. */
  | { name: 'booking-lookup-code'; data: { requestId: string; emailHash: string } };

export type MailJobOf<N extends MailJob['name']> = Extract<MailJob, { name: N }>;

function causeOf(job: MailJob): string {
  switch (job.name) {
    case 'password-reset-link':
    case 'email-verification':
    case 'booking-lookup-code':
      return job.data.requestId;
    case 'enquiry-acknowledgement':
      return job.data.enquiryId;
    default:
      return unreachable(job);
  }
}

/** `{name}--{cause}`; BullMQ refuses ':' in custom ids. */
export const mailJobIdOf = (job: MailJob): string => `${job.name}--${causeOf(job)}`.replaceAll(':', '_');

/** Durable once this resolves (Redis AOF): the e-mail is sent by a worker even if this process dies now. */
export async function enqueueMail(queue: Queue, job: MailJob): Promise<void> {
  await queue.add(job.name, job.data, { jobId: mailJobIdOf(job) });
}
