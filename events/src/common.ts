import { z } from 'zod';

/** Every visitor-facing text exists in English and Arabic; English is the source of truth. */
export const localizedText = z.object({
  en: z.string().min(1),
  ar: z.string().min(1),
});
export type LocalizedText = z.infer<typeof localizedText>;

export const locale = z.enum(['en', 'ar']);
export type Locale = z.infer<typeof locale>;

export const currencyCode = z.enum(['SAR', 'AED', 'USD', 'EUR']);
export type CurrencyCode = z.infer<typeof currencyCode>;

/** Money is integer minor units plus an ISO currency; never floats. */
export const money = z.object({
  amount: z.number().int(),
  currency: currencyCode,
});
export type Money = z.infer<typeof money>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
/**
 * A real calendar date written YYYY-MM-DD: zod's own date pattern (leap years included) with its \d spelled [0-9],
 * because Python and Rust, reading the OpenAPI document, take \d for any script's digits.
 */
export const calendarDatePattern = new RegExp(z.regexes.date.source.replaceAll('\\d', '[0-9]'));

/**
 * What String.prototype.trim removes (ECMAScript white space and line terminators), as a regex character-class body:
 * spelled out, because \s means different things to JavaScript, Python and Rust (the engines a client or a contract
 * test may read the OpenAPI document's patterns with).
 */
export const TRIMMED = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** The characters of codes people read and type (order ids, ticket references): no 0/O, 1/I/L. */
export const READABLE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');
export const isoDateTime = z.string().datetime({ offset: true });
export const timeZone = z.enum(['Asia/Riyadh', 'Asia/Dubai']);
export type TimeZone = z.infer<typeof timeZone>;

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug');

/** A person's name as events store it (the forms check more on the way in: see identity.ts). */
export const personName = z.object({ firstName: z.string().min(1).max(100), lastName: z.string().min(1).max(100) });
/** An e-mail address as events store it. */
export const emailAddress = z.string().email().max(254);
/** A phone number as events store it: the calling code and the number as entered. */
export const phoneNumber = z.object({ countryCode: z.string(), number: z.string() });
