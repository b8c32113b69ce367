import { ApiError } from './api';

/**
 * A problem whose errors[] names form fields: 400 (the input's shape) or 422 (a rule the shape cannot state: the
 * confirmation differs, a common password, a used link).
 */
export const isFieldProblem = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 400 || err.status === 422);

/** The api's field messages (English, events/src/identity.ts and reviews.ts) and the message keys that say them in the visitor's language. */
const KNOWN: { test: RegExp; key: string }[] = [
  { test: /^This field is required$/, key: 'required' },
  { test: /^This format is not correct\.$/, key: 'emailFormat' },
  { test: /^This field contains characters that are not allowed\.$/, key: 'notAllowed' },
  { test: /^This field is too long \(at most (\d+) characters\)\.$/, key: 'tooLong' },
  { test: /^Choose a country code such as \+966\.$/, key: 'countryCode' },
  { test: /^Enter the phone number with digits only \(4 to 14\)\.$/, key: 'phoneNumber' },
  { test: /^Enter a web address such as https:\/\/example\.com\.$/, key: 'website' },
  { test: /^Choose a rating from 1 to 5 stars\.$/, key: 'rating' },
  { test: /^This password is too common and easy to guess\. Please choose another one\.$/, key: 'commonPassword' },
  { test: /^Password must be at least 8 characters$/, key: 'passwordTooShort' },
  { test: /^Password must be at most 128 characters$/, key: 'passwordTooLong' },
  { test: /^the password and confirm password fields must match\.$/, key: 'passwordsDiffer' },
  { test: /^a Saudi VAT registration number: 15 digits, the first and the last 3$/, key: 'vatNumber' },
  { test: /^a building number of 4 digits$/, key: 'building' },
  { test: /^a postal code of 5 digits$/, key: 'postalZone' },
];

/** `t` of the `enquiry.serverErrors` namespace. */
export type ServerErrorText = (key: string, values?: Record<string, string | number>) => string;

/** One api message in the visitor's language (`otherwise`, or the api's own words, when it is not one we know). */
export function localizeApiMessage(message: string, t: ServerErrorText, otherwise: string = message): string {
  for (const k of KNOWN) {
    const m = k.test.exec(message);
    if (m) return t(k.key, m[1] ? { max: Number(m[1]) } : undefined);
  }
  return otherwise;
}

/**
 * The field errors of a 400 problem+json, keyed by the form's field names (`fieldOf` maps an api path such as
 * `phone.number` to a form field, or null when the form has no such field).
 */
export function fieldErrorsOf(err: unknown, t: ServerErrorText, fieldOf: (apiPath: string) => string | null): { fields: Record<string, string>; unplaced: string[] } {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  if (!(err instanceof ApiError) || !err.problem?.errors) return { fields, unplaced };
  for (const e of err.problem.errors) {
    const field = fieldOf(e.path);
    const text = localizeApiMessage(e.message, t);
    if (field && !fields[field]) fields[field] = text;
    else if (!field) unplaced.push(text);
  }
  return { fields, unplaced };
}
