import { describe, expect, it } from 'vitest';
import type { PromoEvent } from '@rihla/events/promo';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { PromoRuleError, promoDecider, type PromoCommand } from './promo-decider.ts';
import { formatMoney, promoDiscount, promoProblem, promoTermsProblem, promoWorse } from './promo-rules.ts';
import { SEED_PROMOS } from './seed-promos.ts';

const byCode = (code: string) => SEED_PROMOS.find((p) => p.code === code)!;
const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
const aed = (amount: number) => ({ amount, currency: 'AED' as const });

const redeem = (bookingId: string, now = '2030-01-07T06:00:00.000Z', code = 'ONEUSE'): PromoCommand => ({ type: 'RedeemPromo', data: { code, bookingId, now } });

describe('promo discount rules', () => {
  it('every refusal in English and Arabic, amounts and dates written for the reader (no raw ISO date)', () => {
    const expired = promoProblem('expired', { code: 'EXPIRED20', expiresAt: byCode('EXPIRED20').expiresAt! });
    expect(expired.localized.en).toBe('The promo code EXPIRED20 expired on December 31, 2024.');
    expect(expired.localized.ar).toMatch(/^انتهت صلاحية رمز الخصم EXPIRED20 في 31 ديسمبر 2024/);
    expect(expired.localized.ar).not.toContain('2024-12-31');
    const min = promoTermsProblem(byCode('WELCOME10'), sar(9_999))!;
    expect(min.localized.ar).toContain('يتطلب رمز الخصم WELCOME10');
    expect(min.localized.ar).not.toContain('SAR 100.00');
    const worse = promoWorse({ code: 'WELCOME10', offered: sar(5_000), current: 'RIYADH50', currentDiscount: sar(5_500) });
    expect(worse.message).toBe('The promo code WELCOME10 takes off SAR 50.00, less than RIYADH50 (SAR 55.00), so RIYADH50 stays applied.');
    expect(worse.localized.ar).toContain('لذلك أبقينا RIYADH50');
  });

  it('percent rounds down to a minor unit; fixed never exceeds the subtotal', () => {
    expect(promoDiscount(byCode('WELCOME10'), sar(33_335))).toEqual(sar(3_333));
    expect(promoDiscount(byCode('RIYADH50'), sar(25_000))).toEqual(sar(5_000));
    expect(promoDiscount({ ...byCode('RIYADH50'), minSpend: 0 }, sar(3_000))).toEqual(sar(3_000));
  });

  it('minimum spend, with the amount and the cart total in the message', () => {
    expect(promoTermsProblem(byCode('WELCOME10'), sar(9_999))).toMatchObject({
      reason: 'minSpendNotMet',
      message: 'The promo code WELCOME10 needs a minimum spend of SAR 100.00; your cart comes to SAR 99.99.',
    });
    expect(promoTermsProblem(byCode('WELCOME10'), sar(10_000))).toBeNull();
    expect(promoDiscount(byCode('WELCOME10'), sar(9_999))).toEqual(sar(0));
  });

  it("a fixed discount and a minimum spend convert to the cart's charge currency at the reference rate", () => {
    // SAR 50 at 0.979333 AED per SAR is AED 48.97 (half up to the fil); the cart may be charged in any currency.
    expect(promoTermsProblem(byCode('RIYADH50'), aed(50_000))).toBeNull();
    expect(promoDiscount(byCode('RIYADH50'), aed(50_000))).toEqual(aed(4_897));
    // SAR 100 is AED 97.93: AED 97.00 is short, AED 98.00 qualifies.
    expect(promoTermsProblem(byCode('WELCOME10'), aed(9_700))).toMatchObject({ reason: 'minSpendNotMet' });
    expect(promoTermsProblem(byCode('WELCOME10'), aed(9_800))).toBeNull();
  });

  it('an empty cart cannot take a code', () => {
    expect(promoTermsProblem(byCode('ONEUSE'), sar(0))).toMatchObject({ reason: 'emptyCart' });
  });

  it('formats money for people', () => {
    expect(formatMoney(sar(125_050))).toBe('SAR 1,250.50');
  });
});

const spec = deciderSpecFor(promoDecider);
const created = (code: string): PromoEvent => ({ type: 'PromoCreated', data: byCode(code) });
const redeemed = (bookingId: string, code = 'ONEUSE', redeemedAt = '2030-01-07T06:00:00.000Z'): PromoEvent => ({ type: 'PromoRedeemed', data: { code, bookingId, redeemedAt } });
const problem = (reason: string) => expect.objectContaining({ problem: expect.objectContaining({ reason }) });

describe('promo decider', () => {
  it('creates once; the same terms again are a no-op; other terms are refused', () => {
    spec.given([]).when({ type: 'CreatePromo', data: byCode('ONEUSE') }).then([created('ONEUSE')]);
    spec.given([created('ONEUSE')]).when({ type: 'CreatePromo', data: { ...byCode('ONEUSE') } }).thenNothing();
    spec.given([created('ONEUSE')]).when({ type: 'CreatePromo', data: { ...byCode('ONEUSE'), value: 50 } }).thenThrows(PromoRuleError);
  });

  it('redeems within the usage limit, once per booking, and refuses unknown, expired and used-up codes', () => {
    spec.given([created('ONEUSE')]).when(redeem('b1')).then([redeemed('b1')]);
    spec.given([created('ONEUSE'), redeemed('b1')]).when(redeem('b1')).thenNothing();
    expect(() => promoDecider.decide(redeem('b2'), spec.given([created('ONEUSE'), redeemed('b1')]).state())).toThrow(problem('usedUp'));
    expect(() => promoDecider.decide(redeem('b1'), spec.given([]).state())).toThrow(problem('unknown'));
    spec.given([created('EXPIRED20')]).when(redeem('b3', '2030-01-01T00:00:00.000Z', 'EXPIRED20')).thenThrows(PromoRuleError, 'The promo code EXPIRED20 expired on December 31, 2024.');
  });
});
