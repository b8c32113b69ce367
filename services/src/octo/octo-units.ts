import { UnitType, type Unit } from '@octocloud/types';
import type { ExperienceOption, Pricing } from '@rihla/events/catalog';
import type { Participants } from '@rihla/events/cart';
import type { VatCountry } from '../catalog/index.ts';
import { octoPricing } from './octo-pricing.ts';

/** The unit a per-item option sells: one boat, car or private group, whatever the people in it. */
export const ITEM_UNIT_ID = 'item';

const typeOf = { adult: UnitType.ADULT, child: UnitType.CHILD, infant: UnitType.INFANT } as const;
const nameOf = { adult: 'Adult', child: 'Child', infant: 'Infant' } as const;

/** OCTO units of an option, with their prices when the pricing capability is on. */
export function unitsOf(option: ExperienceOption, countryCode: VatCountry, withPricing: boolean): Unit[] {
  const p = option.pricing;
  if (p.mode === 'perItem') {
    return [
      {
        id: ITEM_UNIT_ID,
        internalName: 'Item',
        reference: ITEM_UNIT_ID,
        type: UnitType.OTHER,
        restrictions: { minAge: 0, maxAge: 99, idRequired: false, minQuantity: 1, maxQuantity: option.capacityPerSlot, paxCount: p.maxPeoplePerItem, accompaniedBy: [] },
        requiredContactFields: [],
        ...(withPricing ? { pricingFrom: [octoPricing(p.amount, p.currency, countryCode)] } : {}),
      },
    ];
  }
  return p.units.map((u) => ({
    id: u.unit,
    internalName: nameOf[u.unit],
    reference: u.unit,
    type: typeOf[u.unit],
    restrictions: {
      minAge: u.ageMin,
      maxAge: u.ageMax,
      idRequired: false,
      minQuantity: null,
      maxQuantity: option.capacityPerSlot,
      paxCount: 1,
      // Children and infants travel with an adult when the option sells adult places.
      accompaniedBy: u.unit !== 'adult' && p.units.some((x) => x.unit === 'adult') ? ['adult'] : [],
    },
    requiredContactFields: [],
    ...(withPricing ? { pricingFrom: [octoPricing(u.amount, p.currency, countryCode)] } : {}),
  }));
}

/** The unit ids an option sells. */
export const unitIdsOf = (pricing: Pricing): string[] => (pricing.mode === 'perItem' ? [ITEM_UNIT_ID] : pricing.units.map((u) => u.unit));

/** Travellers (per-person options) or items (per-item options) of a list of unit items; null names an unknown unit. */
export function lineSizeOf(pricing: Pricing, unitIds: readonly string[]): { participants?: Participants; quantity?: number } | { unknownUnitId: string } {
  const known = new Set(unitIdsOf(pricing));
  const unknown = unitIds.find((u) => !known.has(u));
  if (unknown !== undefined) return { unknownUnitId: unknown };
  if (pricing.mode === 'perItem') return { quantity: unitIds.length };
  const count = (unit: string) => unitIds.filter((u) => u === unit).length;
  return { participants: { adult: count('adult'), child: count('child'), infant: count('infant') } };
}

/** What one unit costs, in minor units of the option's currency. */
export const unitAmountOf = (pricing: Pricing, unitId: string): number =>
  pricing.mode === 'perItem' ? pricing.amount : (pricing.units.find((u) => u.unit === unitId)?.amount ?? 0);
