import { customerStream, identityEvents } from '@rihla/events/identity';
import type { MailJobOf } from '../notifications/index.ts';
import { customers } from './customers.ts';
import { customerIdOfEmailHash } from './email-reservation.ts';
import { storefrontLinks } from './identity-context.ts';
import type { IdentityMailContext } from './identity-mail-context.ts';
import { passwordResetMail } from './identity-mail.ts';
import { derivedLinkToken } from './tokens.ts';

/**
 * The mail job of one reset request: for an address with an account, records the link's hash (once, even when the
 * job runs again) and e-mails the link (once: the notifier's key is the hash); for any other address, nothing. A
 * request overtaken by a newer one before it was e-mailed sends nothing: its link would not work.
 */
export async function sendPasswordResetLink(ctx: IdentityMailContext, job: MailJobOf<'password-reset-link'>['data']): Promise<'sent' | 'noAccount' | 'superseded'> {
  const customerId = await customerIdOfEmailHash(ctx.store, job.emailHash);
  const customer = customerId ? await customers.state(ctx.store, customerId) : null;
  if (customer?.status !== 'registered') return 'noAccount';
  const { token, tokenHash } = derivedLinkToken(ctx.linkSecret, customer.customerId, job.requestId);
  const ttl = ctx.settings.resetTtlMinutes;
  const requestedAt = new Date(job.requestedAt);
  const history = (await ctx.store.readStream(customerStream(customer.customerId))).map((r) => identityEvents.parse(r));
  let current = customer;
  if (!history.some((e) => e.type === 'PasswordResetRequested' && e.data.tokenHash === tokenHash)) {
    const expiresAt = new Date(requestedAt.getTime() + ttl * 60_000);
    const { newState } = await customers.handle(ctx.store, customer.customerId, { type: 'RequestPasswordReset', data: { tokenHash, expiresAt, now: requestedAt } });
    if (newState.status === 'registered') current = newState;
  }
  if (current.pendingReset?.tokenHash !== tokenHash) return 'superseded';
  await ctx.notifier.sendEmail(passwordResetMail(customer.email, storefrontLinks(ctx, '/auth/reset-password', token), tokenHash, ttl));
  return 'sent';
}
