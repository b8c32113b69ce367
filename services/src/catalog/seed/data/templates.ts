import { z } from 'zod';
import { localizedText, localTime, type LocalizedText } from '@rihla/events/common';
import { bestFor, durationUnit, occasion, recipient } from '@rihla/events/catalog';
import { placeKey } from './cities.ts';
import { motif } from './palettes.ts';
import { CATEGORIES, THEMES } from './taxonomy.ts';
import templates from './templates.json' with { type: 'json' };

export const extraKey = z.enum(['photos', 'lunch', 'dinner', 'hotelDrop', 'gopro', 'fastTrack', 'privateGuide', 'shisha', 'childSeat', 'flowers']);
export type ExtraKey = z.infer<typeof extraKey>;

export const EXTRAS: Record<ExtraKey, { title: LocalizedText; amount: number; per: 'person' | 'booking' }> = {
  photos: { title: { en: 'Professional photo package', ar: 'باقة تصوير احترافي' }, amount: 150, per: 'booking' },
  lunch: { title: { en: 'Traditional lunch', ar: 'غداء تقليدي' }, amount: 85, per: 'person' },
  dinner: { title: { en: 'BBQ dinner upgrade', ar: 'ترقية إلى عشاء شواء' }, amount: 120, per: 'person' },
  hotelDrop: { title: { en: 'Drop-off at your hotel', ar: 'التوصيل إلى فندقك' }, amount: 60, per: 'booking' },
  gopro: { title: { en: 'GoPro video of your ride', ar: 'فيديو رحلتك بكاميرا GoPro' }, amount: 100, per: 'booking' },
  fastTrack: { title: { en: 'Fast-track entry', ar: 'دخول سريع' }, amount: 75, per: 'person' },
  privateGuide: { title: { en: 'Private guide for your group', ar: 'مرشد خاص لمجموعتك' }, amount: 350, per: 'booking' },
  shisha: { title: { en: 'Arabic coffee and dates service', ar: 'ضيافة القهوة العربية والتمر' }, amount: 40, per: 'person' },
  childSeat: { title: { en: 'Child seat', ar: 'مقعد أطفال' }, amount: 30, per: 'booking' },
  flowers: { title: { en: 'Flowers and cake for a celebration', ar: 'ورود وكعكة للاحتفال' }, amount: 250, per: 'booking' },
};

const experienceTemplate = z.strictObject({
  key: z.string().min(1),
  categoryId: z.enum(CATEGORIES.map((c) => c.categoryId)),
  needs: z.array(placeKey),
  /** Only cities on the Red Sea coast. */
  redSeaOnly: z.boolean().optional(),
  motif,
  title: localizedText,
  overview: localizedText,
  highlights: z.array(localizedText),
  itinerary: z.array(z.strictObject({ title: localizedText, description: localizedText })),
  duration: z.strictObject({ unit: durationUnit, value: z.number().positive(), minValue: z.number().positive().optional() }),
  /** Adult price in major units of SAR before the city's cost factor (per item when `perItem` is set). */
  basePrice: z.number().positive(),
  perItem: z.strictObject({ maxPeople: z.number().int().positive() }).optional(),
  capacity: z.number().int().positive(),
  startTimes: z.array(z.array(z.string().regex(/^\d\d:\d\d$/)).min(1)).min(1),
  themes: z.array(z.enum(THEMES.map((t) => t.themeId))),
  recipients: z.array(recipient),
  bestFor: z.array(bestFor),
  occasions: z.array(occasion),
  ageMin: z.number().int().min(0),
  guided: z.boolean(),
  /** Offers an option with hotel pickup from the city's pickup points. */
  pickup: z.boolean(),
  /** A ticket: opening hours, an expiry date and often skip-the-line entry. */
  ticket: z.boolean().optional(),
  /**
   * An open-dated day ticket (OPENING_HOURS): valid all day, `capacity` visitors per day. The venue opens at `opens`
   * (its city's time zone), closes at `closes` (later on `lateCloses.days`) and is closed on `closedOn` (0 = Sunday).
   */
  dayTicket: z
    .strictObject({
      opens: localTime,
      closes: localTime,
      lateCloses: z.strictObject({ days: z.array(z.number().int().min(0).max(6)), closes: localTime }).optional(),
      closedOn: z.array(z.number().int().min(0).max(6)),
    })
    .optional(),
  extras: z.array(extraKey),
});

/**
 * Experience templates (templates.json): one per kind of activity, written once in English and Arabic. Texts may name
 * `{city}` and any place in `needs` (`{heritage}`, `{desert}`...); a template applies to every city that has those
 * places. English places may start with "the", so English titles name a place only after a preposition.
 */
export type ExperienceTemplate = z.infer<typeof experienceTemplate>;
export const TEMPLATES: readonly ExperienceTemplate[] = z.array(experienceTemplate).parse(templates);

/** Editions of a template: one experience per city per edition, so a city offers each kind in a few ways. */
export interface Edition {
  key: string;
  /** Appended to the title; the classic edition has none. */
  suffix: LocalizedText | null;
  priceFactor: number;
  capacityFactor: number;
  /** Every edition except classic sells the whole group as one unit when the template is per person. */
  privateGroup: boolean;
}

export const EDITIONS: readonly Edition[] = [
  { key: 'classic', suffix: null, priceFactor: 1, capacityFactor: 1, privateGroup: false },
  { key: 'small-group', suffix: { en: 'Small Group', ar: 'مجموعة صغيرة' }, priceFactor: 1.3, capacityFactor: 0.5, privateGroup: false },
  { key: 'private', suffix: { en: 'Private Experience', ar: 'تجربة خاصة' }, priceFactor: 3.2, capacityFactor: 0.25, privateGroup: true },
  { key: 'premium', suffix: { en: 'Premium', ar: 'الباقة المميزة' }, priceFactor: 1.8, capacityFactor: 0.6, privateGroup: false },
];
