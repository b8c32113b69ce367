import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { IdentityRuleError } from './identity-rule-error.ts';
import { registered } from './registered.ts';

export function requestEmailVerification(command: Extract<CustomerCommand, { type: 'RequestEmailVerification' }>['data'], state: CustomerState): IdentityEvent[] {
  if (registered(state).emailVerified) throw new IdentityRuleError('alreadyVerified', 'Your e-mail address is already verified.');
  return [
    {
      type: 'EmailVerificationRequested',
      data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString(), requestedAt: command.now.toISOString() },
    },
  ];
}
