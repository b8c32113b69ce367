import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The six-digit code of one "Find my booking" request, derived from the request id with the booking-link secret: the
 * worker that e-mails it and the route that checks it compute the same code, so the code itself is never stored or
 * queued. Pure: the secret comes in.
 */
export function lookupCodeOf(secret: string, requestId: string): string {
  const n = createHmac('sha256', secret).update(`booking-lookup-code:${requestId}`).digest().readUInt32BE(0);
  return String(n % 1_000_000).padStart(6, '0');
}

/** Compares a typed code with the expected one in constant time (spaces a person may type are ignored). */
export function codeMatches(typed: string, expected: string): boolean {
  const given = Buffer.from(typed.replace(/\s+/g, ''));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
