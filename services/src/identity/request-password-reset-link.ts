import type { IdentityContext } from './identity-context.ts';
import { storefrontLinks } from './identity-context.ts';
import { customerIdOfEmail } from './email-reservation.ts';
import { passwordResetMail } from './identity-mail.ts';
import { loadCustomer, runCustomerCommand } from './run-customer-command.ts';
import { newLinkToken } from './tokens.ts';

/**
 * Runs after the answer was sent (see the route): for an address with an account, records the hashed token and
 * e-mails the link; for any other address, nothing. The caller cannot tell which happened.
 */
export async function sendPasswordResetLink(ctx: IdentityContext, email: string, requestedAt: Date): Promise<'sent' | 'noAccount'> {
  const customerId = await customerIdOfEmail(ctx.store, email);
  const customer = customerId ? await loadCustomer(ctx.store, customerId) : null;
  if (customer?.status !== 'registered') return 'noAccount';
  const { token, tokenHash } = newLinkToken(customer.customerId);
  const ttl = ctx.settings.resetTtlMinutes;
  const expiresAt = new Date(requestedAt.getTime() + ttl * 60_000);
  await runCustomerCommand(ctx.store, customer.customerId, { type: 'RequestPasswordReset', data: { tokenHash, expiresAt, now: requestedAt } });
  await ctx.notifier.sendEmail(passwordResetMail(customer.email, storefrontLinks(ctx, '/auth/reset-password', token), tokenHash, ttl));
  return 'sent';
}
