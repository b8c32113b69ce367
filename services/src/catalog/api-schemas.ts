import { z } from 'zod';
import { currencyCode } from '@rihla/events/common';
import { DURATION_BANDS, SORTS, TIMES_OF_DAY } from './vocabulary.ts';
import type { ExperienceCard } from './query/experience-card.ts';
import type { ExperienceDetail } from './query/experience-detail.ts';
import type { Availability } from './query/experience-availability.ts';
import type { ListResult } from './query/list-experiences.ts';
import type { VocabularyView } from './query/vocabulary-view.ts';

/**
 * Response shapes of the catalog api as zod, for the OpenAPI document. The type assertions at the end keep
 * them in step with the TypeScript types the handlers actually return.
 */

const named = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Named' });
const fromPrice = z.object({ amount: z.number().int().meta({ description: 'minor units' }), currency: currencyCode, per: z.enum(['person', 'item']) });
const durationView = z.object({ unit: z.string(), value: z.number(), totalMinutes: z.number().int(), minTotalMinutes: z.number().int().nullable() });

export const experienceCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  city: named,
  countryCode: z.enum(['SA', 'AE']),
  categoryIds: z.array(z.string()),
  imageIds: z.array(z.string()).meta({ description: 'the first is the cover; GET /images/{id}' }),
  rating: z.number(),
  reviewCount: z.number().int(),
  fromPrice,
  duration: z.object({ unit: z.string(), value: z.number(), totalMinutes: z.number().int(), minTotalMinutes: z.number().int().optional() }),
  durationBand: z.enum(DURATION_BANDS),
  labels: z.array(z.string()).meta({ description: 'label ids; names in GET /vocabulary' }),
  freeCancellation: z.boolean(),
  confirmationMode: z.enum(['instant', 'onRequest']),
}).meta({ id: 'ExperienceCard' });

const facetCounts = z.record(z.string(), z.number().int()).meta({ description: 'value -> count (every known value, zeros included); names in GET /vocabulary' });

export const listResultSchema = z.object({
  locale: z.enum(['en', 'ar']),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  nextPage: z.number().int().nullable(),
  sort: z.enum(SORTS),
  items: z.array(experienceCardSchema),
  facets: z.object({
    city: facetCounts,
    category: facetCounts,
    theme: facetCounts,
    label: facetCounts,
    occasion: facetCounts,
    recipient: facetCounts,
    bestFor: facetCounts,
    language: facetCounts,
    timeOfDay: facetCounts,
    duration: facetCounts,
    rating: facetCounts,
    ageGroup: facetCounts,
    price: z.object({ min: z.number().int(), max: z.number().int(), currency: currencyCode }).nullable(),
  }),
  search: z.object({
    q: z.string().nullable(),
    destination: z.object({ text: z.string(), cities: z.array(named), matched: z.boolean() }).nullable(),
    date: z.string().nullable(),
  }),
}).meta({ id: 'ListResult' });

const pricingView = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('perPerson'),
    currency: currencyCode,
    units: z.array(z.object({ unit: z.enum(['adult', 'child', 'infant']), name: z.string(), amount: z.number().int(), ageMin: z.number().int(), ageMax: z.number().int() })),
  }),
  z.object({ mode: z.literal('perItem'), currency: currencyCode, amount: z.number().int(), maxPeoplePerItem: z.number().int() }),
]).meta({ id: 'Pricing' });

export const experienceDetailSchema = z.object({
  id: z.string(),
  status: z.enum(['available', 'unavailable']),
  unavailableMessage: z.string().nullable(),
  unavailableReason: z.string().nullable(),
  slug: z.string(),
  slugs: z.object({ en: z.string(), ar: z.string() }),
  locale: z.enum(['en', 'ar']),
  title: z.string(),
  overview: z.string(),
  highlights: z.array(z.string()),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
  itinerary: z.array(z.object({ title: z.string(), description: z.string() })),
  knowBeforeYouGo: z.array(z.string()),
  whatToBring: z.array(z.string()),
  city: named,
  countryCode: z.enum(['SA', 'AE']),
  timeZone: z.string(),
  location: z.object({ address: z.string(), lat: z.number(), lng: z.number() }),
  categories: z.array(named),
  themes: z.array(named),
  labels: z.array(named),
  occasions: z.array(named),
  recipients: z.array(named),
  bestFor: z.array(named),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  ageRange: z.object({ min: z.number().int(), max: z.number().int() }),
  duration: durationView,
  durationBand: z.enum(DURATION_BANDS),
  timeOfDay: z.array(z.enum(TIMES_OF_DAY)),
  tourGuide: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  fromPrice,
  freeCancellation: z.boolean(),
  supplier: z.object({ id: z.string(), name: z.string(), confirmationMode: z.enum(['instant', 'onRequest']) }),
  cancellationPolicy: z.object({
    kind: z.enum(['freeCancellation', 'nonRefundable']),
    freeUntilMinutesBefore: z.number().int().nullable(),
    tiers: z.array(z.object({ minutesBefore: z.number().int(), penaltyPercent: z.number().int(), text: z.string() })),
    summary: z.string(),
  }),
  options: z.array(
    z.object({
      optionId: z.string(),
      title: z.string(),
      description: z.string(),
      startTimes: z.array(z.string()),
      daysOfWeek: z.array(z.number().int()),
      capacityPerSlot: z.number().int(),
      pricing: pricingView,
      pickup: z.object({
        included: z.boolean(),
        dropOffIncluded: z.boolean(),
        points: z.array(z.object({ pointId: z.string(), name: z.string(), address: z.string(), minutesBeforeStart: z.number().int() })),
      }),
    }).meta({ id: 'ExperienceOption' }),
  ),
  extras: z.array(z.object({ extraId: z.string(), title: z.string(), amount: z.number().int(), currency: currencyCode, per: z.enum(['person', 'booking']) })),
  openingHours: z.array(z.object({ day: z.number().int(), opens: z.string(), closes: z.string() })),
  availabilityType: z.enum(['START_TIME', 'OPENING_HOURS']),
  images: z.array(z.object({ id: z.string(), alt: z.string() })),
  expiresOn: z.string().nullable(),
  related: z.array(experienceCardSchema),
}).meta({ id: 'ExperienceDetail' });

export const availabilitySchema = z.object({
  experienceId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  locale: z.enum(['en', 'ar']),
  available: z.boolean(),
  reason: z.enum(['unavailable', 'noOptionOnDate', 'soldOut']).nullable(),
  message: z.string().nullable(),
  options: z.array(
    z.object({
      optionId: z.string(),
      title: z.string(),
      capacityPerSlot: z.number().int(),
      pricing: pricingView,
      slots: z.array(
        z.object({
          startTime: z.string(),
          startsAt: z.string(),
          capacity: z.number().int(),
          held: z.number().int(),
          booked: z.number().int(),
          remaining: z.number().int(),
          status: z.enum(['available', 'soldOut', 'started']),
          allDay: z.boolean(),
          openingHours: z.object({ opens: z.string(), closes: z.string() }).nullable(),
        }),
      ),
    }),
  ),
}).meta({ id: 'Availability' });

const imageRef = z.object({ id: z.string(), alt: z.string() });
export const citiesSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      countryCode: z.enum(['SA', 'AE']),
      timeZone: z.string(),
      popularity: z.number().int(),
      image: imageRef,
      experienceCount: z.number().int(),
    }).meta({ id: 'City' }),
  ),
});
export const categoriesSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), experienceCount: z.number().int() }).meta({ id: 'Category' })),
});
export const themesSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), image: imageRef, experienceCount: z.number().int() }).meta({ id: 'Theme' })),
});

const namedList = z.array(named);
export const vocabularySchema = z.object({
  locale: z.enum(['en', 'ar']),
  city: namedList,
  category: namedList,
  theme: namedList,
  label: namedList,
  occasion: namedList,
  recipient: namedList,
  bestFor: namedList,
  language: namedList,
  timeOfDay: namedList,
  duration: namedList,
  ageGroup: z.array(z.object({ id: z.string(), name: z.string(), min: z.number().int(), max: z.number().int() })),
  rating: z.array(z.object({ value: z.number(), name: z.string() })),
  sort: namedList,
}).meta({ id: 'Vocabulary' });

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ description: 'application/problem+json' });

export type CitiesResponse = z.infer<typeof citiesSchema>;
export type CategoriesResponse = z.infer<typeof categoriesSchema>;
export type ThemesResponse = z.infer<typeof themesSchema>;

// Compile-time proof that the documented shapes accept what the handlers return.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [
  Accepts<z.infer<typeof experienceCardSchema>, ExperienceCard>,
  Accepts<z.infer<typeof listResultSchema>, ListResult>,
  Accepts<z.infer<typeof experienceDetailSchema>, ExperienceDetail>,
  Accepts<z.infer<typeof availabilitySchema>, Availability>,
  Accepts<z.infer<typeof vocabularySchema>, VocabularyView>,
];
