// First: the events/ schemas below are built when their modules load, and zod must already know not to probe eval.
import './zod-jitless';
import type { z } from 'zod';
import { localizeApiMessage, type ServerErrorText } from './problem-fields';

export { reviewInput } from '@rihla/events/reviews';
export { enquiryInput } from '@rihla/events/enquiries';
export { bookingLookupByOrderInput, bookingLookupCodeInput, bookingLookupCodeRequestInput, checkoutBuyer, taxBuyer } from '@rihla/events/booking';
export { emailField, partnerApplicationInput, passwordResetInput, passwordResetRequestInput, signInInput, signUpInput } from '@rihla/events/identity';
import { passwordConfirmed } from '@rihla/events/identity';

/**
 * One copy of each rule: a form checks what it is about to send with the api's own schema from events/ (the body the
 * form sends, built by the same function that sends it), and says each refusal in the visitor's language: the api's
 * messages are the spec's, keyed in messages/*.json (`enquiry.serverErrors`); an empty field is "This field is
 * required", and a message the keys do not know (zod's own, for a shape) is the spec's "This format is not correct.".
 */
export function validateAs<V extends Record<string, unknown>, B>(
  schema: z.ZodType,
  bodyOf: (values: V) => B,
  fieldOf: (apiPath: string) => string | null,
  t: ServerErrorText,
) {
  return (values: V): Record<string, string> => {
    const r = schema.safeParse(bodyOf(values));
    if (r.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      if (!field || errors[field]) continue;
      const value = values[field];
      errors[field] = typeof value === 'string' && value.trim() === '' ? t('required') : localizeApiMessage(issue.message, t, t('emailFormat'));
    }
    return errors;
  };
}

/**
 * The api's rule across two fields (identity's passwordConfirmed, its 422): said at the confirmation as soon as one is
 * typed, whatever else the form still refuses (a zod refinement would wait for every other field to be valid).
 */
export function withConfirmedPassword<V extends { password: string; confirmPassword: string }>(validate: (values: V) => Record<string, string>, t: ServerErrorText) {
  return (values: V): Record<string, string> => {
    const errors = validate(values);
    if (!errors.confirmPassword && values.confirmPassword !== '' && !passwordConfirmed(values)) errors.confirmPassword = t('passwordsDiffer');
    return errors;
  };
}

/** An optional field the form keeps as '' : absent from the body when empty. */
export const unlessBlank = (s: string): string | undefined => (s.trim() === '' ? undefined : s);
