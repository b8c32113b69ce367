import { z } from 'zod';
import { localizedText } from '@rihla/events/common';
import { bestFor, label, languageCode, occasion, recipient } from '@rihla/events/catalog';
import vocabularyNamesJson from './vocabulary-names.json' with { type: 'json' };

/**
 * Display names for the catalog's fixed vocabularies, and the derived buckets the listing filters on.
 * They live here (not in the storefront) so facets and cards arrive already named in the visitor's language.
 */

export const DURATION_BANDS = ['up-to-1-hour', '1-4-hours', '4-hours-to-1-day', 'multi-day'] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Traveller age groups shown as facets; an experience counts for a group when its age range overlaps it. */
export const AGE_GROUPS = [
  { id: 'infant', min: 0, max: 2 },
  { id: 'child', min: 3, max: 11 },
  { id: 'teen', min: 12, max: 17 },
  { id: 'adult', min: 18, max: 64 },
  { id: 'senior', min: 65, max: 120 },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['id'];

/** Minimum-rating thresholds offered as facets. */
export const RATING_THRESHOLDS = [3, 3.5, 4, 4.5] as const;

export const SORTS = ['recommended', 'price-asc', 'price-desc', 'rating', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

/** Each vocabulary's values named in English and Arabic (vocabulary-names.json): every value has its name. */
export const vocabularyNames = z
  .strictObject({
    label: z.record(label, localizedText),
    occasion: z.record(occasion, localizedText),
    recipient: z.record(recipient, localizedText),
    bestFor: z.record(bestFor, localizedText),
    language: z.record(languageCode, localizedText),
    duration: z.record(z.enum(DURATION_BANDS), localizedText),
    timeOfDay: z.record(z.enum(TIMES_OF_DAY), localizedText),
    ageGroup: z.record(z.enum(AGE_GROUPS.map((g) => g.id)), localizedText),
    sort: z.record(z.enum(SORTS), localizedText),
  })
  .parse(vocabularyNamesJson);
