import type { SignUpInput } from '@rihla/events/identity';
import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { reserveEmail } from './email-reservation.ts';
import { enqueueMail } from '../notifications/index.ts';

/**
 * Registers the account first and reserves the address second: a crash in between leaves an account nobody can
 * reach (harmless), never an address reserved for an account that does not exist (which would lock it forever).
 */
export async function signUp(ctx: IdentityContext, input: SignUpInput): Promise<{ customerId: string }> {
  const passwordHash = await ctx.hasher.hash(input.password);
  const customerId = ctx.newId();
  const now = ctx.now();
  await customers.handle(
    ctx.store,
    customerId,
    {
      type: 'RegisterCustomer',
      data: { customerId, firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, passwordHash, locale: input.locale ?? null, now },
    },
    { expectedRevision: 'no_stream' },
  );
  await reserveEmail(ctx.store, input.email, customerId, now);
  // The worker records and e-mails the link (mail job): durable from here on, and never two links for one sign-up.
  await enqueueMail(ctx.mailQueue, { name: 'email-verification', data: { requestId: ctx.newId(), customerId, requestedAt: now.toISOString() } });
  return { customerId };
}
