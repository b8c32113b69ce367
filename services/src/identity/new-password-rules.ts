import { identityMessages, passwordConfirmed } from '@rihla/events/identity';
import { unprocessable } from '../platform/http/problem.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The rules of a new password a JSON Schema cannot state, checked once the form's shape is valid (400 before this):
 * it equals its confirmation and is not on the common/breached list (ASVS 2.1.7). A refusal is a 422 naming the field,
 * so the OpenAPI document's request schema stays exactly what the 400 refuses.
 */
export function checkNewPassword(input: { password: string; confirmPassword: string }): void {
  const errors = [
    ...(isCommonPassword(input.password) ? [{ path: 'password', message: identityMessages.commonPassword }] : []),
    ...(!passwordConfirmed(input) ? [{ path: 'confirmPassword', message: identityMessages.passwordsDiffer }] : []),
  ];
  if (errors.length) throw unprocessable(`The form is not valid: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, { errors });
}
