import { describe, expect, it } from 'vitest';
import { signBookingLink, verifyBookingLink } from './booking-link.ts';

const secret = 'test-secret-0123456789';
const now = new Date('2030-01-01T00:00:00Z');

describe('booking links', () => {
  it('a signed link opens its booking until it expires', () => {
    const token = signBookingLink({ bookingId: 'bk-1', expiresAt: '2030-02-01T00:00:00.000Z' }, secret);
    expect(verifyBookingLink(token, now, secret)).toEqual({ bookingId: 'bk-1', expiresAt: '2030-02-01T00:00:00.000Z' });
    expect(verifyBookingLink(token, new Date('2030-02-01T00:00:00Z'), secret)).toBeNull();
  });

  it('refuses a link for another booking, a changed expiry, another secret or garbage', () => {
    const token = signBookingLink({ bookingId: 'bk-1', expiresAt: '2030-02-01T00:00:00.000Z' }, secret);
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ b: 'bk-2', e: '2030-02-01T00:00:00.000Z' })).toString('base64url')}.${sig}`;
    const longer = `${Buffer.from(JSON.stringify({ b: 'bk-1', e: '2099-01-01T00:00:00.000Z' })).toString('base64url')}.${sig}`;
    for (const bad of [forged, longer, token.slice(0, -2), `${token}.x`, 'nonsense', '']) expect(verifyBookingLink(bad, now, secret)).toBeNull();
    expect(verifyBookingLink(token, now, 'another-secret-0123456')).toBeNull();
  });
});
