import { AvailabilityType, DeliveryFormat, DeliveryMethod, DurationUnit, PricingPer, RedemptionMethod, type Option, type Product } from '@octocloud/types';
import type { Locale } from '@rihla/events/common';
import type { ExperienceDocument } from '../catalog/index.ts';
import { optionPickups } from './octo-pickups.ts';
import { unitsOf } from './octo-units.ts';

export interface OctoCapabilities {
  pricing: boolean;
  content: boolean;
  /** octo/pickups: pickup points on options, availabilities and bookings. */
  pickups?: boolean;
}

/** OCTO cancellation cutoff: how long before the start a free cancellation is still possible (none: at the start). */
function cutoffOf(doc: ExperienceDocument): Pick<Option, 'cancellationCutoff' | 'cancellationCutoffAmount' | 'cancellationCutoffUnit'> {
  const minutes = doc.cancellationPolicy.kind === 'freeCancellation' ? doc.cancellationPolicy.freeUntilMinutesBefore : 0;
  if (minutes % 1440 === 0 && minutes > 0) return { cancellationCutoff: `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`, cancellationCutoffAmount: minutes / 1440, cancellationCutoffUnit: DurationUnit.DAY };
  if (minutes % 60 === 0) return { cancellationCutoff: `${minutes / 60} hour${minutes === 60 ? '' : 's'}`, cancellationCutoffAmount: minutes / 60, cancellationCutoffUnit: DurationUnit.HOUR };
  return { cancellationCutoff: `${minutes} minutes`, cancellationCutoffAmount: minutes, cancellationCutoffUnit: DurationUnit.MINUTE };
}

/** An experience as an OCTO product: one option per experience option, units per price type. */
export function toOctoProduct(doc: ExperienceDocument, locale: Locale, caps: OctoCapabilities): Product {
  const minutes = doc.duration.totalMinutes;
  const content = (title: string, description: string | null) =>
    caps.content ? { title, shortDescription: description === null ? null : description.split(/(?<=[.!؟?])\s/)[0]!, description, durationMinutesFrom: doc.duration.minTotalMinutes ?? minutes, durationMinutesTo: minutes } : {};
  return {
    id: doc.experienceId,
    internalName: doc.title.en,
    reference: doc.slug.en,
    locale: locale === 'ar' ? 'ar' : 'en',
    timeZone: doc.timeZone,
    allowFreesale: false,
    instantConfirmation: doc.supplier.confirmationMode === 'instant',
    instantDelivery: true,
    availabilityRequired: true,
    // A day ticket (museums, theme parks) is sold per open day; its one start time is the opening time.
    availabilityType: doc.availabilityType === 'OPENING_HOURS' ? AvailabilityType.OPENING_HOURS : AvailabilityType.START_TIME,
    deliveryFormats: [DeliveryFormat.QRCODE],
    deliveryMethods: [DeliveryMethod.VOUCHER],
    redemptionMethod: RedemptionMethod.DIGITAL,
    ...(caps.pricing
      ? { defaultCurrency: doc.options[0]!.pricing.currency, availableCurrencies: [...new Set(doc.options.map((o) => o.pricing.currency))], pricingPer: PricingPer.UNIT }
      : {}),
    ...content(doc.title[locale], doc.overview[locale]),
    options: doc.options.map((o, i) => ({
      id: o.optionId,
      default: i === 0,
      internalName: o.title.en,
      reference: o.optionId,
      availabilityLocalStartTimes: [...o.startTimes].sort(),
      ...cutoffOf(doc),
      requiredContactFields: [],
      restrictions: { minUnits: 1, maxUnits: o.capacityPerSlot },
      units: unitsOf(o, doc.countryCode, caps.pricing),
      ...content(o.title[locale], o.description[locale]),
      ...(caps.pickups ? optionPickups(o, locale, doc.countryCode) : {}),
    })),
  };
}

const largestDeparture = (doc: { options: readonly { capacityPerSlot: number }[] }) => Math.max(0, ...doc.options.map((o) => o.capacityPerSlot));

/**
 * The order GET /products lists products in: timed (START_TIME) products before day tickets (OPENING_HOURS, listed
 * after them so the order resellers knew stays as it was), instant confirmation first, then the largest departures,
 * then the catalog's own order. A reseller's onboarding run books the first product's first departure again and
 * again (holds of 6, 2 and 2 seats per run), so the first product must answer at once and have the room for it.
 */
export function productsInOctoOrder<
  E extends { doc: { supplier: { confirmationMode: string }; availabilityType?: string | undefined; options: readonly { capacityPerSlot: number }[] } },
>(entries: readonly E[]): E[] {
  return entries
    .map((e, i) => ({ e, i, day: e.doc.availabilityType === 'OPENING_HOURS' ? 1 : 0, instant: e.doc.supplier.confirmationMode === 'instant' ? 0 : 1, room: largestDeparture(e.doc) }))
    .sort((a, b) => a.day - b.day || a.instant - b.instant || b.room - a.room || a.i - b.i)
    .map((x) => x.e);
}
