import { z } from 'zod';
import { emailAddress, isoDateTime, locale, personName, phoneNumber, TRIMMED } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `customer-{id}`: one account (customer or staff), from registration through password and role changes. */
export const customerStream = (customerId: string): string => `customer-${customerId}`;
/** `email-{sha256(normalised e-mail)}`: reserves an address for one account (appended with expected revision "no stream"). */
export const emailStream = (emailHash: string): string => `email-${emailHash}`;
/** `partner-application-{id}`: one partner registration form as submitted. */
export const partnerApplicationStream = (applicationId: string): string => `partner-application-${applicationId}`;

export const role = z.enum(['customer', 'ops', 'finance', 'supplier']);
export type Role = z.infer<typeof role>;

/** The spec's messages (sections 5 and 8); the storefront shows them as they are. */
export const identityMessages = {
  required: 'This field is required',
  emailFormat: 'This format is not correct.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'the password and confirm password fields must match.',
  wrongPassword: 'Your password is incorrect. Please try again or click the "Forgot password?" link.',
  resetRequested: 'If an account exists for this email address, you will receive an email from us shortly.',
  notAllowedCharacters: 'This field contains characters that are not allowed.',
  tooLong: (max: number) => `This field is too long (at most ${max} characters).`,
  passwordTooLong: 'Password must be at most 128 characters',
  commonPassword: 'This password is too common and easy to guess. Please choose another one.',
  phoneCountryCode: 'Choose a country code such as +966.',
  phoneNumber: 'Enter the phone number with digits only (4 to 14).',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/*
 * Every rule of a form field is a regular expression on the string as sent, so the OpenAPI document (zod -> JSON
 * Schema `pattern`) states exactly what the api accepts. Character sets are spelled out rather than written \s or \d
 * (see TRIMMED): JavaScript, Python and Rust disagree on those.
 * The values are trimmed after the checks; the patterns allow the white space trimming removes, and no more.
 */
/** C0/C1 controls, line/paragraph separators and bidi overrides: never part of a name, an address or a message line. */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
/** The same, less the tab and line breaks a multi-line text keeps. */
const CONTROLS_EXCEPT_NEWLINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
/* Invisible direction marks and zero-width spaces: nothing a person's name needs, everything a look-alike name does. */
const NAME_INVISIBLES = '\\u061c\\u200b\\u200e\\u200f\\ufeff';

/** Something besides white space (a check only for its message: every pattern below that needs text implies it). */
export const HAS_TEXT = new RegExp(`[^${TRIMMED}]`);
/**
 * Once trimmed, none of `forbidden` (and, when `required`, not empty): white space at the ends around text that starts
 * and ends with a visible character. Written so that no input makes the regex backtrack more than linearly.
 */
const trimmedWithout = (forbidden: string, { required }: { required: boolean }) => {
  const text = `[${TRIMMED}]*[^${forbidden}${TRIMMED}](?:[^${forbidden}]*[^${forbidden}${TRIMMED}])?[${TRIMMED}]*`;
  return new RegExp(required ? `^${text}$` : `^(?:[${TRIMMED}]*|${text})$`);
};

/** Characters as JSON Schema's minLength/maxLength count them: code points, not UTF-16 units as zod's min/max do. */
const charCount = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
/**
 * At most `max` characters (and at least `min`), checked first so no pattern ever reads a long string; stated in the
 * document as maxLength/minLength by `.meta()` on the finished field (metadata stays with the schema it is set on).
 */
const lengthChecks = (s: z.ZodString, { min = 0, max, tooShort, tooLong }: { min?: number; max: number; tooShort?: string; tooLong: string }) =>
  s.refine((v) => charCount(v) >= min, { message: tooShort ?? identityMessages.required, abort: true }).refine((v) => charCount(v) <= max, { message: tooLong, abort: true });
const lengthMeta = (max: number, min = 0) => ({ maxLength: max, ...(min > 0 ? { minLength: min } : {}) });

const requiredString = () => z.string({ error: identityMessages.required });
const mustHaveText = { message: identityMessages.required, abort: true } as const;

/**
 * A one-line text field, trimmed after the checks: required, bounded, and the trimmed text has none of `forbidden`
 * (or, with `shape`, matches it: a pattern that already allows the white space around it).
 */
const lineField = (max: number, { forbidden = CONTROLS, shape }: { forbidden?: string; shape?: [RegExp, string] } = {}) =>
  lengthChecks(requiredString(), { max, tooLong: identityMessages.tooLong(max) })
    .refine((v) => HAS_TEXT.test(v), mustHaveText)
    .regex(...(shape ?? [trimmedWithout(forbidden, { required: true }), identityMessages.notAllowedCharacters]))
    .trim()
    .meta(lengthMeta(max));

/** A one-line text field: trimmed, required, bounded, no control characters. */
export const textField = (max: number) => lineField(max);

/**
 * A person's name (sign-up, a checkout's buyer, anywhere else a name is typed): one line, at most 100 characters, no
 * control characters, bidi overrides or isolates, no invisible marks. Letters of any script, spaces, "'" and "-" stay.
 */
export const personNameField = lineField(100, { forbidden: CONTROLS + NAME_INVISIBLES });

/** A whole name in one field (OCTO's contact.fullName): the same rule as a person's name, at most 200 characters. */
export const fullNameField = lineField(200, { forbidden: CONTROLS + NAME_INVISIBLES });

/** Free text that may span lines (a message to ops), trimmed; `required`: more than white space. */
export const multilineField = (max: number, { required = false } = {}) => {
  const bounded = lengthChecks(z.string(), { max, tooLong: identityMessages.tooLong(max) });
  return (required ? bounded.refine((v) => HAS_TEXT.test(v), mustHaveText) : bounded)
    .regex(trimmedWithout(CONTROLS_EXCEPT_NEWLINES, { required }), identityMessages.notAllowedCharacters)
    .trim()
    .meta(lengthMeta(max));
};

/** zod's own e-mail shape (the one `z.email()` checks), with the white space trimming removes around it. */
const EMAIL = new RegExp(`^[${TRIMMED}]*${z.regexes.email.source.replace(/^\^|\$$/g, '')}[${TRIMMED}]*$`);
/** An e-mail address, compared and stored lower-cased. Only ASCII matches, so zod's max counts as JSON Schema does. */
export const emailField = requiredString()
  .max(254, { message: identityMessages.tooLong(254), abort: true })
  .refine((v) => HAS_TEXT.test(v), mustHaveText)
  .regex(EMAIL, identityMessages.emailFormat)
  .trim()
  .transform((s) => s.toLowerCase());

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const passwordField = lengthChecks(requiredString(), {
  min: MIN_PASSWORD_LENGTH,
  max: MAX_PASSWORD_LENGTH,
  tooShort: identityMessages.passwordTooShort,
  tooLong: identityMessages.passwordTooLong,
})
  .regex(new RegExp(`^[^${CONTROLS}]*$`), identityMessages.notAllowedCharacters)
  .meta(lengthMeta(MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH));
/** A password typed to prove who one is (sign-in, the current one, a confirmation): the rules of a new one do not apply. */
const typedPassword = lengthChecks(requiredString(), { min: 1, max: MAX_PASSWORD_LENGTH, tooLong: identityMessages.passwordTooLong }).meta(
  lengthMeta(MAX_PASSWORD_LENGTH, 1),
);

export const phoneField = z.object(
  {
    countryCode: requiredString()
      .refine((v) => HAS_TEXT.test(v), mustHaveText)
      .regex(new RegExp(`^[${TRIMMED}]*\\+[1-9][0-9]{0,3}[${TRIMMED}]*$`), identityMessages.phoneCountryCode)
      .trim(),
    // Spaces and dashes between the digits are dropped.
    number: requiredString()
      .refine((v) => HAS_TEXT.test(v), mustHaveText)
      .regex(new RegExp(`^[${TRIMMED}-]*(?:[0-9][${TRIMMED}-]*){4,14}$`), identityMessages.phoneNumber)
      .transform((s) => s.replace(new RegExp(`[${TRIMMED}-]`, 'g'), '')),
  },
  { error: identityMessages.required },
);
export type Phone = z.infer<typeof phoneField>;

/** A relative path inside the storefront the sign-in may send the visitor back to (checked again by the api). */
export const nextPathField = z.string().max(2048).optional();

const bodyObject = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: 'Send a JSON object with the form fields.' });

/*
 * ---- what the storefront forms send (the api parses exactly these) ----
 * Only what a JSON Schema can state is here, so the OpenAPI document is exact; the rules across fields or against a
 * list (a new password equals its confirmation and is not a common one) are the api's 422 (identity/new-password.ts).
 */

/**
 * A new password equals its confirmation: the api's 422 (a rule across two fields, which the document cannot state) and
 * the forms' check before sending (storefront/lib/form-rules.ts), with the same message (identityMessages.passwordsDiffer).
 */
export const passwordConfirmed = (input: { password: string; confirmPassword: string }): boolean => input.password === input.confirmPassword;


export const signUpInput = bodyObject({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  confirmPassword: typedPassword,
  locale: locale.optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** Sign-in does not apply the password rules: a wrong password gets the one wrong-password answer. */
export const signInInput = bodyObject({
  email: emailField,
  password: typedPassword,
  next: nextPathField,
  redirect: nextPathField,
});

export const changePasswordInput = bodyObject({
  currentPassword: typedPassword,
  password: passwordField,
  confirmPassword: typedPassword,
});

export const passwordResetRequestInput = bodyObject({ email: emailField, locale: locale.optional() });

export const passwordResetInput = bodyObject({
  token: textField(200),
  password: passwordField,
  confirmPassword: typedPassword,
});

export const emailVerificationInput = bodyObject({
  token: textField(200),
});

export const partnerApplicationInput = bodyObject({
  companyName: textField(200),
  contactName: textField(200),
  email: emailField,
  phone: phoneField,
  country: textField(100),
  city: textField(100).optional(),
  website: lineField(300, {
    shape: [new RegExp(`^[${TRIMMED}]*[hH][tT][tT][pP][sS]?://[^${CONTROLS}${TRIMMED}/]+\\.[^${CONTROLS}${TRIMMED}]+[${TRIMMED}]*$`), 'Enter a web address such as https://example.com.'],
  }).optional(),
  businessType: z.enum(['tourOperator', 'activityProvider', 'attraction', 'transport', 'hotel', 'other'], { error: identityMessages.required }),
  message: multilineField(2000).optional(),
  locale: locale.optional(),
});
export type PartnerApplicationInput = z.infer<typeof partnerApplicationInput>;

/* ---- events ---- */

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a sha-256 hex digest');

export const identityEvents = eventRegistry({
  CustomerRegistered: z.object({
    customerId: z.string().min(1),
    ...personName.shape,
    email: emailAddress,
    phone: phoneNumber,
    /** argon2id PHC string: the parameters travel with the hash. */
    passwordHash: z.string().startsWith('$argon2id$'),
    locale: locale.nullable(),
    registeredAt: isoDateTime,
  }),
  EmailReserved: z.object({ emailHash: sha256Hex, customerId: z.string().min(1), reservedAt: isoDateTime }),
  PasswordChanged: z.object({ passwordHash: z.string().startsWith('$argon2id$'), changedAt: isoDateTime }),
  /** Only the sha-256 of the token is kept; the token itself exists in the e-mail alone. */
  PasswordResetRequested: z.object({ tokenHash: sha256Hex, expiresAt: isoDateTime, requestedAt: isoDateTime }),
  PasswordResetCompleted: z.object({ tokenHash: sha256Hex, passwordHash: z.string().startsWith('$argon2id$'), completedAt: isoDateTime }),
  /** supplierId: for the supplier role, the one supplier the account works for (its manifests and tickets only). */
  RoleGranted: z.object({ role, grantedBy: z.string().min(1), grantedAt: isoDateTime, supplierId: z.string().min(1).optional() }),
  EmailVerificationRequested: z.object({ tokenHash: sha256Hex, expiresAt: isoDateTime, requestedAt: isoDateTime }),
  /** From now on guest bookings made with this address belong to the account. */
  EmailVerified: z.object({ email: emailAddress, tokenHash: sha256Hex, verifiedAt: isoDateTime }),
});

export type IdentityEvent = EventsOf<typeof identityEvents>;

/** One partner application as it was sent: the submission event's data, and the first part of ops' inbox entry. */
export const partnerApplicationSubmitted = z.object({
  applicationId: z.string().min(1),
  companyName: z.string().min(1).max(200),
  contactName: z.string().min(1).max(200),
  email: emailAddress,
  phone: phoneNumber,
  country: z.string().min(1).max(100),
  city: z.string().max(100).nullable(),
  website: z.string().max(300).nullable(),
  businessType: z.enum(['tourOperator', 'activityProvider', 'attraction', 'transport', 'hotel', 'other']),
  message: z.string().max(2000).nullable(),
  locale: locale.nullable(),
  submittedAt: isoDateTime,
});

export const partnerEvents = eventRegistry({
  PartnerApplicationSubmitted: partnerApplicationSubmitted,
  /** Ops dealt with the application (contacted the company); `by` is the ops account. */
  PartnerApplicationHandled: z.object({ applicationId: z.string().min(1), by: z.string().min(1), at: isoDateTime }),
});

export type PartnerEvent = EventsOf<typeof partnerEvents>;

/** Ops creates a supplier's staff account: it signs in like any account and sees that supplier's day of the tour only. */
export const supplierStaffInput = bodyObject({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  password: passwordField,
  supplierId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'a supplier id such as najd-trails'),
});
export type SupplierStaffInput = z.infer<typeof supplierStaffInput>;
export const supplierStaffCreated = z
  .object({ customerId: z.string(), email: z.string(), supplierId: z.string(), outcome: z.enum(['created', 'existing']), message: z.string() })
  .meta({ id: 'SupplierStaffCreated' });
