import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { registered } from './registered.ts';

/** Granting a role the account already holds changes nothing (idempotent start-up grants). */
export function grantRole(command: Extract<CustomerCommand, { type: 'GrantRole' }>['data'], state: CustomerState): IdentityEvent[] {
  if (registered(state).roles.includes(command.role)) return [];
  return [{ type: 'RoleGranted', data: { role: command.role, grantedBy: command.grantedBy, grantedAt: command.now.toISOString(), ...(command.supplierId ? { supplierId: command.supplierId } : {}) } }];
}
