import { describe, expect, it } from 'vitest';
import { validateCardForm } from './card-form.ts';
import { decideCard, isLuhnValid, TEST_CARDS } from './test-cards.ts';

describe('test cards', () => {
  it('every listed test card passes the Luhn check; typos do not', () => {
    for (const c of TEST_CARDS) expect(isLuhnValid(c.number)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('42424242')).toBe(false);
    expect(isLuhnValid('4242a24242424242')).toBe(false);
  });

  it('decides by card number', () => {
    expect(decideCard('4242424242424242')).toEqual({ outcome: 'authorized' });
    expect(decideCard('4000000000000002')).toEqual({ outcome: 'declined', reason: 'card_declined' });
    expect(decideCard('4000000000009995')).toEqual({ outcome: 'declined', reason: 'insufficient_funds' });
    expect(decideCard('5555555555554444')).toEqual({ outcome: 'authorized' });
  });

  it('validates the hosted form: card, expiry (not past), cvc, name', () => {
    const now = new Date('2026-03-15T00:00:00Z');
    expect(validateCardForm({ cardNumber: '4242 4242 4242 4242', expiry: '03/26', cvc: '123', name: 'Sara Ali' }, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', name: 'Sara Ali' },
    });
    const bad = validateCardForm({ cardNumber: '4242 4242 4242 4241', expiry: '02/26', cvc: '12', name: ' ' }, now);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors).toEqual({ cardNumber: 'errCardNumber', expiry: 'errExpired', cvc: 'errCvc', name: 'errName' });
    const badFormat = validateCardForm({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '1234', name: 'Al' }, now);
    expect(badFormat.ok === false && badFormat.errors).toEqual({ expiry: 'errExpiry' });
  });
});
