import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { IdentityRuleError, invalidLink } from './identity-rule-error.ts';
import { parseLinkToken } from './tokens.ts';

/** Sets the new password through a reset link, then ends every session of the account (a thief's included). */
export async function resetPassword(ctx: IdentityContext, token: string, password: string): Promise<void> {
  const parsed = parseLinkToken(token);
  if (!parsed) throw invalidLink();
  const passwordHash = await ctx.hasher.hash(password);
  try {
    await customers.handle(ctx.store, parsed.customerId, { type: 'CompletePasswordReset', data: { tokenHash: parsed.tokenHash, passwordHash, now: ctx.now() } });
  } catch (err) {
    if (err instanceof IdentityRuleError) throw invalidLink();
    throw err;
  }
  await ctx.sessions.destroyAllOf(parsed.customerId);
}
