import { z } from 'zod';
import { isoDateTime, locale } from './common.ts';
import { createEventRegistry, defineEvent, type EventOf } from './registry.ts';

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

/* C0/C1 controls, line/paragraph separators and bidi overrides: never part of a name, an address or a message line. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- multi-line text may keep line breaks and tabs, nothing else
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const requiredString = () => z.string({ error: identityMessages.required });

/** A one-line text field: trimmed, required, bounded, no control characters. */
export const textField = (max: number) =>
  requiredString()
    .trim()
    .min(1, identityMessages.required)
    .max(max, identityMessages.tooLong(max))
    .refine((s) => !CONTROL_CHARACTERS.test(s), identityMessages.notAllowedCharacters);

/* Invisible direction marks and zero-width spaces: nothing a person's name needs, everything a look-alike name does. */
const NAME_INVISIBLES = /[\u061c\u200b\u200e\u200f\ufeff]/;

/**
 * A person's name (sign-up, a checkout's buyer, anywhere else a name is typed): one line, at most 100 characters, no
 * control characters, bidi overrides or isolates, no invisible marks. Letters of any script, spaces, "'" and "-" stay.
 */
export const personNameField = textField(100).refine((s) => !NAME_INVISIBLES.test(s), identityMessages.notAllowedCharacters);

/** Free text that may span lines (a message to ops). */
export const multilineField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, identityMessages.tooLong(max))
    .refine((s) => !CONTROL_EXCEPT_NEWLINES.test(s), identityMessages.notAllowedCharacters);

const emailShape = z.email();
/** An e-mail address, compared and stored lower-cased. */
export const emailField = requiredString()
  .trim()
  .min(1, identityMessages.required)
  .max(254, identityMessages.tooLong(254))
  .refine((s) => !CONTROL_CHARACTERS.test(s) && emailShape.safeParse(s).success, identityMessages.emailFormat)
  .transform((s) => s.toLowerCase());

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const passwordField = requiredString()
  .min(1, identityMessages.required)
  .min(MIN_PASSWORD_LENGTH, identityMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong)
  .refine((s) => !CONTROL_CHARACTERS.test(s), identityMessages.notAllowedCharacters);

export const phoneField = z.object(
  {
    countryCode: requiredString().trim().min(1, identityMessages.required).regex(/^\+[1-9]\d{0,3}$/, identityMessages.phoneCountryCode),
    number: requiredString()
      .trim()
      .min(1, identityMessages.required)
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{4,14}$/, identityMessages.phoneNumber)),
  },
  { error: identityMessages.required },
);
export type Phone = z.infer<typeof phoneField>;

/** A relative path inside the storefront the sign-in may send the visitor back to (checked again by the api). */
export const nextPathField = z.string().max(2048).optional();

const bodyObject = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: 'Send a JSON object with the form fields.' });

/* ---- what the storefront forms send (the api parses exactly these) ---- */

export const signUpInput = bodyObject({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  confirmPassword: requiredString().min(1, identityMessages.required).max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong),
  locale: locale.optional(),
}).refine((v) => v.password === v.confirmPassword, { message: identityMessages.passwordsDiffer, path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpInput>;

/** Sign-in does not apply the password rules: a wrong password gets the one wrong-password answer. */
export const signInInput = bodyObject({
  email: emailField,
  password: requiredString().min(1, identityMessages.required).max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong),
  next: nextPathField,
  redirect: nextPathField,
});
export type SignInInput = z.infer<typeof signInInput>;

export const changePasswordInput = bodyObject({
  currentPassword: requiredString().min(1, identityMessages.required).max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong),
  password: passwordField,
  confirmPassword: requiredString().min(1, identityMessages.required).max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong),
}).refine((v) => v.password === v.confirmPassword, { message: identityMessages.passwordsDiffer, path: ['confirmPassword'] });

export const passwordResetRequestInput = bodyObject({ email: emailField, locale: locale.optional() });

export const passwordResetInput = bodyObject({
  token: requiredString().trim().min(1, identityMessages.required).max(200, identityMessages.tooLong(200)),
  password: passwordField,
  confirmPassword: requiredString().min(1, identityMessages.required).max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong),
}).refine((v) => v.password === v.confirmPassword, { message: identityMessages.passwordsDiffer, path: ['confirmPassword'] });

export const emailVerificationInput = bodyObject({
  token: requiredString().trim().min(1, identityMessages.required).max(200, identityMessages.tooLong(200)),
});

export const partnerApplicationInput = bodyObject({
  companyName: textField(200),
  contactName: textField(200),
  email: emailField,
  phone: phoneField,
  country: textField(100),
  city: textField(100).optional(),
  website: textField(300)
    .refine((s) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s), 'Enter a web address such as https://example.com.')
    .optional(),
  businessType: z.enum(['tourOperator', 'activityProvider', 'attraction', 'transport', 'hotel', 'other'], { error: identityMessages.required }),
  message: multilineField(2000).optional(),
  locale: locale.optional(),
});
export type PartnerApplicationInput = z.infer<typeof partnerApplicationInput>;

/* ---- events ---- */

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a sha-256 hex digest');

export const identityEventDefinitions = [
  defineEvent(
    'CustomerRegistered',
    z.object({
      customerId: z.string().min(1),
      firstName: z.string().min(1).max(100),
      lastName: z.string().min(1).max(100),
      email: z.string().email().max(254),
      phone: z.object({ countryCode: z.string(), number: z.string() }),
      /** argon2id PHC string: the parameters travel with the hash. */
      passwordHash: z.string().startsWith('$argon2id$'),
      locale: locale.nullable(),
      registeredAt: isoDateTime,
    }),
  ),
  defineEvent('EmailReserved', z.object({ emailHash: sha256Hex, customerId: z.string().min(1), reservedAt: isoDateTime })),
  defineEvent('PasswordChanged', z.object({ passwordHash: z.string().startsWith('$argon2id$'), changedAt: isoDateTime })),
  /** Only the sha-256 of the token is kept; the token itself exists in the e-mail alone. */
  defineEvent('PasswordResetRequested', z.object({ tokenHash: sha256Hex, expiresAt: isoDateTime, requestedAt: isoDateTime })),
  defineEvent('PasswordResetCompleted', z.object({ tokenHash: sha256Hex, passwordHash: z.string().startsWith('$argon2id$'), completedAt: isoDateTime })),
  defineEvent('RoleGranted', z.object({ role, grantedBy: z.string().min(1), grantedAt: isoDateTime })),
  defineEvent('EmailVerificationRequested', z.object({ tokenHash: sha256Hex, expiresAt: isoDateTime, requestedAt: isoDateTime })),
  /** From now on guest bookings made with this address belong to the account. */
  defineEvent('EmailVerified', z.object({ email: z.string().email().max(254), tokenHash: sha256Hex, verifiedAt: isoDateTime })),
] as const;

export type IdentityEvent = EventOf<(typeof identityEventDefinitions)[number]>;
export const identityEvents = createEventRegistry(identityEventDefinitions);

export const partnerEventDefinitions = [
  defineEvent(
    'PartnerApplicationSubmitted',
    z.object({
      applicationId: z.string().min(1),
      companyName: z.string().min(1).max(200),
      contactName: z.string().min(1).max(200),
      email: z.string().email().max(254),
      phone: z.object({ countryCode: z.string(), number: z.string() }),
      country: z.string().min(1).max(100),
      city: z.string().max(100).nullable(),
      website: z.string().max(300).nullable(),
      businessType: z.enum(['tourOperator', 'activityProvider', 'attraction', 'transport', 'hotel', 'other']),
      message: z.string().max(2000).nullable(),
      locale: locale.nullable(),
      submittedAt: isoDateTime,
    }),
  ),
] as const;

export type PartnerEvent = EventOf<(typeof partnerEventDefinitions)[number]>;
export const partnerEvents = createEventRegistry(partnerEventDefinitions);
