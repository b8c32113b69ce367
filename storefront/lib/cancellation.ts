/** The cancellation calls of the invoices page, typed (GET /bookings/:id/cancellation-quote, POST /bookings/:id/cancellations). */
import { apiRequest } from './api';
import type { LocalizedText, Money } from './types';

export type CancellationPolicy =
  | { kind: 'nonRefundable' }
  | { kind: 'freeCancellation'; freeUntilMinutesBefore: number; tiers: { minutesBefore: number; penaltyPercent: number }[] };

export interface ItemQuote {
  itemId: string;
  title?: LocalizedText;
  startsAt: string;
  /** Whole minutes left before the start (negative once it started). */
  minutesBefore: number;
  cancellable: boolean;
  rule: 'free' | 'tier' | 'noTierInsideCutoff' | 'nonRefundable' | 'started';
  penaltyPercent: number;
  value: Money;
  penalty: Money;
  refund: Money;
  /** The api's own wording of the rule that applies now (used when the policy is of a kind this page does not know). */
  policyText: LocalizedText;
  policy?: CancellationPolicy;
}

export interface CancellationQuote {
  bookingId: string;
  quotedAt: string;
  cancellable: boolean;
  items: ItemQuote[];
  penalty: Money;
  /** What goes back to the card: zero for a booking that was not paid (pay later). */
  refundAmount: Money;
}

export const cancellation = {
  quote: (bookingId: string) => apiRequest<CancellationQuote>(`/bookings/${encodeURIComponent(bookingId)}/cancellation-quote`),
  confirm: (bookingId: string, itemIds: string[]) => apiRequest<Record<string, unknown>>(`/bookings/${encodeURIComponent(bookingId)}/cancellations`, { method: 'POST', body: { itemIds } }),
};

/**
 * The rule that applies to an item now, as words to show: free until a cutoff, a % penalty inside a tier (the
 * tightest tier the start falls inside, as the api computes it), non-refundable, or already started.
 */
export type PolicyWords =
  | { key: 'free'; minutes: number }
  | { key: 'tier'; minutes: number; percent: number }
  | { key: 'nonRefundable' }
  | { key: 'started' }
  | { key: 'text' };

export function policyWords(q: ItemQuote): PolicyWords {
  const p = q.policy;
  if (q.rule === 'started') return { key: 'started' };
  if (q.rule === 'nonRefundable') return { key: 'nonRefundable' };
  if (p?.kind !== 'freeCancellation') return { key: 'text' };
  if (q.rule === 'free') return { key: 'free', minutes: p.freeUntilMinutesBefore };
  if (q.rule === 'noTierInsideCutoff') return { key: 'tier', minutes: p.freeUntilMinutesBefore, percent: q.penaltyPercent };
  const tier = p.tiers.filter((t) => q.minutesBefore < t.minutesBefore).sort((a, b) => a.minutesBefore - b.minutesBefore)[0];
  return tier ? { key: 'tier', minutes: tier.minutesBefore, percent: tier.penaltyPercent } : { key: 'text' };
}

/** Days, hours and minutes of a duration, largest first, zero parts left out (at least one part). */
export function durationParts(minutes: number): { unit: 'days' | 'hours' | 'minutes'; n: number }[] {
  // Under two days reads better in hours ("24 hours before", "36 hours before").
  const days = minutes >= 2880 ? Math.floor(minutes / 1440) : 0;
  const parts = [
    { unit: 'days' as const, n: days },
    { unit: 'hours' as const, n: Math.floor((minutes - days * 1440) / 60) },
    { unit: 'minutes' as const, n: minutes % 60 },
  ].filter((p) => p.n > 0);
  return parts.length ? parts : [{ unit: 'minutes', n: 0 }];
}
