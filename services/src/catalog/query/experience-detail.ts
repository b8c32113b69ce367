import type { CurrencyCode, Locale, LocalizedText } from '@rihla/events/common';
import type { CancellationPolicy, ExperienceOption, Pricing } from '@rihla/events/catalog';
import type { FromPrice } from '../experience-facts.ts';
import { vocabularyNames, type DurationBand, type TimeOfDay } from '../vocabulary.ts';
import type { CatalogIndex, IndexedExperience } from './catalog-index.ts';
import type { ExperienceCard } from './experience-card.ts';

export const UNAVAILABLE_MESSAGE: LocalizedText = {
  en: "We're sorry! This activity is currently unavailable for booking",
  ar: 'نأسف! هذا النشاط غير متاح للحجز حالياً',
};

type Named = { id: string; name: string };

export type PricingView =
  | { mode: 'perPerson'; currency: CurrencyCode; units: { unit: 'adult' | 'child' | 'infant'; name: string; amount: number; ageMin: number; ageMax: number }[] }
  | { mode: 'perItem'; currency: CurrencyCode; amount: number; maxPeoplePerItem: number };

export interface OptionView {
  optionId: string;
  title: string;
  description: string;
  startTimes: string[];
  daysOfWeek: number[];
  capacityPerSlot: number;
  pricing: PricingView;
  pickup: {
    included: boolean;
    dropOffIncluded: boolean;
    points: { pointId: string; name: string; address: string; minutesBeforeStart: number }[];
  };
}

export interface CancellationView {
  kind: 'freeCancellation' | 'nonRefundable';
  freeUntilMinutesBefore: number | null;
  tiers: { minutesBefore: number; penaltyPercent: number; text: string }[];
  /** One sentence for the product page. */
  summary: string;
}

/** Everything the product page shows, in one language. */
export interface ExperienceDetail {
  id: string;
  status: 'available' | 'unavailable';
  /** The spec's unavailable-activity message (null while bookable). */
  unavailableMessage: string | null;
  unavailableReason: string | null;
  slug: string;
  slugs: { en: string; ar: string };
  locale: Locale;
  title: string;
  overview: string;
  highlights: string[];
  includes: string[];
  excludes: string[];
  itinerary: { title: string; description: string }[];
  knowBeforeYouGo: string[];
  whatToBring: string[];
  city: Named;
  countryCode: 'SA' | 'AE';
  timeZone: string;
  location: { address: string; lat: number; lng: number };
  categories: Named[];
  themes: Named[];
  labels: Named[];
  occasions: Named[];
  recipients: Named[];
  bestFor: Named[];
  languages: { code: string; name: string }[];
  ageRange: { min: number; max: number };
  duration: { unit: string; value: number; totalMinutes: number; minTotalMinutes: number | null };
  durationBand: DurationBand;
  timeOfDay: TimeOfDay[];
  tourGuide: string | null;
  rating: number;
  reviewCount: number;
  fromPrice: FromPrice;
  freeCancellation: boolean;
  supplier: { id: string; name: string; confirmationMode: 'instant' | 'onRequest' };
  cancellationPolicy: CancellationView;
  options: OptionView[];
  extras: { extraId: string; title: string; amount: number; currency: CurrencyCode; per: 'person' | 'booking' }[];
  openingHours: { day: number; opens: string; closes: string }[];
  /** START_TIME: timed departures; OPENING_HOURS: an open-dated day ticket, valid all day on the date chosen. */
  availabilityType: 'START_TIME' | 'OPENING_HOURS';
  images: { id: string; alt: string }[];
  /** 'Expires on' date, or null for 'Never expires'. */
  expiresOn: string | null;
  related: ExperienceCard[];
}

const UNIT_NAMES: Record<'adult' | 'child' | 'infant', LocalizedText> = {
  adult: { en: 'Adult', ar: 'بالغ' },
  child: { en: 'Child', ar: 'طفل' },
  infant: { en: 'Infant', ar: 'رضيع' },
};

/** Arabic counted nouns: one and two have their own forms, 3-10 take the plural, 11 and up the singular. */
function arabicCount(n: number, [one, two, few, many]: [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return `${n} ${n <= 10 ? few : many}`;
}

/** "2 days 3 hours 30 minutes" (zero parts left out), the shape of the spec's cancellation sentence. */
function spanText(minutes: number, locale: Locale): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts: string[] = [];
  if (locale === 'en') {
    if (days) parts.push(`${days} ${days === 1 ? 'day' : 'days'}`);
    if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
    if (mins || parts.length === 0) parts.push(`${mins} ${mins === 1 ? 'minute' : 'minutes'}`);
    return parts.join(' ');
  }
  if (days) parts.push(arabicCount(days, ['يوم واحد', 'يومان', 'أيام', 'يوماً']));
  if (hours) parts.push(arabicCount(hours, ['ساعة واحدة', 'ساعتان', 'ساعات', 'ساعة']));
  if (mins || parts.length === 0) parts.push(arabicCount(mins, ['دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقة']));
  return parts.join(' و');
}

export function describeCancellation(policy: CancellationPolicy, locale: Locale): CancellationView {
  if (policy.kind === 'nonRefundable') {
    return {
      kind: 'nonRefundable',
      freeUntilMinutesBefore: null,
      tiers: [],
      summary: locale === 'en' ? 'Non-refundable: no refund on cancellation.' : 'غير قابل للاسترداد: لا يُسترد المبلغ عند الإلغاء.',
    };
  }
  const tiers = [...policy.tiers]
    .sort((a, b) => b.minutesBefore - a.minutesBefore)
    .map((t) => ({
      ...t,
      text:
        locale === 'en'
          ? `Less than ${spanText(t.minutesBefore, 'en')} before start of the experience ${t.penaltyPercent}% penalty`
          : `أقل من ${spanText(t.minutesBefore, 'ar')} قبل بدء التجربة: غرامة ${t.penaltyPercent}%`,
    }));
  const free = spanText(policy.freeUntilMinutesBefore, locale);
  return {
    kind: 'freeCancellation',
    freeUntilMinutesBefore: policy.freeUntilMinutesBefore,
    tiers,
    summary:
      locale === 'en'
        ? policy.freeUntilMinutesBefore === 0
          ? 'Free cancellation until the experience starts.'
          : `Free cancellation up to ${free} before the experience starts.`
        : policy.freeUntilMinutesBefore === 0
          ? 'إلغاء مجاني حتى بدء التجربة.'
          : `إلغاء مجاني حتى ${free} قبل بدء التجربة.`,
  };
}

export function pricingView(p: Pricing, locale: Locale): PricingView {
  if (p.mode === 'perItem') return { mode: 'perItem', currency: p.currency, amount: p.amount, maxPeoplePerItem: p.maxPeoplePerItem };
  return { mode: 'perPerson', currency: p.currency, units: p.units.map((u) => ({ ...u, name: UNIT_NAMES[u.unit][locale] })) };
}

function optionView(o: ExperienceOption, locale: Locale): OptionView {
  return {
    optionId: o.optionId,
    title: o.title[locale],
    description: o.description[locale],
    startTimes: o.startTimes,
    daysOfWeek: o.daysOfWeek,
    capacityPerSlot: o.capacityPerSlot,
    pricing: pricingView(o.pricing, locale),
    pickup: {
      included: o.pickup.included,
      dropOffIncluded: o.pickup.dropOffIncluded,
      points: o.pickup.points.map((pt) => ({ pointId: pt.pointId, name: pt.name[locale], address: pt.address[locale], minutesBeforeStart: pt.minutesBeforeStart })),
    },
  };
}

const RELATED_COUNT = 8;

/** Similar bookable experiences: same city and shared categories first, then shared categories or themes elsewhere. */
export function relatedExperiences(index: CatalogIndex, entry: IndexedExperience, locale: Locale): ExperienceCard[] {
  const me = entry.doc;
  const scored: { e: IndexedExperience; score: number; order: number }[] = [];
  index.published.forEach((e, order) => {
    if (e === entry) return;
    const d = e.doc;
    const sharedCategories = d.categoryIds.filter((c) => me.categoryIds.includes(c)).length;
    const sharedThemes = d.themeIds.filter((t) => me.themeIds.includes(t)).length;
    const score = (d.cityId === me.cityId ? 3 : 0) + sharedCategories * 2 + sharedThemes;
    if (score > 0) scored.push({ e, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, RELATED_COUNT).map((s) => s.e.cards[locale]);
}

export function toExperienceDetail(index: CatalogIndex, entry: IndexedExperience, locale: Locale): ExperienceDetail {
  const d = entry.doc;
  const names = (ids: string[], m: ReadonlyMap<string, { name: LocalizedText }>): Named[] => ids.map((id) => ({ id, name: m.get(id)?.name[locale] ?? id }));
  const vocab = <K extends string>(ids: K[], table: Record<K, LocalizedText>): Named[] => ids.map((id) => ({ id, name: table[id][locale] }));
  const currency = d.fromPrice.currency;
  return {
    id: d.experienceId,
    status: entry.published ? 'available' : 'unavailable',
    unavailableMessage: entry.published ? null : UNAVAILABLE_MESSAGE[locale],
    unavailableReason: d.withdrawnReason ? d.withdrawnReason[locale] : null,
    slug: d.slug[locale],
    slugs: { en: d.slug.en, ar: d.slug.ar },
    locale,
    title: d.title[locale],
    overview: d.overview[locale],
    highlights: d.highlights.map((t) => t[locale]),
    includes: d.includes.map((t) => t[locale]),
    excludes: d.excludes.map((t) => t[locale]),
    itinerary: d.itinerary.map((s) => ({ title: s.title[locale], description: s.description[locale] })),
    knowBeforeYouGo: d.knowBeforeYouGo.map((t) => t[locale]),
    whatToBring: d.whatToBring.map((t) => t[locale]),
    city: { id: d.cityId, name: index.cities.get(d.cityId)?.name[locale] ?? d.cityId },
    countryCode: d.countryCode,
    timeZone: d.timeZone,
    location: { address: d.location.address[locale], lat: d.location.lat, lng: d.location.lng },
    categories: names(d.categoryIds, index.categories),
    themes: names(d.themeIds, index.themes),
    labels: vocab(d.labels, vocabularyNames.label),
    occasions: vocab(d.occasions, vocabularyNames.occasion),
    recipients: vocab(d.recipients, vocabularyNames.recipient),
    bestFor: vocab(d.bestFor, vocabularyNames.bestFor),
    languages: d.languages.map((code) => ({ code, name: vocabularyNames.language[code][locale] })),
    ageRange: d.ageRange,
    duration: { unit: d.duration.unit, value: d.duration.value, totalMinutes: d.duration.totalMinutes, minTotalMinutes: d.duration.minTotalMinutes ?? null },
    durationBand: d.durationBand,
    timeOfDay: d.timeOfDay,
    tourGuide: d.tourGuide ? d.tourGuide[locale] : null,
    rating: d.rating,
    reviewCount: d.reviewCount,
    fromPrice: d.fromPrice,
    freeCancellation: d.freeCancellation,
    supplier: { id: d.supplier.supplierId, name: d.supplier.name[locale], confirmationMode: d.supplier.confirmationMode },
    cancellationPolicy: describeCancellation(d.cancellationPolicy, locale),
    // A withdrawn experience keeps its content but offers nothing to book.
    options: entry.published ? d.options.map((o) => optionView(o, locale)) : [],
    extras: d.extras.map((x) => ({ extraId: x.extraId, title: x.title[locale], amount: x.amount, currency, per: x.per })),
    openingHours: d.openingHours,
    availabilityType: d.availabilityType ?? 'START_TIME',
    images: d.images.map((i) => ({ id: i.imageId, alt: i.alt[locale] })),
    expiresOn: d.expiresOn,
    related: relatedExperiences(index, entry, locale),
  };
}
