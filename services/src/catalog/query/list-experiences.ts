import type { CurrencyCode, Locale } from '@rihla/events/common';
import { bestFor, label, languageCode, occasion, recipient } from '@rihla/events/catalog';
import { AGE_GROUPS, DURATION_BANDS, RATING_THRESHOLDS, TIMES_OF_DAY, type Sort } from '../vocabulary.ts';
import { weekdayOf } from './calendar.ts';
import type { CatalogIndex, IndexedExperience } from './catalog-index.ts';
import { convertPrice } from './convert-price.ts';
import type { ExperienceCard } from './experience-card.ts';
import type { ListQuery } from './list-query.ts';
import { queryTerms, scoreTextMatch } from './match-text.ts';
import { normaliseText } from './normalise-text.ts';

/** Value -> number of experiences; every known value is present, zero counts included. */
export type FacetCounts = Record<string, number>;

/**
 * Counts only: names live in GET /vocabulary (and /cities, /categories, /themes), which a client fetches once,
 * so every listing answer stays small.
 */
export interface ListFacets {
  city: FacetCounts;
  category: FacetCounts;
  theme: FacetCounts;
  label: FacetCounts;
  occasion: FacetCounts;
  recipient: FacetCounts;
  bestFor: FacetCounts;
  language: FacetCounts;
  timeOfDay: FacetCounts;
  duration: FacetCounts;
  /** Threshold ("3", "3.5", "4", "4.5") -> experiences rated at least that. */
  rating: FacetCounts;
  /** Age group id -> experiences whose age range overlaps the group. */
  ageGroup: FacetCounts;
  /** Lowest and highest "from" price among the matches of every other filter, in the query's currency. */
  price: { min: number; max: number; currency: CurrencyCode } | null;
}

export interface ListResult {
  locale: Locale;
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
  nextPage: number | null;
  sort: Sort;
  items: ExperienceCard[];
  facets: ListFacets;
  /** How the search parameters were understood (null fields when not given). */
  search: {
    q: string | null;
    destination: { text: string; cities: { id: string; name: string }[]; matched: boolean } | null;
    date: string | null;
  };
}

/** Filter dimensions that get facet counts; each is an OR over its values, and dimensions combine with AND. */
const FACETED = ['city', 'category', 'theme', 'label', 'occasion', 'recipient', 'bestFor', 'language', 'timeOfDay', 'duration', 'rating', 'age', 'price'] as const;
type Dimension = (typeof FACETED)[number];

const COUNTRY_TERMS: Record<'SA' | 'AE', string[]> = {
  SA: ['saudi arabia', 'saudi', 'ksa', 'kingdom of saudi arabia', 'السعوديه', 'المملكه العربيه السعوديه', 'المملكه'].map(normaliseText),
  AE: ['uae', 'united arab emirates', 'emirates', 'الامارات', 'الامارات العربيه المتحده', 'دوله الامارات'].map(normaliseText),
};

/** City ids a destination text names: a city id, name or alias in either script (or a whole country). */
export function resolveDestination(index: CatalogIndex, text: string): string[] {
  const wanted = normaliseText(text);
  if (!wanted) return [];
  const exact: string[] = [];
  const partial: string[] = [];
  for (const [cityId, terms] of index.cityTerms) {
    if (terms.includes(wanted)) exact.push(cityId);
    else if (terms.some((t) => ` ${t}`.includes(` ${wanted}`) || (wanted.length >= 4 && ` ${wanted} `.includes(` ${t} `)))) partial.push(cityId);
  }
  if (exact.length) return exact;
  for (const [country, terms] of Object.entries(COUNTRY_TERMS)) {
    if (terms.includes(wanted)) return [...index.cities.values()].filter((c) => c.countryCode === country).map((c) => c.cityId);
  }
  return partial;
}

type Predicate = (e: IndexedExperience) => boolean;

/** The dimensions a visitor picks values of: an experience's values on each (the filter matches any picked one). */
const VALUES_OF = {
  city: (e) => [e.doc.cityId],
  category: (e) => e.doc.categoryIds,
  theme: (e) => e.doc.themeIds,
  label: (e) => e.doc.labels,
  occasion: (e) => e.doc.occasions,
  recipient: (e) => e.doc.recipients,
  bestFor: (e) => e.doc.bestFor,
  language: (e) => e.doc.languages,
  timeOfDay: (e) => e.doc.timeOfDay,
  duration: (e) => [e.doc.durationBand],
} satisfies Partial<Record<Dimension, (e: IndexedExperience) => readonly string[]>>;
const PICKED = Object.keys(VALUES_OF) as (keyof typeof VALUES_OF)[];

const anyOf = (selected: readonly string[], values: readonly string[]) => selected.some((s) => values.includes(s));

interface Prepared {
  base: { entry: IndexedExperience; score: number }[];
  predicates: Partial<Record<Dimension, Predicate>>;
  priceOf: (e: IndexedExperience) => number;
}

function prepare(index: CatalogIndex, q: ListQuery, destinationCities: string[] | null): Prepared {
  const priceOf = (e: IndexedExperience) => convertPrice(e.doc.fromPrice.amount, e.doc.fromPrice.currency, q.currency);
  const terms = q.q ? queryTerms(q.q) : null;
  const weekday = q.date ? weekdayOf(q.date) : null;
  const base: { entry: IndexedExperience; score: number }[] = [];
  for (const entry of index.published) {
    if (destinationCities && !destinationCities.includes(entry.doc.cityId)) continue;
    if (q.date && weekday !== null) {
      if (!entry.weekdays.has(weekday)) continue;
      if (entry.doc.expiresOn && entry.doc.expiresOn < q.date) continue;
    }
    let score = 0;
    if (terms && terms.length) {
      const s = scoreTextMatch(entry.search, terms);
      if (s === null) continue;
      score = s;
    }
    base.push({ entry, score });
  }

  const p: Partial<Record<Dimension, Predicate>> = {};
  for (const dim of PICKED) {
    const picked: readonly string[] = q[dim];
    if (picked.length) p[dim] = (e) => anyOf(picked, VALUES_OF[dim](e));
  }
  if (q.rating !== undefined) {
    const min = q.rating;
    p.rating = (e) => e.doc.rating >= min;
  }
  if (q.age !== undefined) {
    const age = q.age;
    p.age = (e) => e.doc.ageRange.min <= age && age <= e.doc.ageRange.max;
  }
  if (q.priceMin !== undefined || q.priceMax !== undefined) {
    const min = q.priceMin ?? 0;
    const max = q.priceMax ?? Number.POSITIVE_INFINITY;
    p.price = (e) => {
      const price = priceOf(e);
      return price >= min && price <= max;
    };
  }
  return { base, predicates: p, priceOf };
}

function sorter(sort: Sort, priceOf: (e: IndexedExperience) => number) {
  type Row = { entry: IndexedExperience; score: number; order: number };
  const byOrder = (a: Row, b: Row) => a.order - b.order;
  switch (sort) {
    case 'recommended':
      return byOrder;
    case 'price-asc':
      return (a: Row, b: Row) => priceOf(a.entry) - priceOf(b.entry) || byOrder(a, b);
    case 'price-desc':
      return (a: Row, b: Row) => priceOf(b.entry) - priceOf(a.entry) || byOrder(a, b);
    case 'rating':
      return (a: Row, b: Row) => b.entry.doc.rating - a.entry.doc.rating || b.entry.doc.reviewCount - a.entry.doc.reviewCount || byOrder(a, b);
    case 'relevance':
      return (a: Row, b: Row) => b.score - a.score || byOrder(a, b);
    default: {
      const unknown: never = sort;
      return unknown;
    }
  }
}

/**
 * Filters, facets, sorts and pages the published catalog. Facet counts follow the usual faceted-search rule:
 * a dimension's counts apply every other active filter but not its own, so choosing a second city shows how
 * many it would add.
 */
export function listExperiences(index: CatalogIndex, q: ListQuery): ListResult {
  const locale = q.locale;
  const destinationCities = q.destination ? resolveDestination(index, q.destination) : null;
  const { base, predicates, priceOf } = prepare(index, q, destinationCities);
  const active = Object.entries(predicates) as [Dimension, Predicate][];

  // Price gets a range, not counts.
  const counters = Object.fromEntries(FACETED.filter((d) => d !== 'price').map((d) => [d, new Map<string, number>()])) as Record<
    Exclude<Dimension, 'price'>,
    Map<string, number>
  >;
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  const add = (m: Map<string, number>, values: readonly (string | number)[]) => {
    for (const v of values) m.set(String(v), (m.get(String(v)) ?? 0) + 1);
  };
  const count = (dim: Dimension, e: IndexedExperience) => {
    switch (dim) {
      case 'rating':
        return add(counters.rating, RATING_THRESHOLDS.filter((t) => e.doc.rating >= t));
      case 'age':
        return add(counters.age, e.ageGroups);
      case 'price': {
        const price = priceOf(e);
        if (price < priceMin) priceMin = price;
        if (price > priceMax) priceMax = price;
        return;
      }
      default:
        return add(counters[dim], VALUES_OF[dim](e));
    }
  };

  const matched: { entry: IndexedExperience; score: number; order: number }[] = [];
  base.forEach(({ entry, score }, order) => {
    let failed: Dimension | null = null;
    let failures = 0;
    for (const [dim, pred] of active) {
      if (!pred(entry)) {
        failed = dim;
        if (++failures > 1) return;
      }
    }
    if (failures === 0) {
      matched.push({ entry, score, order });
      for (const dim of FACETED) count(dim, entry);
    } else if (failed) {
      count(failed, entry);
    }
  });

  matched.sort(sorter(q.sort, priceOf));
  const start = (q.page - 1) * q.limit;
  const items = matched.slice(start, start + q.limit).map((m) => m.entry.cards[locale]);
  const hasMore = start + q.limit < matched.length;

  const counts = (dim: keyof typeof counters, values: Iterable<string | number>): FacetCounts => {
    const out: FacetCounts = {};
    for (const v of values) out[String(v)] = counters[dim].get(String(v)) ?? 0;
    return out;
  };

  const facets: ListFacets = {
    city: counts('city', index.cities.keys()),
    category: counts('category', index.categories.keys()),
    theme: counts('theme', index.themes.keys()),
    label: counts('label', label.options),
    occasion: counts('occasion', occasion.options),
    recipient: counts('recipient', recipient.options),
    bestFor: counts('bestFor', bestFor.options),
    language: counts('language', languageCode.options),
    timeOfDay: counts('timeOfDay', TIMES_OF_DAY),
    duration: counts('duration', DURATION_BANDS),
    rating: counts('rating', RATING_THRESHOLDS),
    ageGroup: counts('age', AGE_GROUPS.map((g) => g.id)),
    price: Number.isFinite(priceMin) ? { min: priceMin, max: priceMax, currency: q.currency } : null,
  };

  return {
    locale,
    total: matched.length,
    page: q.page,
    limit: q.limit,
    hasMore,
    nextPage: hasMore ? q.page + 1 : null,
    sort: q.sort,
    items,
    facets,
    search: {
      q: q.q ?? null,
      destination:
        q.destination === undefined
          ? null
          : {
              text: q.destination,
              cities: (destinationCities ?? []).map((id) => ({ id, name: index.cities.get(id)?.name[locale] ?? id })),
              matched: (destinationCities ?? []).length > 0,
            },
      date: q.date ?? null,
    },
  };
}
