/** The cancellation calls of the invoices page, typed (GET /bookings/:id/cancellation-quote, POST /bookings/:id/cancellations). */
import { answer, api, type GetAnswer } from './api';

export type CancellationQuote = GetAnswer<'/bookings/{id}/cancellation-quote'>;
export type ItemQuote = CancellationQuote['items'][number];
export type CancellationPolicy = NonNullable<ItemQuote['policy']>;

export const cancellation = {
  quote: (id: string) => answer(api.GET('/bookings/{id}/cancellation-quote', { params: { path: { id } } })),
  confirm: (id: string, itemIds: string[]) => answer(api.POST('/bookings/{id}/cancellations', { params: { path: { id } }, body: { itemIds } })),
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
