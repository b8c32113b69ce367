import { z } from 'zod';
import { currencyCode, isoDate, localizedText, localTime, slug, timeZone } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/* ---------- vocabularies (the spec's filters; unknown values are rejected at the api) ---------- */

export const durationUnit = z.enum(['minutes', 'hours', 'days', 'nights', 'overnight']);
export const unitType = z.enum(['adult', 'child', 'infant']);
export type UnitType = z.infer<typeof unitType>;
export const confirmationMode = z.enum(['instant', 'onRequest']);
/**
 * How a seeded supplier answers confirmation requests. `instant` and `onRequest` are the real modes; `failing`
 * always errors and `declining` answers on-request items with a decline, so every booking outcome can be
 * produced on purpose in tests and demos.
 */
export const supplierBehaviour = z.enum(['instant', 'onRequest', 'failing', 'declining']);

export const label = z.enum(['bestseller', 'new', 'likely-to-sell-out', 'free-cancellation', 'skip-the-line', 'private-tour', 'top-rated']);
export const occasion = z.enum(['birthday', 'honeymoon', 'anniversary', 'family-day', 'corporate', 'eid', 'national-day', 'weekend-getaway']);
export const recipient = z.enum(['couples', 'families', 'kids', 'friends', 'solo', 'seniors', 'groups']);
export const bestFor = z.enum(['adventure-seekers', 'culture-lovers', 'foodies', 'nature-lovers', 'photographers', 'relaxation', 'thrill-seekers', 'history-buffs']);
export const languageCode = z.enum(['en', 'ar', 'fr', 'de', 'es', 'ru', 'zh', 'hi', 'ur', 'it']);

export const duration = z.object({
  unit: durationUnit,
  value: z.number().positive(),
  /** Total length in minutes, so filters and sorting do not need to know units. */
  totalMinutes: z.number().int().positive(),
  /** Shortest length when the duration is a range ("2-3 hours"). */
  minTotalMinutes: z.number().int().positive().optional(),
});
export type Duration = z.infer<typeof duration>;

export const unitPrice = z.object({
  unit: unitType,
  /** Minor units in the experience's currency; infants are often free. */
  amount: z.number().int().nonnegative(),
  ageMin: z.number().int().nonnegative(),
  ageMax: z.number().int().positive(),
});

export const pricing = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('perPerson'), currency: currencyCode, units: z.array(unitPrice).min(1) }),
  z.object({
    mode: z.literal('perItem'),
    currency: currencyCode,
    /** One item is a boat, a car or a private group, whatever the number of people in it (up to maxPeople). */
    amount: z.number().int().positive(),
    maxPeoplePerItem: z.number().int().positive(),
  }),
]);
export type Pricing = z.infer<typeof pricing>;

export const pickupPoint = z.object({
  pointId: z.string().min(1),
  name: localizedText,
  address: localizedText,
  /** Minutes before the start time at which the pickup happens. */
  minutesBeforeStart: z.number().int().nonnegative(),
});

export const experienceOption = z.object({
  optionId: z.string().min(1),
  title: localizedText,
  description: localizedText,
  startTimes: z.array(localTime).min(1),
  /** 0 = Sunday ... 6 = Saturday, in the experience's time zone. */
  daysOfWeek: z.array(z.number().int().min(0).max(6)).min(1),
  capacityPerSlot: z.number().int().positive(),
  pricing,
  pickup: z.object({ included: z.boolean(), dropOffIncluded: z.boolean(), points: z.array(pickupPoint) }),
});
export type ExperienceOption = z.infer<typeof experienceOption>;

export const extra = z.object({
  extraId: z.string().min(1),
  title: localizedText,
  amount: z.number().int().positive(),
  per: z.enum(['person', 'booking']),
});

export const penaltyTier = z.object({
  /** The penalty applies when cancelling less than this long before the start ("Less than X days Y hours Z minutes"). */
  minutesBefore: z.number().int().positive(),
  penaltyPercent: z.number().int().min(1).max(100),
});
export const cancellationPolicy = z.discriminatedUnion('kind', [
  /** Free until the cutoff; inside it the tiers apply (the tightest tier that matches wins). */
  z.object({ kind: z.literal('freeCancellation'), freeUntilMinutesBefore: z.number().int().nonnegative(), tiers: z.array(penaltyTier) }),
  z.object({ kind: z.literal('nonRefundable') }),
]);
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

export const openingHours = z.object({ day: z.number().int().min(0).max(6), opens: localTime, closes: localTime });
export type OpeningHours = z.infer<typeof openingHours>;

/**
 * How an experience is sold (OCTO's `availabilityType`). `START_TIME`: timed departures, one per start time.
 * `OPENING_HOURS`: an open-dated day ticket (museums, theme parks): one departure per open day, valid all day; the
 * venue's `openingHours` (its own time zone) say which days it is open and when, each option's single start time is
 * the opening time (the day's slot key) and its `capacityPerSlot` is the capacity per day.
 */
export const availabilityType = z.enum(['START_TIME', 'OPENING_HOURS']);
export type AvailabilityType = z.infer<typeof availabilityType>;

export const experienceImage = z.object({
  imageId: z.string().min(1),
  alt: localizedText,
  /** Parameters of the locally generated artwork: no network at run time. */
  palette: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).min(2),
  motif: z.enum(['dunes', 'sea', 'skyline', 'mountains', 'palms', 'fort', 'boat', 'stars', 'market', 'park']),
});

export const supplierRef = z.object({
  supplierId: z.string().min(1),
  name: localizedText,
  confirmationMode,
  behaviour: supplierBehaviour,
});

export const experience = z.object({
  experienceId: z.string().min(1),
  slug: z.object({ en: slug, ar: z.string().min(1) }),
  title: localizedText,
  overview: localizedText,
  highlights: z.array(localizedText),
  includes: z.array(localizedText),
  excludes: z.array(localizedText),
  itinerary: z.array(z.object({ title: localizedText, description: localizedText })),
  knowBeforeYouGo: z.array(localizedText),
  whatToBring: z.array(localizedText),
  cityId: slug,
  countryCode: z.enum(['SA', 'AE']),
  timeZone,
  location: z.object({ address: localizedText, lat: z.number(), lng: z.number() }),
  categoryIds: z.array(slug).min(1),
  themeIds: z.array(slug),
  labels: z.array(label),
  occasions: z.array(occasion),
  recipients: z.array(recipient),
  bestFor: z.array(bestFor),
  languages: z.array(languageCode).min(1),
  ageRange: z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }),
  duration,
  tourGuide: localizedText.nullable(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** Editorial rank used by the "recommended" sort: lower first. */
  recommendedRank: z.number().int().nonnegative(),
  supplier: supplierRef,
  cancellationPolicy,
  options: z.array(experienceOption).min(1),
  extras: z.array(extra),
  openingHours: z.array(openingHours),
  /** Absent (every experience published before day tickets) means START_TIME. */
  availabilityType: availabilityType.optional(),
  images: z.array(experienceImage).min(1),
  /** 'Expires on' date for ticket-like products, or null for 'Never expires'. */
  expiresOn: isoDate.nullable(),
});
export type Experience = z.infer<typeof experience>;

/* ---------- taxonomy (cities, categories, themes) ---------- */

export const city = z.object({
  cityId: slug,
  name: localizedText,
  countryCode: z.enum(['SA', 'AE']),
  timeZone,
  /** Other spellings people type ("Al Ula", "العلا"), searched like the name. */
  aliases: z.array(z.string()),
  popularity: z.number().int().nonnegative(),
  image: experienceImage,
});
export const category = z.object({ categoryId: slug, name: localizedText, description: localizedText });
export const theme = z.object({ themeId: slug, name: localizedText, image: experienceImage });

/* ---------- events ---------- */

export const catalogEvents = eventRegistry({
  CityListed: city,
  CategoryListed: category,
  ThemeListed: theme,
  ExperiencePublished: experience,
  ExperienceUpdated: z.object({ experienceId: z.string().min(1), changes: experience.omit({ experienceId: true, options: true }).partial() }),
  OptionAdded: z.object({ experienceId: z.string().min(1), option: experienceOption }),
  PriceChanged: z.object({ experienceId: z.string().min(1), optionId: z.string().min(1), pricing }),
  ExperienceWithdrawn: z.object({ experienceId: z.string().min(1), reason: localizedText }),
  /** Ops put a withdrawn experience back on sale, as it was (content, options and prices kept while withdrawn). */
  ExperienceRestored: z.object({ experienceId: z.string().min(1) }),
});

export type CatalogEvent = EventsOf<typeof catalogEvents>;

/* ---------- commands ---------- */

export const catalogCommands = {
  PublishExperience: z.object({ type: z.literal('PublishExperience'), data: experience }),
  UpdateExperience: z.object({
    type: z.literal('UpdateExperience'),
    data: z.object({ experienceId: z.string().min(1), changes: experience.omit({ experienceId: true, options: true }).partial() }),
  }),
  AddOption: z.object({ type: z.literal('AddOption'), data: z.object({ experienceId: z.string().min(1), option: experienceOption }) }),
  ChangePrice: z.object({
    type: z.literal('ChangePrice'),
    data: z.object({ experienceId: z.string().min(1), optionId: z.string().min(1), pricing }),
  }),
  WithdrawExperience: z.object({
    type: z.literal('WithdrawExperience'),
    data: z.object({ experienceId: z.string().min(1), reason: localizedText }),
  }),
  RestoreExperience: z.object({ type: z.literal('RestoreExperience'), data: z.object({ experienceId: z.string().min(1) }) }),
} as const;
export const catalogCommand = z.discriminatedUnion('type', [
  catalogCommands.PublishExperience,
  catalogCommands.UpdateExperience,
  catalogCommands.AddOption,
  catalogCommands.ChangePrice,
  catalogCommands.WithdrawExperience,
  catalogCommands.RestoreExperience,
]);
export type CatalogCommand = z.infer<typeof catalogCommand>;

export const experienceStream = (experienceId: string): string => `experience-${experienceId}`;

/** The experience is an open-dated day ticket (OPENING_HOURS). */
export const isDayTicket = (e: { availabilityType?: AvailabilityType | undefined }): boolean => e.availabilityType === 'OPENING_HOURS';

/**
 * A day ticket's hours on a local date (YYYY-MM-DD, the venue's calendar), or null when the venue is closed that day
 * or the experience is not a day ticket.
 */
export function dayTicketHoursOn(e: { availabilityType?: AvailabilityType | undefined; openingHours: readonly OpeningHours[] }, date: string): { opens: string; closes: string } | null {
  if (!isDayTicket(e)) return null;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const hours = e.openingHours.find((h) => h.day === weekday);
  return hours ? { opens: hours.opens, closes: hours.closes } : null;
}
export const TAXONOMY_STREAM = 'catalog-taxonomy';
