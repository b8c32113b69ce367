import { describe, expect, it } from 'vitest';
import { normaliseContact } from './octo-contact.ts';
import { buyerOf, phoneOf } from './buyer-of.ts';
import { OctoError } from './octo-error.ts';

describe('an OCTO contact as the engine buyer', () => {
  it.each([
    ['+966 50 123 4567', { countryCode: '+966', number: '501234567' }],
    ['+971-4-123-4567', { countryCode: '+971', number: '41234567' }],
    ['+44 20 7946 0958', { countryCode: '+44', number: '2079460958' }],
    ['0501234567', null],
    ['', null],
  ])('phone %s', (raw, expected) => expect(phoneOf(raw)).toEqual(expected));

  it('splits a full name and names every missing field at once', () => {
    expect(buyerOf(normaliseContact({ fullName: 'Layla bint Saad', emailAddress: 'l@example.com', phoneNumber: '+966501234567' }))).toEqual({
      firstName: 'Layla',
      lastName: 'bint Saad',
      email: 'l@example.com',
      phone: { countryCode: '+966', number: '501234567' },
    });
    expect(() => buyerOf(normaliseContact({ firstName: 'Layla' }))).toThrow(OctoError);
    expect(() => buyerOf(normaliseContact({ firstName: 'Layla', phoneNumber: '0501234567' }))).toThrow(/lastName.*emailAddress.*phoneNumber/);
    // No phone at all books: a reseller's customer may have none.
    expect(buyerOf(normaliseContact({ fullName: 'Layla Saad', emailAddress: 'l@example.com' }))).toMatchObject({ phone: null });
  });
});
