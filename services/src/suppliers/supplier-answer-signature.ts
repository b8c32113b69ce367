import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A supplier signs each answer's exact bytes with its key: header `signature` = `sha256=` + hex HMAC-SHA256. The
 * supplierId header says whose key to check, so one supplier cannot answer in another's name.
 */
export const signAnswer = (key: string, value: string): string => `sha256=${createHmac('sha256', key).update(value).digest('hex')}`;

export function answerSignatureValid(key: string, value: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(signAnswer(key, value));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
