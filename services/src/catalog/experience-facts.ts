import type { CurrencyCode } from '@rihla/events/common';
import type { Experience, ExperienceOption } from '@rihla/events/catalog';
import type { DurationBand, TimeOfDay } from './vocabulary.ts';

export interface FromPrice {
  amount: number;
  currency: CurrencyCode;
  per: 'person' | 'item';
}

/** Facts the listing filters and sorts on, derived once when the read model changes instead of per request. */
export interface ExperienceFacts {
  fromPrice: FromPrice;
  timeOfDay: TimeOfDay[];
  durationBand: DurationBand;
  freeCancellation: boolean;
}

const MINUTES_PER_DAY = 24 * 60;

function optionFromPrice(option: ExperienceOption): FromPrice {
  const p = option.pricing;
  if (p.mode === 'perItem') return { amount: p.amount, currency: p.currency, per: 'item' };
  // "From" is what an adult pays; a child-only or free-entry option falls back to its cheapest paid unit.
  const adult = p.units.filter((u) => u.unit === 'adult').map((u) => u.amount);
  const paid = p.units.map((u) => u.amount).filter((a) => a > 0);
  const candidates = adult.length ? adult : paid.length ? paid : [0];
  return { amount: Math.min(...candidates), currency: p.currency, per: 'person' };
}

function fromPriceOf(options: readonly ExperienceOption[]): FromPrice {
  let best: FromPrice | null = null;
  for (const o of options) {
    const p = optionFromPrice(o);
    if (!best || p.amount < best.amount || (p.amount === best.amount && p.per === 'person' && best.per === 'item')) best = p;
  }
  return best!;
}

function bucketOf(startTime: string): TimeOfDay {
  const hour = Number(startTime.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  if (hour < 21) return 'evening';
  return 'night';
}

function timeOfDayOf(e: Pick<Experience, 'options' | 'duration'>): TimeOfDay[] {
  const buckets = new Set<TimeOfDay>();
  for (const o of e.options) for (const t of o.startTimes) buckets.add(bucketOf(t));
  // An overnight trip is a night-time experience whenever it starts.
  if (e.duration.unit === 'overnight' || e.duration.unit === 'nights') buckets.add('night');
  const order: TimeOfDay[] = ['morning', 'afternoon', 'evening', 'night'];
  return order.filter((b) => buckets.has(b));
}

function durationBandOf(d: Experience['duration']): DurationBand {
  if (d.unit === 'nights' || (d.unit === 'days' && d.value > 1)) return 'multi-day';
  if (d.totalMinutes <= 60) return 'up-to-1-hour';
  if (d.totalMinutes <= 240) return '1-4-hours';
  if (d.totalMinutes <= MINUTES_PER_DAY) return '4-hours-to-1-day';
  return 'multi-day';
}

export function deriveExperienceFacts(e: Pick<Experience, 'options' | 'duration' | 'cancellationPolicy'>): ExperienceFacts {
  return {
    fromPrice: fromPriceOf(e.options),
    timeOfDay: timeOfDayOf(e),
    durationBand: durationBandOf(e.duration),
    freeCancellation: e.cancellationPolicy.kind === 'freeCancellation',
  };
}
