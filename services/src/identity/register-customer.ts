import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import type { CustomerState } from './customer-state.ts';
import { IdentityRuleError } from './identity-rule-error.ts';

export function registerCustomer(command: Extract<CustomerCommand, { type: 'RegisterCustomer' }>['data'], state: CustomerState): IdentityEvent[] {
  if (state.status !== 'none') throw new IdentityRuleError('accountExists', 'This account already exists.');
  const { now, ...d } = command;
  return [{ type: 'CustomerRegistered', data: { ...d, registeredAt: now.toISOString() } }];
}
