import type { IdentityEvent } from '@rihla/events/identity';
import type { Decider } from '../platform/command-handling.ts';
import { changePassword } from './change-password.ts';
import { completePasswordReset } from './complete-password-reset.ts';
import type { CustomerCommand } from './customer-command.ts';
import { evolveCustomer, initialCustomerState, type CustomerState } from './customer-state.ts';
import { grantRole } from './grant-role.ts';
import { registerCustomer } from './register-customer.ts';
import { requestEmailVerification } from './request-email-verification.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { verifyEmail } from './verify-email.ts';

export function decideCustomer(command: CustomerCommand, state: CustomerState): IdentityEvent[] {
  switch (command.type) {
    case 'RegisterCustomer':
      return registerCustomer(command.data, state);
    case 'ChangePassword':
      return changePassword(command.data, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command.data, state);
    case 'CompletePasswordReset':
      return completePasswordReset(command.data, state);
    case 'GrantRole':
      return grantRole(command.data, state);
    case 'RequestEmailVerification':
      return requestEmailVerification(command.data, state);
    case 'VerifyEmail':
      return verifyEmail(command.data, state);
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const customerDecider: Decider<CustomerCommand, IdentityEvent, CustomerState> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideCustomer,
};
