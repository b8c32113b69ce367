import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { registered } from './registered.ts';

/** A new link replaces any earlier one: only the newest e-mail works. */
export function requestPasswordReset(command: Extract<CustomerCommand, { type: 'RequestPasswordReset' }>['data'], state: CustomerState): IdentityEvent[] {
  registered(state);
  return [
    {
      type: 'PasswordResetRequested',
      data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString(), requestedAt: command.now.toISOString() },
    },
  ];
}
