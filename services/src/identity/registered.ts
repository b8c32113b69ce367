import { IdentityRuleError } from './identity-rule-error.ts';
import type { CustomerState, RegisteredCustomer } from './customer-state.ts';

export function registered(state: CustomerState): RegisteredCustomer {
  if (state.status !== 'registered') throw new IdentityRuleError('accountNotFound', 'There is no such account.');
  return state;
}
