import type { z } from 'zod';
import type { LocalizedText } from '@rihla/events/common';
import type { supplierBehaviour } from '@rihla/events/catalog';
import type { CategoryId } from './taxonomy.ts';

export type SupplierBehaviour = z.infer<typeof supplierBehaviour>;

export interface SupplierSeed {
  supplierId: string;
  name: LocalizedText;
  behaviour: SupplierBehaviour;
  countries: readonly ('SA' | 'AE')[];
  categories: readonly CategoryId[];
  /** Local operators serve only their own region; absent means every city of its countries. */
  cities?: readonly string[];
  /** Relative chance of being chosen among the suppliers that fit an experience. */
  weight: number;
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    supplierId: 'najd-trails',
    name: { en: 'Najd Trails Tours', ar: 'جولات دروب نجد' },
    behaviour: 'instant',
    countries: ['SA'],
    categories: ['city-tours', 'desert-safaris', 'adventure', 'food-tours', 'museums-and-attractions'],
    weight: 3,
  },
  {
    supplierId: 'red-sea-horizons',
    name: { en: 'Red Sea Horizons', ar: 'آفاق البحر الأحمر' },
    behaviour: 'instant',
    countries: ['SA'],
    categories: ['red-sea-trips', 'diving-and-snorkelling', 'cruises', 'yachts', 'jet-ski'],
    cities: ['jeddah', 'yanbu', 'tabuk'],
    weight: 3,
  },
  {
    supplierId: 'alula-heritage-journeys',
    name: { en: 'AlUla Heritage Journeys', ar: 'رحلات تراث العلا' },
    behaviour: 'onRequest',
    countries: ['SA'],
    categories: ['city-tours', 'museums-and-attractions', 'adventure', 'desert-safaris'],
    cities: ['alula', 'medina', 'tabuk'],
    weight: 2,
  },
  {
    supplierId: 'asir-highlands',
    name: { en: 'Asir Highlands Adventures', ar: 'مغامرات مرتفعات عسير' },
    behaviour: 'instant',
    countries: ['SA'],
    categories: ['adventure', 'city-tours', 'food-tours'],
    cities: ['abha', 'taif'],
    weight: 2,
  },
  {
    supplierId: 'eastern-gulf-marine',
    name: { en: 'Eastern Gulf Marine', ar: 'الخليج الشرقي للرحلات البحرية' },
    behaviour: 'instant',
    countries: ['SA'],
    categories: ['cruises', 'yachts', 'jet-ski', 'diving-and-snorkelling'],
    cities: ['al-khobar', 'dammam', 'al-ahsa'],
    weight: 2,
  },
  {
    supplierId: 'hejaz-transfers',
    name: { en: 'Hejaz Transfers', ar: 'نقليات الحجاز' },
    behaviour: 'instant',
    countries: ['SA'],
    categories: ['transfers'],
    weight: 3,
  },
  {
    supplierId: 'arabian-dunes-safari',
    name: { en: 'Arabian Dunes Safari', ar: 'سفاري الكثبان العربية' },
    behaviour: 'instant',
    countries: ['AE', 'SA'],
    categories: ['desert-safaris', 'adventure'],
    weight: 3,
  },
  {
    supplierId: 'emirates-marina-yachts',
    name: { en: 'Emirates Marina Yachts', ar: 'يخوت مرسى الإمارات' },
    behaviour: 'onRequest',
    countries: ['AE'],
    categories: ['yachts', 'cruises', 'jet-ski'],
    weight: 3,
  },
  {
    supplierId: 'falcon-city-tours',
    name: { en: 'Falcon City Tours', ar: 'جولات مدينة الصقر' },
    behaviour: 'instant',
    countries: ['AE'],
    categories: ['city-tours', 'museums-and-attractions', 'transfers'],
    weight: 3,
  },
  {
    supplierId: 'pearl-coast-diving',
    name: { en: 'Pearl Coast Diving', ar: 'غوص ساحل اللؤلؤ' },
    behaviour: 'instant',
    countries: ['AE'],
    categories: ['diving-and-snorkelling', 'cruises'],
    weight: 3,
  },
  {
    supplierId: 'desert-rose-tourism',
    name: { en: 'Desert Rose Tourism', ar: 'وردة الصحراء للسياحة' },
    behaviour: 'onRequest',
    countries: ['AE', 'SA'],
    categories: ['desert-safaris', 'city-tours', 'food-tours', 'adventure'],
    weight: 2,
  },
  {
    supplierId: 'oasis-flavours',
    name: { en: 'Oasis Flavours Food Tours', ar: 'نكهات الواحة لجولات الطعام' },
    behaviour: 'instant',
    countries: ['AE', 'SA'],
    categories: ['food-tours'],
    weight: 3,
  },
  {
    supplierId: 'horizon-attractions',
    name: { en: 'Horizon Parks & Attractions', ar: 'الأفق للمدن الترفيهية والمعالم' },
    behaviour: 'instant',
    countries: ['AE', 'SA'],
    categories: ['theme-parks', 'museums-and-attractions'],
    weight: 4,
  },
  {
    supplierId: 'emirates-chauffeurs',
    name: { en: 'Emirates Chauffeur Services', ar: 'الإمارات لخدمات السائقين' },
    behaviour: 'onRequest',
    countries: ['AE'],
    categories: ['transfers'],
    weight: 2,
  },
  {
    // Always errors on confirmation: the seeded way to produce failed items and partial bookings on purpose.
    supplierId: 'sandstorm-adventures',
    name: { en: 'Sandstorm Adventures', ar: 'مغامرات العاصفة الرملية' },
    behaviour: 'failing',
    countries: ['AE', 'SA'],
    categories: ['city-tours', 'desert-safaris', 'adventure'],
    weight: 1,
  },
  {
    // Answers on-request bookings with a decline: the seeded way to produce an on-hold booking that is released.
    supplierId: 'mirage-experiences',
    name: { en: 'Mirage Experiences', ar: 'تجارب السراب' },
    behaviour: 'declining',
    countries: ['AE', 'SA'],
    categories: ['city-tours', 'cruises', 'food-tours', 'yachts'],
    weight: 1,
  },
];

/** Supplier id per seeded behaviour, so tests and demos can reach each booking outcome on purpose. */
export const SEEDED_SUPPLIER_BEHAVIOURS: Readonly<Record<SupplierBehaviour, readonly string[]>> = {
  instant: SUPPLIERS.filter((s) => s.behaviour === 'instant').map((s) => s.supplierId),
  onRequest: SUPPLIERS.filter((s) => s.behaviour === 'onRequest').map((s) => s.supplierId),
  failing: SUPPLIERS.filter((s) => s.behaviour === 'failing').map((s) => s.supplierId),
  declining: SUPPLIERS.filter((s) => s.behaviour === 'declining').map((s) => s.supplierId),
};

export const confirmationModeOf = (behaviour: SupplierBehaviour): 'instant' | 'onRequest' =>
  behaviour === 'instant' || behaviour === 'failing' ? 'instant' : 'onRequest';
