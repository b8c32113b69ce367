import type { Experience, ExperienceOption } from '@rihla/events/catalog';
import { experiences as experienceStreams } from '../../catalog/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';

/** Monday 2030-01-07, 09:00 in Riyadh. Every fixture departure below is after it. */
export const FIXED_NOW = new Date('2030-01-07T06:00:00.000Z');
/** Tuesday. */
export const DATE = '2030-01-08';

const text = (en: string) => ({ en, ar: `${en} (ar)` });

export function fixtureOption(o: Partial<ExperienceOption> & Pick<ExperienceOption, 'optionId' | 'pricing'>): ExperienceOption {
  return {
    title: text(`Option ${o.optionId}`),
    description: text('An option'),
    startTimes: ['09:00', '15:00'],
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    capacityPerSlot: 10,
    pickup: { included: false, dropOffIncluded: false, points: [] },
    ...o,
  };
}

export function fixtureExperience(e: Partial<Experience> & Pick<Experience, 'experienceId' | 'options'>): Experience {
  const dubai = e.countryCode === 'AE';
  return {
    slug: { en: e.experienceId, ar: e.experienceId },
    title: text(`Experience ${e.experienceId}`),
    overview: text('Overview'),
    highlights: [],
    includes: [],
    excludes: [],
    itinerary: [],
    knowBeforeYouGo: [],
    whatToBring: [],
    cityId: dubai ? 'dubai' : 'riyadh',
    countryCode: 'SA',
    timeZone: dubai ? 'Asia/Dubai' : 'Asia/Riyadh',
    location: { address: text('Meeting point'), lat: 24.7, lng: 46.7 },
    categoryIds: ['adventure'],
    themeIds: [],
    labels: [],
    occasions: [],
    recipients: [],
    bestFor: [],
    languages: ['en', 'ar'],
    ageRange: { min: 0, max: 99 },
    duration: { unit: 'hours', value: 3, totalMinutes: 180 },
    tourGuide: null,
    rating: 4.5,
    reviewCount: 12,
    recommendedRank: 1,
    supplier: { supplierId: 'sup-1', name: text('Sands Tours'), confirmationMode: 'instant', behaviour: 'instant' },
    cancellationPolicy: { kind: 'nonRefundable' },
    extras: [],
    openingHours: [],
    images: [{ imageId: `img-${e.experienceId}`, alt: text('Picture'), palette: ['#c2410c', '#fde68a'], motif: 'dunes' }],
    expiresOn: null,
    ...e,
  };
}

/**
 * Riyadh safari (SAR, per person: adult 250, child 150, infant free; capacity 10; pickup from two hotels; photos per
 * booking, dinner per person; a weekend-only option of 4), Dubai cruise (AED, per person) and a Jeddah yacht
 * (SAR, per item of up to 8 people, 3 per departure).
 */
export const safari = fixtureExperience({
  experienceId: 'exp-safari',
  title: { en: 'Red Sand Desert Safari', ar: 'رحلة سفاري الرمال الحمراء' },
  extras: [
    { extraId: 'photos', title: text('Photo package'), amount: 5_000, per: 'booking' },
    { extraId: 'dinner', title: text('BBQ dinner'), amount: 3_000, per: 'person' },
  ],
  options: [
    fixtureOption({
      optionId: 'std',
      pricing: {
        mode: 'perPerson',
        currency: 'SAR',
        units: [
          { unit: 'adult', amount: 25_000, ageMin: 12, ageMax: 99 },
          { unit: 'child', amount: 15_000, ageMin: 3, ageMax: 11 },
          { unit: 'infant', amount: 0, ageMin: 0, ageMax: 2 },
        ],
      },
      pickup: {
        included: true,
        dropOffIncluded: true,
        points: [
          { pointId: 'hotel-a', name: text('Hotel A'), address: text('King Fahd Rd'), minutesBeforeStart: 60 },
          { pointId: 'hotel-b', name: text('Hotel B'), address: text('Olaya St'), minutesBeforeStart: 45 },
        ],
      },
    }),
    fixtureOption({
      optionId: 'weekend',
      daysOfWeek: [5, 6],
      capacityPerSlot: 4,
      pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: 30_000, ageMin: 12, ageMax: 99 }] },
    }),
  ],
});

export const cruise = fixtureExperience({
  experienceId: 'exp-cruise',
  countryCode: 'AE',
  title: { en: 'Dubai Marina Dinner Cruise', ar: 'رحلة عشاء بحرية في مرسى دبي' },
  options: [fixtureOption({ optionId: 'std', pricing: { mode: 'perPerson', currency: 'AED', units: [{ unit: 'adult', amount: 20_000, ageMin: 12, ageMax: 99 }] } })],
});

export const yacht = fixtureExperience({
  experienceId: 'exp-yacht',
  title: { en: 'Private Yacht in Jeddah', ar: 'يخت خاص في جدة' },
  options: [fixtureOption({ optionId: 'private', capacityPerSlot: 3, pricing: { mode: 'perItem', currency: 'SAR', amount: 100_000, maxPeoplePerItem: 8 } })],
});

/**
 * A Riyadh museum sold as an open-dated day ticket (OPENING_HOURS): open 10:00-22:00 (Thursday and Friday until
 * 23:00), closed on Mondays, 300 visitors a day, adult 60 SAR, child 30 SAR.
 */
export const museumDay = fixtureExperience({
  experienceId: 'exp-museum-day',
  title: { en: 'National Museum Day Ticket', ar: 'تذكرة يوم في المتحف الوطني' },
  categoryIds: ['museums-and-attractions'],
  availabilityType: 'OPENING_HOURS',
  openingHours: [0, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: day === 4 || day === 5 ? '23:00' : '22:00' })),
  options: [
    fixtureOption({
      optionId: 'day',
      startTimes: ['10:00'],
      daysOfWeek: [0, 2, 3, 4, 5, 6],
      capacityPerSlot: 300,
      pricing: { mode: 'perPerson', currency: 'SAR', units: (['adult', 'child'] as const).map((unit) => ({ unit, ...(unit === 'adult' ? { amount: 6_000, ageMin: 12, ageMax: 99 } : { amount: 3_000, ageMin: 3, ageMax: 11 }) })) },
    }),
  ],
});

/** Publishes experiences through the experience decider, as the catalog's writers do. */
export async function publishExperiences(store: EventStore, experiences: readonly Experience[] = [safari, cruise, yacht]): Promise<void> {
  for (const data of experiences) {
    await experienceStreams.handle(store, data.experienceId, { type: 'PublishExperience', data });
  }
}
