import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a booking link grants: this one booking, until this instant. */
export interface BookingLinkClaim {
  bookingId: string;
  expiresAt: string;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(`booking-link:${payload}`).digest();

/**
 * The link a buyer gets by e-mail and WhatsApp: the booking id and an expiry, signed (HMAC-SHA256) so it cannot be
 * made up or pointed at another booking. Pure: the secret and the expiry come in.
 */
export function signBookingLink(claim: BookingLinkClaim, secret: string): string {
  const payload = b64(JSON.stringify({ b: claim.bookingId, e: claim.expiresAt }));
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The claim of a genuine, unexpired link; null for anything else (tampered, truncated, expired). */
export function verifyBookingLink(token: string, now: Date, secret: string): BookingLinkClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claim: { b?: unknown; e?: unknown };
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { b?: unknown; e?: unknown };
  } catch {
    return null;
  }
  if (typeof claim.b !== 'string' || typeof claim.e !== 'string') return null;
  const expires = Date.parse(claim.e);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return null;
  return { bookingId: claim.b, expiresAt: claim.e };
}
