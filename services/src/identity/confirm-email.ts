import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { IdentityRuleError, invalidLink } from './identity-rule-error.ts';
import { parseLinkToken } from './tokens.ts';

export async function confirmEmail(ctx: IdentityContext, token: string): Promise<void> {
  const parsed = parseLinkToken(token);
  if (!parsed) throw invalidLink();
  try {
    await customers.handle(ctx.store, parsed.customerId, { type: 'VerifyEmail', data: { tokenHash: parsed.tokenHash, now: ctx.now() } });
  } catch (err) {
    if (err instanceof IdentityRuleError) throw invalidLink();
    throw err;
  }
}
