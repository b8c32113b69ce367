import type { IdentityContext } from './identity-context.ts';
import { storefrontLinks } from './identity-context.ts';
import { emailVerificationMail } from './identity-mail.ts';
import { runCustomerCommand } from './run-customer-command.ts';
import { newLinkToken } from './tokens.ts';

/** Records a fresh verification link (the newest one wins) and e-mails it through the outbox. */
export async function sendEmailVerification(ctx: IdentityContext, customer: { customerId: string; email: string; firstName: string }): Promise<void> {
  const now = ctx.now();
  const { token, tokenHash } = newLinkToken(customer.customerId);
  const expiresAt = new Date(now.getTime() + ctx.settings.verificationTtlHours * 3_600_000);
  await runCustomerCommand(ctx.store, customer.customerId, { type: 'RequestEmailVerification', data: { tokenHash, expiresAt, now } });
  await ctx.notifier.sendEmail(emailVerificationMail(customer.email, customer.firstName, storefrontLinks(ctx, '/auth/verify-email', token), tokenHash));
}
