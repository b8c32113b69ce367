import type { z } from 'zod';
import type { LocalizedText } from '@rihla/events/common';
import type { bestFor, label, languageCode, occasion, recipient } from '@rihla/events/catalog';

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

type Names<K extends string> = Record<K, LocalizedText>;

const labelNames: Names<z.infer<typeof label>> = {
  bestseller: { en: 'Bestseller', ar: 'الأكثر مبيعاً' },
  new: { en: 'New', ar: 'جديد' },
  'likely-to-sell-out': { en: 'Likely to sell out', ar: 'قد تنفد قريباً' },
  'free-cancellation': { en: 'Free cancellation', ar: 'إلغاء مجاني' },
  'skip-the-line': { en: 'Skip the line', ar: 'تخطَّ الطابور' },
  'private-tour': { en: 'Private tour', ar: 'جولة خاصة' },
  'top-rated': { en: 'Top rated', ar: 'الأعلى تقييماً' },
};

const occasionNames: Names<z.infer<typeof occasion>> = {
  birthday: { en: 'Birthday', ar: 'عيد ميلاد' },
  honeymoon: { en: 'Honeymoon', ar: 'شهر العسل' },
  anniversary: { en: 'Anniversary', ar: 'ذكرى سنوية' },
  'family-day': { en: 'Family day', ar: 'يوم عائلي' },
  corporate: { en: 'Corporate', ar: 'فعاليات الشركات' },
  eid: { en: 'Eid', ar: 'العيد' },
  'national-day': { en: 'National Day', ar: 'اليوم الوطني' },
  'weekend-getaway': { en: 'Weekend getaway', ar: 'عطلة نهاية الأسبوع' },
};

const recipientNames: Names<z.infer<typeof recipient>> = {
  couples: { en: 'Couples', ar: 'الأزواج' },
  families: { en: 'Families', ar: 'العائلات' },
  kids: { en: 'Kids', ar: 'الأطفال' },
  friends: { en: 'Friends', ar: 'الأصدقاء' },
  solo: { en: 'Solo travellers', ar: 'المسافرون بمفردهم' },
  seniors: { en: 'Seniors', ar: 'كبار السن' },
  groups: { en: 'Groups', ar: 'المجموعات' },
};

const bestForNames: Names<z.infer<typeof bestFor>> = {
  'adventure-seekers': { en: 'Adventure seekers', ar: 'محبو المغامرة' },
  'culture-lovers': { en: 'Culture lovers', ar: 'محبو الثقافة' },
  foodies: { en: 'Foodies', ar: 'عشاق الطعام' },
  'nature-lovers': { en: 'Nature lovers', ar: 'محبو الطبيعة' },
  photographers: { en: 'Photographers', ar: 'المصورون' },
  relaxation: { en: 'Relaxation', ar: 'الاسترخاء' },
  'thrill-seekers': { en: 'Thrill seekers', ar: 'محبو الإثارة' },
  'history-buffs': { en: 'History buffs', ar: 'عشاق التاريخ' },
};

const languageNames: Names<z.infer<typeof languageCode>> = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
  fr: { en: 'French', ar: 'الفرنسية' },
  de: { en: 'German', ar: 'الألمانية' },
  es: { en: 'Spanish', ar: 'الإسبانية' },
  ru: { en: 'Russian', ar: 'الروسية' },
  zh: { en: 'Chinese', ar: 'الصينية' },
  hi: { en: 'Hindi', ar: 'الهندية' },
  ur: { en: 'Urdu', ar: 'الأردية' },
  it: { en: 'Italian', ar: 'الإيطالية' },
};

const durationBandNames: Names<DurationBand> = {
  'up-to-1-hour': { en: 'Up to 1 hour', ar: 'حتى ساعة واحدة' },
  '1-4-hours': { en: '1 to 4 hours', ar: 'من ساعة إلى 4 ساعات' },
  '4-hours-to-1-day': { en: '4 hours to 1 day', ar: 'من 4 ساعات إلى يوم' },
  'multi-day': { en: 'Multi-day', ar: 'عدة أيام' },
};

const timeOfDayNames: Names<TimeOfDay> = {
  morning: { en: 'Morning (before 12pm)', ar: 'صباحاً (قبل 12 ظهراً)' },
  afternoon: { en: 'Afternoon (12pm - 5pm)', ar: 'بعد الظهر (12 - 5 مساءً)' },
  evening: { en: 'Evening (5pm - 9pm)', ar: 'مساءً (5 - 9 مساءً)' },
  night: { en: 'Night (after 9pm)', ar: 'ليلاً (بعد 9 مساءً)' },
};

const ageGroupNames: Names<AgeGroup> = {
  infant: { en: 'Infants (0-2)', ar: 'الرضّع (0-2)' },
  child: { en: 'Children (3-11)', ar: 'الأطفال (3-11)' },
  teen: { en: 'Teens (12-17)', ar: 'المراهقون (12-17)' },
  adult: { en: 'Adults (18-64)', ar: 'البالغون (18-64)' },
  senior: { en: 'Seniors (65+)', ar: 'كبار السن (65+)' },
};

const sortNames: Names<Sort> = {
  recommended: { en: 'Recommended', ar: 'الموصى بها' },
  'price-asc': { en: 'Price: low to high', ar: 'السعر: من الأقل إلى الأعلى' },
  'price-desc': { en: 'Price: high to low', ar: 'السعر: من الأعلى إلى الأقل' },
  rating: { en: 'Top rated', ar: 'الأعلى تقييماً' },
  relevance: { en: 'Most relevant', ar: 'الأكثر صلة' },
};

export const vocabularyNames = {
  label: labelNames,
  occasion: occasionNames,
  recipient: recipientNames,
  bestFor: bestForNames,
  language: languageNames,
  duration: durationBandNames,
  timeOfDay: timeOfDayNames,
  ageGroup: ageGroupNames,
  sort: sortNames,
} as const;
