import type { Locale } from '@rihla/events/common';
import type { CityDocument, ExperienceDocument } from '../catalog-projection.ts';
import type { FromPrice } from '../experience-facts.ts';
import type { DurationBand } from '../vocabulary.ts';

/**
 * The summary card a listing, search or "related" strip shows, in one language. Kept lean on purpose (a listing
 * page carries 20 of them): label and duration-band names come from GET /vocabulary, the other locale's slug and
 * image texts from the detail.
 */
export interface ExperienceCard {
  id: string;
  /** Slug in the requested locale. */
  slug: string;
  title: string;
  city: { id: string; name: string };
  countryCode: 'SA' | 'AE';
  categoryIds: string[];
  /** The first is the cover image; serve them from GET /images/{id}. */
  imageIds: string[];
  rating: number;
  reviewCount: number;
  fromPrice: FromPrice;
  /** minTotalMinutes only when the duration is a range. */
  duration: { unit: string; value: number; totalMinutes: number; minTotalMinutes?: number };
  durationBand: DurationBand;
  labels: string[];
  freeCancellation: boolean;
  confirmationMode: 'instant' | 'onRequest';
}

export function toExperienceCard(doc: ExperienceDocument, locale: Locale, city: CityDocument | undefined): ExperienceCard {
  const d = doc.duration;
  return {
    id: doc.experienceId,
    slug: doc.slug[locale],
    title: doc.title[locale],
    city: { id: doc.cityId, name: city ? city.name[locale] : doc.cityId },
    countryCode: doc.countryCode,
    categoryIds: doc.categoryIds,
    imageIds: doc.images.map((i) => i.imageId),
    rating: doc.rating,
    reviewCount: doc.reviewCount,
    fromPrice: doc.fromPrice,
    duration: { unit: d.unit, value: d.value, totalMinutes: d.totalMinutes, ...(d.minTotalMinutes !== undefined ? { minTotalMinutes: d.minTotalMinutes } : {}) },
    durationBand: doc.durationBand,
    labels: doc.labels,
    freeCancellation: doc.freeCancellation,
    confirmationMode: doc.supplier.confirmationMode,
  };
}
