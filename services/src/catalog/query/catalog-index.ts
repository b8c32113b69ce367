import type { z } from 'zod';
import type { Locale } from '@rihla/events/common';
import type { experienceImage } from '@rihla/events/catalog';
import type { CategoryDocument, CityDocument, ExperienceDocument, ThemeDocument } from '../catalog-projection.ts';
import { AGE_GROUPS, type AgeGroup } from '../vocabulary.ts';
import { toExperienceCard, type ExperienceCard } from './experience-card.ts';
import { asSearchField, type SearchFields } from './match-text.ts';
import { normaliseText } from './normalise-text.ts';

/** The catalog read model as loaded from Redis in one consistent read. */
export interface CatalogReadModel {
  /** The read model's change marker (position of the last catalog change; -1 when empty). */
  version: number;
  experiences: ExperienceDocument[];
  cities: CityDocument[];
  categories: CategoryDocument[];
  themes: ThemeDocument[];
}

export interface IndexedExperience {
  doc: ExperienceDocument;
  published: boolean;
  cards: Record<Locale, ExperienceCard>;
  search: SearchFields;
  /** Weekdays on which at least one option runs. */
  weekdays: ReadonlySet<number>;
  ageGroups: AgeGroup[];
}

export type ImageParams = z.infer<typeof experienceImage>;

/** Immutable, per-version indexes over the catalog; queries read it without touching Redis. */
export interface CatalogIndex {
  version: number;
  /** Every experience (withdrawn included), in recommended order. */
  all: IndexedExperience[];
  /** Published experiences in recommended order. */
  published: IndexedExperience[];
  byId: ReadonlyMap<string, IndexedExperience>;
  /** English slug, Arabic slug and the normalised Arabic slug. */
  bySlug: ReadonlyMap<string, IndexedExperience>;
  cities: ReadonlyMap<string, CityDocument>;
  categories: ReadonlyMap<string, CategoryDocument>;
  themes: ReadonlyMap<string, ThemeDocument>;
  /** Per city: its id, names and aliases, normalised, for destination matching. */
  cityTerms: ReadonlyMap<string, string[]>;
  images: ReadonlyMap<string, ImageParams>;
  /** Published experiences per city / category / theme id. */
  counts: { city: ReadonlyMap<string, number>; category: ReadonlyMap<string, number>; theme: ReadonlyMap<string, number> };
}

const byRecommended = (a: ExperienceDocument, b: ExperienceDocument) =>
  a.recommendedRank - b.recommendedRank || (a.experienceId < b.experienceId ? -1 : a.experienceId > b.experienceId ? 1 : 0);

const increment = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** Builds every index once per read-model version, so a request only filters and slices. */
export function buildCatalogIndex(model: CatalogReadModel): CatalogIndex {
  // Redis hashes have no order; facets and lists need a stable one.
  const byId = <T>(id: (x: T) => string) => (a: T, b: T) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);
  const cities = new Map(
    [...model.cities].sort((a, b) => b.popularity - a.popularity || byId<CityDocument>((c) => c.cityId)(a, b)).map((c) => [c.cityId, c]),
  );
  const categories = new Map([...model.categories].sort(byId((c) => c.categoryId)).map((c) => [c.categoryId, c]));
  const themes = new Map([...model.themes].sort(byId((t) => t.themeId)).map((t) => [t.themeId, t]));
  const images = new Map<string, ImageParams>();
  for (const c of model.cities) images.set(c.image.imageId, c.image);
  for (const t of model.themes) images.set(t.image.imageId, t.image);

  const cityTerms = new Map<string, string[]>();
  for (const c of model.cities) {
    const terms = [c.cityId.replaceAll('-', ' '), c.name.en, c.name.ar, ...c.aliases].map(normaliseText).filter(Boolean);
    cityTerms.set(c.cityId, [...new Set(terms)]);
  }

  const counts = { city: new Map<string, number>(), category: new Map<string, number>(), theme: new Map<string, number>() };
  const all: IndexedExperience[] = [...model.experiences].sort(byRecommended).map((doc) => {
    for (const img of doc.images) images.set(img.imageId, img);
    const city = cities.get(doc.cityId);
    const published = doc.status === 'published';
    if (published) {
      increment(counts.city, doc.cityId);
      for (const c of doc.categoryIds) increment(counts.category, c);
      for (const t of doc.themeIds) increment(counts.theme, t);
    }
    const names = (ids: string[], m: Map<string, { name: { en: string; ar: string } }>) =>
      ids.flatMap((id) => {
        const n = m.get(id)?.name;
        return n ? [n.en, n.ar] : [id];
      });
    return {
      doc,
      published,
      cards: { en: toExperienceCard(doc, 'en', city), ar: toExperienceCard(doc, 'ar', city) },
      search: {
        title: asSearchField([doc.title.en, doc.title.ar]),
        city: asSearchField(city ? [city.name.en, city.name.ar, ...city.aliases] : [doc.cityId]),
        taxonomy: asSearchField([...names(doc.categoryIds, categories), ...names(doc.themeIds, themes)]),
        other: asSearchField([
          doc.overview.en,
          doc.overview.ar,
          ...doc.highlights.flatMap((h) => [h.en, h.ar]),
          doc.location.address.en,
          doc.location.address.ar,
        ]),
      },
      weekdays: new Set(doc.options.flatMap((o) => o.daysOfWeek)),
      ageGroups: AGE_GROUPS.filter((g) => doc.ageRange.min <= g.max && doc.ageRange.max >= g.min).map((g) => g.id),
    };
  });

  const experienceById = new Map(all.map((e) => [e.doc.experienceId, e]));
  // English slugs win over Arabic ones, exact spellings over normalised ones, should two ever collide.
  const bySlug = new Map<string, IndexedExperience>();
  const addSlug = (slug: string, e: IndexedExperience) => {
    if (!bySlug.has(slug)) bySlug.set(slug, e);
  };
  for (const e of all) addSlug(e.doc.slug.en, e);
  for (const e of all) addSlug(e.doc.slug.ar, e);
  for (const e of all) addSlug(normaliseText(e.doc.slug.ar).replaceAll(' ', '-'), e);
  return {
    version: model.version,
    all,
    published: all.filter((e) => e.published),
    byId: experienceById,
    bySlug,
    cities,
    categories,
    themes,
    cityTerms,
    images,
    counts,
  };
}
