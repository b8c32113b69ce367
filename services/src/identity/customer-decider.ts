import type { IdentityEvent } from '@rihla/events/identity';
import type { Decider } from '../platform/command-handling/decider.ts';
import { changePassword } from './change-password.ts';
import { completePasswordReset } from './complete-password-reset.ts';
import type { CustomerCommand } from './customer-command.ts';
import { evolveCustomer, initialCustomerState, type CustomerState } from './customer-state.ts';
import { grantRole } from './grant-role.ts';
import { registerCustomer } from './register-customer.ts';
import { requestEmailVerification } from './request-email-verification.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { verifyEmail } from './verify-email.ts';

/** Each command's rule, in its own file: the table names one for every command type. */
const rules: { [T in CustomerCommand['type']]: (data: Extract<CustomerCommand, { type: T }>['data'], state: CustomerState) => IdentityEvent[] } = {
  RegisterCustomer: registerCustomer,
  ChangePassword: changePassword,
  RequestPasswordReset: requestPasswordReset,
  CompletePasswordReset: completePasswordReset,
  GrantRole: grantRole,
  RequestEmailVerification: requestEmailVerification,
  VerifyEmail: verifyEmail,
};

export function decideCustomer(command: CustomerCommand, state: CustomerState): IdentityEvent[] {
  // The table pairs each type with its data; TypeScript cannot follow that pairing through one call.
  const rule = rules[command.type] as (data: CustomerCommand['data'], state: CustomerState) => IdentityEvent[];
  return rule(command.data, state);
}

export const customerDecider: Decider<CustomerCommand, IdentityEvent, CustomerState> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideCustomer,
};
