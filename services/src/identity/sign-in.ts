import { identityMessages } from '@rihla/events/identity';
import { unauthorized } from '../platform/http/problem.ts';
import { HttpProblem } from '../platform/http/problem.ts';
import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { customerIdOfEmail } from './email-reservation.ts';
import type { RegisteredCustomer } from './customer-state.ts';

/** One answer for an unknown address and a wrong password (same status, body and argon2 work). */
export const wrongCredentials = (): HttpProblem => {
  const p = unauthorized(identityMessages.wrongPassword);
  return new HttpProblem(p.status, p.title, p.detail, { code: 'wrongCredentials', errors: [{ path: 'password', message: identityMessages.wrongPassword }] });
};

export async function checkCredentials(ctx: IdentityContext, email: string, password: string): Promise<RegisteredCustomer> {
  const customerId = await customerIdOfEmail(ctx.store, email);
  const customer = customerId ? await customers.state(ctx.store, customerId) : null;
  if (customer?.status !== 'registered') {
    await ctx.hasher.verifyNothing(password);
    throw wrongCredentials();
  }
  if (!(await ctx.hasher.verify(customer.passwordHash, password))) throw wrongCredentials();
  return customer;
}
