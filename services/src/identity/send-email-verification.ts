import { customerStream, identityEvents } from '@rihla/events/identity';
import type { MailJobOf } from '../notifications/index.ts';
import { customers } from './customers.ts';
import { storefrontLinks } from './identity-context.ts';
import type { IdentityMailContext } from './identity-mail-context.ts';
import { emailVerificationMail } from './identity-mail.ts';
import { derivedLinkToken } from './tokens.ts';

/**
 * The mail job of one verification request (sign-up or "send again"): records the link's hash once and e-mails the
 * link once, however often the job runs. An address verified meanwhile, or a newer request, sends nothing.
 */
export async function sendEmailVerification(ctx: IdentityMailContext, job: MailJobOf<'email-verification'>['data']): Promise<'sent' | 'verified' | 'superseded' | 'noAccount'> {
  const customer = await customers.state(ctx.store, job.customerId);
  if (customer.status !== 'registered') return 'noAccount';
  if (customer.emailVerified) return 'verified';
  const { token, tokenHash } = derivedLinkToken(ctx.linkSecret, customer.customerId, job.requestId);
  const requestedAt = new Date(job.requestedAt);
  const history = (await ctx.store.readStream(customerStream(customer.customerId))).map((r) => identityEvents.parse(r));
  let current = customer;
  if (!history.some((e) => e.type === 'EmailVerificationRequested' && e.data.tokenHash === tokenHash)) {
    const expiresAt = new Date(requestedAt.getTime() + ctx.settings.verificationTtlHours * 3_600_000);
    const { newState } = await customers.handle(ctx.store, customer.customerId, { type: 'RequestEmailVerification', data: { tokenHash, expiresAt, now: requestedAt } });
    if (newState.status === 'registered') current = newState;
  }
  if (current.pendingVerification?.tokenHash !== tokenHash) return 'superseded';
  await ctx.notifier.sendEmail(emailVerificationMail(customer.email, customer.firstName, storefrontLinks(ctx, '/auth/verify-email', token), tokenHash));
  return 'sent';
}
