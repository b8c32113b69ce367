import { unprocessable } from '../platform/http/problem.ts';
import { RuleError } from '../platform/rule-error.ts';

export type IdentityRuleCode = 'accountExists' | 'accountNotFound' | 'invalidToken' | 'alreadyVerified';

/** A command the account's rules refuse; routes map the code to a status. */
export class IdentityRuleError extends RuleError<IdentityRuleCode> {
  override readonly name = 'IdentityRuleError';
}

/** One answer for a reset or verification link that is unknown, already used, replaced or expired: no hints. */
export const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

/** The answer to such a link: a well-formed token the api cannot honour is a rule's refusal (422), not bad input. */
export const invalidLink = () => unprocessable(INVALID_LINK, { errors: [{ path: 'token', message: INVALID_LINK }] });
