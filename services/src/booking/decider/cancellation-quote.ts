import type { BookingItem } from '@rihla/events/booking';
import type { LocalizedText, Money } from '@rihla/events/common';
import { itemValue } from './booking-state.ts';
import { slotStartsAt } from './slot-start.ts';
import { unreachable } from '../../platform/unreachable.ts';

export type CancellationRule = 'free' | 'tier' | 'noTierInsideCutoff' | 'nonRefundable' | 'started';

export interface ItemCancellationQuote {
  itemId: string;
  startsAt: string;
  /** Whole minutes left before the start (negative once it started). */
  minutesBefore: number;
  cancellable: boolean;
  rule: CancellationRule;
  penaltyPercent: number;
  value: Money;
  penalty: Money;
  refund: Money;
  /** The rule that applies now, in the spec's wording. */
  policyText: LocalizedText;
}

function durationText(minutes: number): LocalizedText {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const en = [d ? `${d} ${d === 1 ? 'day' : 'days'}` : '', h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', m || (!d && !h) ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '']
    .filter(Boolean)
    .join(' ');
  const ar = [d ? `${d} يوم` : '', h ? `${h} ساعة` : '', m || (!d && !h) ? `${m} دقيقة` : ''].filter(Boolean).join(' و');
  return { en, ar };
}

const freeText = (minutes: number): LocalizedText => {
  const t = durationText(minutes);
  return { en: `Free cancellation up to ${t.en} before start of the experience`, ar: `إلغاء مجاني حتى ${t.ar} قبل بدء التجربة` };
};
const tierText = (minutes: number, percent: number): LocalizedText => {
  const t = durationText(minutes);
  return { en: `Less than ${t.en} before start of the experience ${percent}% penalty`, ar: `أقل من ${t.ar} قبل بدء التجربة: غرامة ${percent}%` };
};

/**
 * What cancelling one item costs at `now`, from its experience's policy and the slot's start in the slot's own time
 * zone: free until the cutoff; inside it the tightest matching tier's % penalty (the whole price when no tier
 * matches); non-refundable keeps everything; an experience that started can no longer be cancelled.
 */
export function quoteItemCancellation(item: BookingItem, now: Date): ItemCancellationQuote {
  const startsAt = slotStartsAt(item.slot.date, item.slot.startTime, item.timeZone);
  const minutesBefore = Math.floor((startsAt.getTime() - now.getTime()) / 60_000);
  const value = itemValue(item);
  const base = { itemId: item.itemId, startsAt: startsAt.toISOString(), minutesBefore, value };
  const priced = (rule: CancellationRule, penaltyPercent: number, policyText: LocalizedText, cancellable = true): ItemCancellationQuote => {
    const penalty = Math.round((value.amount * penaltyPercent) / 100);
    return { ...base, cancellable, rule, penaltyPercent, penalty: { amount: penalty, currency: value.currency }, refund: { amount: value.amount - penalty, currency: value.currency }, policyText };
  };
  if (minutesBefore <= 0) return priced('started', 100, { en: 'The experience has already started', ar: 'بدأت التجربة بالفعل' }, false);
  const policy = item.cancellationPolicy;
  switch (policy.kind) {
    case 'nonRefundable':
      return priced('nonRefundable', 100, { en: 'Non-refundable', ar: 'غير قابل للاسترداد' });
    case 'freeCancellation': {
      if (minutesBefore >= policy.freeUntilMinutesBefore) return priced('free', 0, freeText(policy.freeUntilMinutesBefore));
      const tier = policy.tiers.filter((t) => minutesBefore < t.minutesBefore).sort((a, b) => a.minutesBefore - b.minutesBefore)[0];
      if (!tier) return priced('noTierInsideCutoff', 100, tierText(policy.freeUntilMinutesBefore, 100));
      return priced('tier', tier.penaltyPercent, tierText(tier.minutesBefore, tier.penaltyPercent));
    }
    default:
      return unreachable(policy);
  }
}
