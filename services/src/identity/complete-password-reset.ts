import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { IdentityRuleError, INVALID_LINK } from './identity-rule-error.ts';
import { sameTokenHash } from './same-token.ts';

/** The link works once, before it expires, and only while it is the newest one. */
export function completePasswordReset(command: Extract<CustomerCommand, { type: 'CompletePasswordReset' }>['data'], state: CustomerState): IdentityEvent[] {
  const pending = state.status === 'registered' ? state.pendingReset : null;
  const valid = pending !== null && sameTokenHash(pending.tokenHash, command.tokenHash) && command.now.getTime() < Date.parse(pending.expiresAt);
  if (!valid) throw new IdentityRuleError('invalidToken', INVALID_LINK);
  return [
    { type: 'PasswordResetCompleted', data: { tokenHash: command.tokenHash, passwordHash: command.passwordHash, completedAt: command.now.toISOString() } },
  ];
}
