import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { registered } from './registered.ts';

/** The current password was checked by the caller (argon2 is I/O-bound work, not a decision). */
export function changePassword(command: Extract<CustomerCommand, { type: 'ChangePassword' }>['data'], state: CustomerState): IdentityEvent[] {
  registered(state);
  return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, changedAt: command.now.toISOString() } }];
}
