import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.ts';
import { checkCapture, checkRefund, releasedByVoid, type PaymentBalance } from './payment-rules.ts';

const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
const held = (captured = 0, refunded = 0): PaymentBalance => ({ status: 'authorized', paymentId: 'pay_1', currency: 'SAR', authorized: 10000, captured, refunded, wholeCaptureOnly: false });
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof PaymentProviderError ? e.code : 'other';
  }
};

describe('payment rules', () => {
  it('captures up to the authorization, in parts', () => {
    expect(code(() => checkCapture(held(), sar(10000)))).toBe('ok');
    expect(code(() => checkCapture(held(6000), sar(4000)))).toBe('ok');
    expect(code(() => checkCapture(held(6000), sar(4001)))).toBe('amount_exceeds_authorized');
  });

  it('a method that cannot be captured in part (mada, charged at once) takes one capture of the whole amount', () => {
    const mada = (captured = 0): PaymentBalance => ({ ...held(captured), wholeCaptureOnly: true });
    expect(code(() => checkCapture(mada(), sar(6000)))).toBe('partial_capture_not_supported');
    expect(code(() => checkCapture(mada(), sar(10000)))).toBe('ok');
    expect(code(() => checkCapture(mada(10000), sar(10000)))).toBe('amount_exceeds_authorized');
  });

  it('refuses a capture after a void, a zero or negative amount and a foreign currency', () => {
    expect(code(() => checkCapture({ ...held(), status: 'voided' }, sar(1)))).toBe('payment_voided');
    expect(code(() => checkCapture(held(), sar(0)))).toBe('invalid_request');
    expect(code(() => checkCapture(held(), sar(-5)))).toBe('invalid_request');
    expect(code(() => checkCapture(held(), { amount: 100, currency: 'AED' }))).toBe('currency_mismatch');
  });

  it('a void releases what was not captured, and nothing the second time', () => {
    expect(releasedByVoid(held(2500))).toBe(7500);
    expect(releasedByVoid({ ...held(2500), status: 'voided' })).toBe(0);
  });

  it('refunds at most captured minus refunded, also after a void', () => {
    expect(code(() => checkRefund(held(5000, 1000), sar(4000)))).toBe('ok');
    expect(code(() => checkRefund(held(5000, 1000), sar(4001)))).toBe('amount_exceeds_refundable');
    expect(code(() => checkRefund(held(), sar(1)))).toBe('amount_exceeds_refundable');
    expect(code(() => checkRefund({ ...held(5000), status: 'voided' }, sar(5000)))).toBe('ok');
  });
});
