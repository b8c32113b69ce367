import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { IdentityRuleError, INVALID_LINK } from './identity-rule-error.ts';
import { sameTokenHash } from './same-token.ts';

/** Proves the account holder reads this mailbox; from then on guest bookings made with it are theirs. */
export function verifyEmail(command: Extract<CustomerCommand, { type: 'VerifyEmail' }>['data'], state: CustomerState): IdentityEvent[] {
  const pending = state.status === 'registered' ? state.pendingVerification : null;
  const valid = pending !== null && sameTokenHash(pending.tokenHash, command.tokenHash) && command.now.getTime() < Date.parse(pending.expiresAt);
  if (state.status !== 'registered' || !valid) throw new IdentityRuleError('invalidToken', INVALID_LINK);
  return [{ type: 'EmailVerified', data: { email: state.email, tokenHash: command.tokenHash, verifiedAt: command.now.toISOString() } }];
}
