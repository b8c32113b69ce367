import { describe, expect, it } from 'vitest';
import { bookingItem } from '../testing/booking-items.ts';
import { quoteItemCancellation } from './cancellation-quote.ts';
import { slotStartsAt } from './slot-start.ts';

// 2030-01-08 09:00 in Riyadh (UTC+3) is 06:00 UTC.
const start = Date.parse('2030-01-08T06:00:00.000Z');
const before = (minutes: number) => new Date(start - minutes * 60_000);
const policy = { kind: 'freeCancellation' as const, freeUntilMinutesBefore: 2880, tiers: [{ minutesBefore: 2880, penaltyPercent: 25 }, { minutesBefore: 360, penaltyPercent: 80 }] };

describe('cancellation quote', () => {
  it('reads the slot start in its own time zone', () => {
    expect(slotStartsAt('2030-01-08', '09:00', 'Asia/Riyadh').toISOString()).toBe('2030-01-08T06:00:00.000Z');
    expect(slotStartsAt('2030-01-08', '09:00', 'Asia/Dubai').toISOString()).toBe('2030-01-08T05:00:00.000Z');
  });

  it('is free until the cutoff, then the tightest matching tier applies', () => {
    const item = bookingItem('i1', { cancellationPolicy: policy, discount: { amount: 2_000, currency: 'SAR' } });
    expect(quoteItemCancellation(item, before(2880))).toMatchObject({ rule: 'free', penaltyPercent: 0, refund: { amount: 8_000 } });
    expect(quoteItemCancellation(item, before(2879))).toMatchObject({ rule: 'tier', penaltyPercent: 25, penalty: { amount: 2_000 }, refund: { amount: 6_000 } });
    const late = quoteItemCancellation(item, before(300));
    expect(late).toMatchObject({ rule: 'tier', penaltyPercent: 80, penalty: { amount: 6_400 }, refund: { amount: 1_600 } });
    expect(late.policyText.en).toBe('Less than 6 hours before start of the experience 80% penalty');
  });

  it('keeps everything when non-refundable or when no tier matches inside the cutoff, and refuses once started', () => {
    expect(quoteItemCancellation(bookingItem('i1', { cancellationPolicy: { kind: 'nonRefundable' } }), before(10_000))).toMatchObject({ rule: 'nonRefundable', refund: { amount: 0 }, cancellable: true });
    const noTier = bookingItem('i1', { cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 1440, tiers: [] } });
    expect(quoteItemCancellation(noTier, before(1439))).toMatchObject({ rule: 'noTierInsideCutoff', penaltyPercent: 100 });
    expect(quoteItemCancellation(noTier, before(0))).toMatchObject({ rule: 'started', cancellable: false });
  });

  it('words the policy like the spec, in both languages', () => {
    const q = quoteItemCancellation(bookingItem('i1', { cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 60, tiers: [{ minutesBefore: 1561, penaltyPercent: 10 }] } }), before(30));
    expect(q.policyText.en).toBe('Less than 1 day 2 hours 1 minute before start of the experience 10% penalty');
    expect(q.policyText.ar).toContain('10%');
  });
});
