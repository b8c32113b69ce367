import { dictionary } from '@zxcvbn-ts/language-common';
import { identityMessages } from '@rihla/events/identity';
import type { z } from 'zod';

let known: Set<string> | null = null;

/**
 * True for a password on the breached/common list (ASVS 2.1.7): zxcvbn-ts's ranked list of ~49,000 passwords seen
 * in breaches, offline, compared case-insensitively. Loaded once, on first use.
 */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return known.has(password.toLowerCase());
}

/** The form schema, also refusing a common `password` with the message for that field (both languages show it). */
export function refusingCommonPasswords<S extends z.ZodType<{ password: string }>>(schema: S): S {
  return schema.superRefine((v, ctx) => {
    if (isCommonPassword(v.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: identityMessages.commonPassword });
  }) as unknown as S;
}
