import { TAXONOMY_STREAM, experienceStream, type CatalogEvent, type Experience, type ExperienceOption } from '@rihla/events/catalog';
import { fixtureExperience, fixtureOption } from '../../cart/testing/index.ts';

/**
 * A small hand-made catalog for tests: every filter value the tests ask for appears on purpose, so each
 * expectation below can be checked by reading this file.
 */

const img = (imageId: string, motif: 'dunes' | 'sea' | 'skyline' | 'stars' | 'boat' | 'fort') => ({
  imageId,
  alt: { en: `Picture ${imageId}`, ar: `صورة ${imageId}` },
  palette: ['#c2410c', '#fde68a'],
  motif,
});

export const fixtureTaxonomy: CatalogEvent[] = [
  { type: 'CityListed', data: { cityId: 'riyadh', name: { en: 'Riyadh', ar: 'الرياض' }, countryCode: 'SA', timeZone: 'Asia/Riyadh', aliases: ['Ar Riyad'], popularity: 90, image: img('city-riyadh', 'skyline') } },
  { type: 'CityListed', data: { cityId: 'dubai', name: { en: 'Dubai', ar: 'دبي' }, countryCode: 'AE', timeZone: 'Asia/Dubai', aliases: [], popularity: 100, image: img('city-dubai', 'skyline') } },
  { type: 'CityListed', data: { cityId: 'alula', name: { en: 'AlUla', ar: 'العلا' }, countryCode: 'SA', timeZone: 'Asia/Riyadh', aliases: ['Al Ula', 'العُلا'], popularity: 70, image: img('city-alula', 'fort') } },
  { type: 'CityListed', data: { cityId: 'jeddah', name: { en: 'Jeddah', ar: 'جدة' }, countryCode: 'SA', timeZone: 'Asia/Riyadh', aliases: ['Jiddah', 'Jedda'], popularity: 80, image: img('city-jeddah', 'sea') } },
  ...(
    [
      ['desert-safaris', 'Desert safaris', 'رحلات السفاري الصحراوية'],
      ['museums-attractions', 'Museums and attractions', 'المتاحف والمعالم'],
      ['city-tours', 'City tours', 'جولات المدينة'],
      ['cruises', 'Cruises', 'الرحلات البحرية'],
      ['yachts', 'Yachts', 'اليخوت'],
      ['adventure', 'Adventure', 'المغامرات'],
      ['diving-snorkelling', 'Diving and snorkelling', 'الغوص والغطس'],
    ] as const
  ).map(([categoryId, en, ar]): CatalogEvent => ({ type: 'CategoryListed', data: { categoryId, name: { en, ar }, description: { en: `All about ${en}`, ar: `كل شيء عن ${ar}` } } })),
  ...(
    [
      ['adventure', 'Adventure', 'مغامرة'],
      ['culture', 'Culture and heritage', 'الثقافة والتراث'],
      ['romance', 'Romance', 'رومانسية'],
      ['luxury', 'Luxury', 'فخامة'],
      ['stargazing', 'Stargazing', 'مراقبة النجوم'],
    ] as const
  ).map(([themeId, en, ar]): CatalogEvent => ({ type: 'ThemeListed', data: { themeId, name: { en, ar }, image: img(`theme-${themeId}`, 'stars') } })),
];

/** The cart fixtures' builders with this catalog's own defaults (Arabic texts, English-only, 2 hours, rank 50). */
function option(o: Partial<ExperienceOption> & Pick<ExperienceOption, 'optionId' | 'startTimes' | 'pricing'>): ExperienceOption {
  return fixtureOption({ title: { en: `Option ${o.optionId}`, ar: `الخيار ${o.optionId}` }, description: { en: 'Standard option', ar: 'الخيار القياسي' }, ...o });
}

function experience(e: Partial<Experience> & Pick<Experience, 'experienceId' | 'slug' | 'title' | 'cityId' | 'options'>): Experience {
  const sa = e.cityId !== 'dubai';
  return fixtureExperience({
    overview: { en: `About ${e.title.en}`, ar: `نبذة عن ${e.title.ar}` },
    includes: [{ en: 'Bottled water', ar: 'مياه معبأة' }],
    countryCode: sa ? 'SA' : 'AE',
    timeZone: sa ? 'Asia/Riyadh' : 'Asia/Dubai',
    location: { address: { en: 'Meeting point', ar: 'نقطة الالتقاء' }, lat: 24.7, lng: 46.7 },
    languages: ['en'],
    duration: { unit: 'hours', value: 2, totalMinutes: 120 },
    rating: 4,
    reviewCount: 10,
    recommendedRank: 50,
    supplier: { supplierId: 'sup-1', name: { en: 'Sands Tours', ar: 'رمال للسياحة' }, confirmationMode: 'instant', behaviour: 'instant' },
    images: [img(`img-${e.experienceId}-1`, 'dunes'), img(`img-${e.experienceId}-2`, 'sea')],
    ...e,
  });
}

const sar = (adult: number, child?: number, infant?: number): ExperienceOption['pricing'] => ({
  mode: 'perPerson',
  currency: 'SAR',
  units: [
    { unit: 'adult', amount: adult, ageMin: 12, ageMax: 99 },
    ...(child !== undefined ? [{ unit: 'child' as const, amount: child, ageMin: 3, ageMax: 11 }] : []),
    ...(infant !== undefined ? [{ unit: 'infant' as const, amount: infant, ageMin: 0, ageMax: 2 }] : []),
  ],
});

export const fixtureExperiences: Experience[] = [
  experience({
    experienceId: 'exp-safari',
    slug: { en: 'riyadh-red-sand-desert-safari', ar: 'سفاري-الرمال-الحمراء-الرياض' },
    title: { en: 'Riyadh Red Sand Desert Safari', ar: 'رحلة سفاري إلى الكثبان الحمراء في الرياض' },
    cityId: 'riyadh',
    categoryIds: ['desert-safaris'],
    themeIds: ['adventure'],
    labels: ['bestseller', 'free-cancellation'],
    occasions: ['birthday'],
    recipients: ['families', 'friends'],
    bestFor: ['adventure-seekers', 'photographers'],
    languages: ['en', 'ar'],
    ageRange: { min: 5, max: 70 },
    duration: { unit: 'hours', value: 4, totalMinutes: 240 },
    rating: 4.7,
    reviewCount: 320,
    recommendedRank: 2,
    cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 1440, tiers: [{ minutesBefore: 720, penaltyPercent: 50 }, { minutesBefore: 120, penaltyPercent: 100 }] },
    options: [option({ optionId: 'std', startTimes: ['15:00'], capacityPerSlot: 10, pricing: sar(25000, 15000) })],
  }),
  experience({
    experienceId: 'exp-museum',
    slug: { en: 'national-museum-guided-tour', ar: 'جولة-المتحف-الوطني' },
    title: { en: 'National Museum Guided Tour', ar: 'جولة مصحوبة بمرشد في المتحف الوطني' },
    cityId: 'riyadh',
    categoryIds: ['museums-attractions', 'city-tours'],
    themeIds: ['culture'],
    labels: ['skip-the-line'],
    occasions: ['family-day'],
    recipients: ['seniors', 'families'],
    bestFor: ['history-buffs', 'culture-lovers'],
    languages: ['en', 'ar', 'fr'],
    ageRange: { min: 0, max: 99 },
    duration: { unit: 'minutes', value: 90, totalMinutes: 90 },
    rating: 4.2,
    reviewCount: 150,
    recommendedRank: 1,
    options: [option({ optionId: 'std', startTimes: ['09:00', '13:00'], daysOfWeek: [0, 1, 2, 3, 4], capacityPerSlot: 30, pricing: sar(8000, 4000, 0) })],
  }),
  experience({
    experienceId: 'exp-dhow',
    slug: { en: 'dubai-marina-dhow-dinner-cruise', ar: 'عشاء-المركب-الشراعي-دبي' },
    title: { en: 'Dubai Marina Dhow Dinner Cruise', ar: 'رحلة عشاء على متن مركب شراعي في مرسى دبي' },
    cityId: 'dubai',
    categoryIds: ['cruises'],
    themeIds: ['romance'],
    labels: ['top-rated', 'likely-to-sell-out'],
    occasions: ['honeymoon', 'anniversary'],
    recipients: ['couples'],
    bestFor: ['foodies', 'relaxation'],
    languages: ['en'],
    ageRange: { min: 12, max: 99 },
    duration: { unit: 'hours', value: 2, totalMinutes: 120 },
    rating: 4.9,
    reviewCount: 800,
    recommendedRank: 3,
    cancellationPolicy: { kind: 'freeCancellation', freeUntilMinutesBefore: 2880, tiers: [] },
    options: [option({ optionId: 'std', startTimes: ['19:30'], capacityPerSlot: 20, pricing: { mode: 'perPerson', currency: 'AED', units: [{ unit: 'adult', amount: 30000, ageMin: 12, ageMax: 99 }] } })],
  }),
  experience({
    experienceId: 'exp-yacht',
    slug: { en: 'private-yacht-charter', ar: 'تأجير-يخت-خاص' },
    title: { en: 'Private Yacht Charter', ar: 'تأجير يخت خاص' },
    cityId: 'dubai',
    categoryIds: ['yachts'],
    themeIds: ['luxury'],
    labels: ['private-tour'],
    occasions: ['corporate', 'birthday'],
    recipients: ['groups', 'friends'],
    bestFor: ['relaxation'],
    languages: ['en', 'ar', 'ru'],
    duration: { unit: 'hours', value: 1, totalMinutes: 60 },
    rating: 3.8,
    reviewCount: 40,
    recommendedRank: 4,
    supplier: { supplierId: 'sup-2', name: { en: 'Marina Boats', ar: 'قوارب المرسى' }, confirmationMode: 'onRequest', behaviour: 'onRequest' },
    options: [option({ optionId: 'boat', startTimes: ['10:00', '16:00', '22:00'], capacityPerSlot: 3, pricing: { mode: 'perItem', currency: 'AED', amount: 120000, maxPeoplePerItem: 10 } })],
  }),
  experience({
    experienceId: 'exp-camp',
    slug: { en: 'alula-stargazing-overnight-camp', ar: 'مخيم-النجوم-العلا' },
    title: { en: 'AlUla Stargazing Overnight Camp', ar: 'مُخَيَّم ليلي لمراقبة النجوم في العُلا' },
    cityId: 'alula',
    categoryIds: ['adventure'],
    themeIds: ['adventure', 'stargazing'],
    labels: ['new'],
    occasions: ['weekend-getaway'],
    recipients: ['couples', 'friends'],
    bestFor: ['nature-lovers', 'photographers'],
    languages: ['ar'],
    ageRange: { min: 8, max: 65 },
    duration: { unit: 'overnight', value: 1, totalMinutes: 960 },
    rating: 4.5,
    reviewCount: 60,
    recommendedRank: 5,
    options: [option({ optionId: 'tent', startTimes: ['17:30'], daysOfWeek: [4, 5], capacityPerSlot: 12, pricing: sar(95000) })],
  }),
  experience({
    experienceId: 'exp-dive',
    slug: { en: 'jeddah-two-day-red-sea-diving', ar: 'غوص-البحر-الأحمر-جدة' },
    title: { en: 'Jeddah Two-Day Red Sea Diving Adventure', ar: 'مغامرة غوص في البحر الأحمر لمدة يومين في جدة' },
    cityId: 'jeddah',
    categoryIds: ['diving-snorkelling'],
    themeIds: ['adventure'],
    languages: ['en', 'de'],
    ageRange: { min: 18, max: 60 },
    duration: { unit: 'days', value: 2, totalMinutes: 2880 },
    rating: 4.0,
    reviewCount: 25,
    recommendedRank: 6,
    expiresOn: '2099-12-31',
    options: [option({ optionId: 'course', startTimes: ['07:00'], daysOfWeek: [5, 6], capacityPerSlot: 6, pricing: sar(180000) })],
  }),
  experience({
    experienceId: 'exp-camel',
    slug: { en: 'riyadh-camel-ride', ar: 'ركوب-الجمال-الرياض' },
    title: { en: 'Riyadh Camel Ride', ar: 'ركوب الجمال في الرياض' },
    cityId: 'riyadh',
    categoryIds: ['desert-safaris'],
    themeIds: ['adventure'],
    recommendedRank: 7,
    options: [option({ optionId: 'std', startTimes: ['08:00'], pricing: sar(5000) })],
  }),
];

export const WITHDRAWN_ID = 'exp-camel';

/** The fixture catalog as streams of events, ready to append. */
export function fixtureCatalogStreams(): { streamName: string; events: CatalogEvent[] }[] {
  return [
    { streamName: TAXONOMY_STREAM, events: fixtureTaxonomy },
    ...fixtureExperiences.map((data) => ({
      streamName: experienceStream(data.experienceId),
      events: [
        { type: 'ExperiencePublished', data } as CatalogEvent,
        ...(data.experienceId === WITHDRAWN_ID
          ? [{ type: 'ExperienceWithdrawn', data: { experienceId: WITHDRAWN_ID, reason: { en: 'Supplier paused operations', ar: 'أوقف المورد العمليات' } } } as CatalogEvent]
          : []),
      ],
    })),
  ];
}
