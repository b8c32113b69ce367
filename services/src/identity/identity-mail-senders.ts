import type { MailSenders } from '../notifications/index.ts';
import type { IdentityMailContext } from './identity-mail-context.ts';
import { sendEmailVerification } from './send-email-verification.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

/** Identity's mail jobs: the password-reset link and the e-mail verification link. */
export function identityMailSenders(ctx: IdentityMailContext): Pick<MailSenders, 'password-reset-link' | 'email-verification'> {
  return {
    'password-reset-link': (data) => sendPasswordResetLink(ctx, data),
    'email-verification': (data) => sendEmailVerification(ctx, data),
  };
}
