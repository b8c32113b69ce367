import type { Redis } from 'ioredis';
import type { MailJobOf, Notifier } from '../../notifications/index.ts';
import { listGuestInvoices } from '../read-models/customer-bookings-projection.ts';
import { lookupCodeMail } from './lookup-mail.ts';
import { lookupCodeOf } from './lookup-code.ts';
import { LOOKUP_CODE_TTL_SECONDS, readLookupRequest } from './lookup-requests.ts';

export interface LookupMailContext {
  redis: Redis;
  prefix: string;
  notifier: Notifier;
  secret: string;
}

/**
 * The mail job of one code request: e-mails the code only when guest bookings were made with the address, so the
 * page's answer (always the same) never says whether there are any. A newer request for the address sends nothing.
 */
export async function sendLookupCode(ctx: LookupMailContext, job: MailJobOf<'booking-lookup-code'>['data']): Promise<'sent' | 'superseded' | 'noBookings'> {
  const request = await readLookupRequest(ctx.redis, ctx.prefix, job.emailHash);
  if (request?.requestId !== job.requestId) return 'superseded';
  if ((await listGuestInvoices(ctx.redis, ctx.prefix, request.email)).length === 0) return 'noBookings';
  await ctx.notifier.sendEmail(lookupCodeMail(request.email, lookupCodeOf(ctx.secret, job.requestId), job.requestId, LOOKUP_CODE_TTL_SECONDS / 60));
  return 'sent';
}
