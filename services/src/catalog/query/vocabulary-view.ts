import type { Locale, LocalizedText } from '@rihla/events/common';
import { bestFor, label, languageCode, occasion, recipient } from '@rihla/events/catalog';
import { AGE_GROUPS, DURATION_BANDS, RATING_THRESHOLDS, SORTS, TIMES_OF_DAY, vocabularyNames } from '../vocabulary.ts';
import type { CatalogIndex } from './catalog-index.ts';

type Named = { id: string; name: string };

/** Names of every filter value and sort, in one language: what a listing page needs to label its facet counts. */
export interface VocabularyView {
  locale: Locale;
  city: Named[];
  category: Named[];
  theme: Named[];
  label: Named[];
  occasion: Named[];
  recipient: Named[];
  bestFor: Named[];
  language: Named[];
  timeOfDay: Named[];
  duration: Named[];
  ageGroup: (Named & { min: number; max: number })[];
  rating: { value: number; name: string }[];
  sort: Named[];
}

export function buildVocabulary(index: CatalogIndex, locale: Locale): VocabularyView {
  const fixed = (ids: readonly string[], names: Record<string, LocalizedText>): Named[] => ids.map((id) => ({ id, name: names[id]![locale] }));
  const taxonomy = (m: ReadonlyMap<string, { name: LocalizedText }>): Named[] => [...m].map(([id, v]) => ({ id, name: v.name[locale] }));
  return {
    locale,
    city: taxonomy(index.cities),
    category: taxonomy(index.categories),
    theme: taxonomy(index.themes),
    label: fixed(label.options, vocabularyNames.label),
    occasion: fixed(occasion.options, vocabularyNames.occasion),
    recipient: fixed(recipient.options, vocabularyNames.recipient),
    bestFor: fixed(bestFor.options, vocabularyNames.bestFor),
    language: fixed(languageCode.options, vocabularyNames.language),
    timeOfDay: fixed(TIMES_OF_DAY, vocabularyNames.timeOfDay),
    duration: fixed(DURATION_BANDS, vocabularyNames.duration),
    ageGroup: AGE_GROUPS.map((g) => ({ id: g.id, name: vocabularyNames.ageGroup[g.id][locale], min: g.min, max: g.max })),
    rating: RATING_THRESHOLDS.map((value) => ({ value, name: locale === 'en' ? `${value}+ stars` : `${value}+ نجوم` })),
    sort: fixed(SORTS, vocabularyNames.sort),
  };
}
