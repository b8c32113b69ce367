import { dictionary } from '@zxcvbn-ts/language-common';

let known: Set<string> | null = null;

/**
 * True for a password on the breached/common list (ASVS 2.1.7): zxcvbn-ts's ranked list of ~49,000 passwords seen
 * in breaches, offline, compared case-insensitively. Loaded once, on first use.
 */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return known.has(password.toLowerCase());
}
