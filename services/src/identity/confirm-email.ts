import { badRequest } from '../platform/http/problem.ts';
import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { IdentityRuleError, INVALID_LINK } from './identity-rule-error.ts';
import { parseLinkToken } from './tokens.ts';

export async function confirmEmail(ctx: IdentityContext, token: string): Promise<void> {
  const parsed = parseLinkToken(token);
  if (!parsed) throw badRequest(INVALID_LINK, [{ path: 'token', message: INVALID_LINK }]);
  try {
    await customers.handle(ctx.store, parsed.customerId, { type: 'VerifyEmail', data: { tokenHash: parsed.tokenHash, now: ctx.now() } });
  } catch (err) {
    if (err instanceof IdentityRuleError) throw badRequest(INVALID_LINK, [{ path: 'token', message: INVALID_LINK }]);
    throw err;
  }
}
