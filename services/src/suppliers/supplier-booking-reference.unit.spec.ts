import { describe, expect, it } from 'vitest';
import { supplierBookingReferences } from './supplier-booking-reference.ts';

const refs = supplierBookingReferences('a-test-secret-of-at-least-32-characters');
const BOOKING = 'bk6e1ec1aa58448c6ad4f265a7';

describe("a supplier's own reference of a booking", () => {
  it('hides the booking id, is stable per supplier and booking, and differs between suppliers and bookings', () => {
    const a = refs.referenceOf('sup-a', BOOKING);
    expect(a).not.toContain(BOOKING);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain(BOOKING);
    expect(refs.referenceOf('sup-a', BOOKING)).toBe(a);
    expect(refs.referenceOf('sup-b', BOOKING)).not.toBe(a);
    expect(refs.referenceOf('sup-a', 'bk0000000000000000000000aa')).not.toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
  });

  it('maps back to the booking for its own supplier only; altered, foreign or made-up references name nothing', () => {
    const a = refs.referenceOf('sup-a', BOOKING);
    expect(refs.bookingOf('sup-a', a)).toBe(BOOKING);
    expect(refs.bookingOf('sup-b', a)).toBeNull();
    const flipped = Buffer.from(a, 'base64url');
    flipped[14]! ^= 1;
    expect(refs.bookingOf('sup-a', flipped.toString('base64url'))).toBeNull();
    expect(refs.bookingOf('sup-a', BOOKING)).toBeNull();
    expect(refs.bookingOf('sup-a', '')).toBeNull();
    expect(refs.bookingOf('sup-a', 'not base64url!')).toBeNull();
    expect(refs.bookingOf('sup-a', 'A'.repeat(400))).toBeNull();
    expect(supplierBookingReferences('another-secret-of-at-least-32-characters').bookingOf('sup-a', a)).toBeNull();
  });
});
