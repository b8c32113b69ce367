import { describe, expect, it } from 'vitest';
import { convertMoney } from './convert-money';

const rates = { SAR: { USD: 0.266667, AED: 0.979333 }, AED: { SAR: 1.021103 } };

describe('convertMoney', () => {
  it('converts minor units at the rate, half up, like the cart', () => {
    expect(convertMoney({ amount: 55_000, currency: 'SAR' }, 'USD', rates)).toEqual({ amount: 14_667, currency: 'USD' });
    expect(convertMoney({ amount: 20_000, currency: 'AED' }, 'SAR', rates)).toEqual({ amount: 20_422, currency: 'SAR' });
  });
  it('keeps the same currency and gives up on an unknown rate', () => {
    expect(convertMoney({ amount: 100, currency: 'SAR' }, 'SAR', rates)).toEqual({ amount: 100, currency: 'SAR' });
    expect(convertMoney({ amount: 100, currency: 'EUR' }, 'SAR', rates)).toBeNull();
  });
});
