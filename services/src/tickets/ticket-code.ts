import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import { ticketRefPattern } from '@rihla/events/tickets';
import { readableCode } from '../platform/readable-code.ts';

/** What a QR starts with: the issuer and the format version, so another company's code is told apart at once. */
const PREFIX = 'RIHLA-T1';

/**
 * A ticket's reference, derived from the booking id (itself an unguessable hash) so every read model can be rebuilt
 * to the same references: ten characters of the order-id alphabet, about 50 bits.
 */
export function ticketRefFor(bookingId: string, itemId: string, number: number): string {
  return `TK-${readableCode(hash('sha256', `ticket\0${bookingId}\0${itemId}\0${number}`, 'hex').slice(0, 20), 10)}`;
}

const macOf = (secret: string, ref: string) => createHmac('sha256', secret).update(`rihla ticket\0${ref}`).digest('base64url').slice(0, 22);

/** The text a ticket's QR carries: the reference and its HMAC (128 bits) under the Rihla-only ticket secret. No personal data. */
export function signedTicketCode(secret: string, ref: string): string {
  return `${PREFIX}.${ref}.${macOf(secret, ref)}`;
}

export type ReadCode = { kind: 'ref'; ref: string; signed: boolean } | { kind: 'forged' } | { kind: 'unreadable' };

/**
 * What a scanned or typed code is: a signed QR whose HMAC holds, a typed reference (staff type it when the camera
 * cannot read the code), a Rihla code whose signature does not hold (forged or altered), or nothing Rihla issued.
 */
export function readTicketCode(secret: string, text: string): ReadCode {
  const raw = text.trim();
  if (raw.startsWith(`${PREFIX}.`)) {
    const [, ref, mac] = raw.split('.');
    if (!ref || !mac || raw.split('.').length !== 3 || !ticketRefPattern.test(ref)) return { kind: 'forged' };
    const expected = Buffer.from(macOf(secret, ref));
    const presented = Buffer.from(mac);
    return presented.length === expected.length && timingSafeEqual(presented, expected) ? { kind: 'ref', ref, signed: true } : { kind: 'forged' };
  }
  const typed = raw.toUpperCase().replace(/[\s-]/g, '');
  const ref = typed.startsWith('TK') ? `TK-${typed.slice(2)}` : `TK-${typed}`;
  return ticketRefPattern.test(ref) ? { kind: 'ref', ref, signed: false } : { kind: 'unreadable' };
}
