import {
  TAXONOMY_STREAM,
  experienceStream,
  type CancellationPolicy,
  type CatalogEvent,
  type Experience,
  type ExperienceOption,
  type Pricing,
} from '@rihla/events/catalog';
import type { LocalizedText } from '@rihla/events/common';
import { CITIES, type CitySeed } from './data/cities.ts';
import { PALETTES, type Motif } from './data/palettes.ts';
import { SUPPLIERS, confirmationModeOf } from './data/suppliers.ts';
import { CATEGORIES, THEMES } from './data/taxonomy.ts';
import { EDITIONS, EXTRAS, TEMPLATES, type Edition, type ExperienceTemplate } from './data/templates.ts';
import { createPrng, deriveSeed, type Prng } from './prng.ts';

export interface CatalogStream {
  streamName: string;
  events: CatalogEvent[];
}

export interface GenerateCatalogOptions {
  seed: number;
  /** Number of experiences; at most one per city, template and edition. */
  size: number;
}

type Places = Record<string, LocalizedText>;

/** Fills `{city}` and `{placeKey}` in both languages. */
function fill(text: LocalizedText, places: Places): LocalizedText {
  const sub = (s: string, lang: 'en' | 'ar') =>
    s.replace(/\{(\w+)\}/g, (whole, key: string) => {
      const place = places[key];
      if (!place) throw new Error(`template text names {${key}}, which the city does not have: ${s}`);
      return place[lang];
    });
  return { en: sub(text.en, 'en'), ar: sub(text.ar, 'ar') };
}

/** English slugs: ASCII words; Arabic slugs keep Arabic letters and digits, joined by hyphens. */
export function slugify(text: string, lang: 'en' | 'ar'): string {
  const words = lang === 'en' ? text.toLowerCase().replace(/&/g, ' and ').match(/[a-z0-9]+/g) : text.match(/[\u0621-\u064A\u0660-\u0669a-zA-Z0-9]+/g);
  return (words ?? []).join('-');
}

const cityPlaces = (city: CitySeed): Places => ({ city: city.name, ...(city.places as Places) });

function appliesTo(t: ExperienceTemplate, city: CitySeed): boolean {
  if (t.redSeaOnly && !city.redSea) return false;
  return t.needs.every((p) => city.places[p] !== undefined);
}

/** Per-item, ticket and transfer templates are already "private" or a ticket: only classic and premium make sense. */
function editionsFor(t: ExperienceTemplate): readonly Edition[] {
  if (t.perItem || t.ticket || t.categoryId === 'transfers') return EDITIONS.filter((e) => e.key === 'classic' || e.key === 'premium');
  return EDITIONS;
}

interface Candidate {
  city: CitySeed;
  template: ExperienceTemplate;
  edition: Edition;
}

/** Every timed experience the generator could make, classic editions first so a small catalog still covers every city and kind. */
function candidates(): Candidate[] {
  const out: Candidate[] = [];
  for (const edition of EDITIONS)
    for (const city of CITIES)
      for (const template of TEMPLATES) if (!template.dayTicket && appliesTo(template, city) && editionsFor(template).includes(edition)) out.push({ city, template, edition });
  return out;
}

/** The attractions' open-dated day tickets: one per city and day-ticket template, in the classic edition only. */
function dayTicketCandidates(): Candidate[] {
  const classic = EDITIONS.find((e) => e.key === 'classic')!;
  return CITIES.flatMap((city) => TEMPLATES.filter((t) => t.dayTicket && appliesTo(t, city)).map((template) => ({ city, template, edition: classic })));
}

/** A day-ticket template's week: every day but the closed ones, opening at one time. */
function openingHoursOf(t: ExperienceTemplate): Experience['openingHours'] {
  const d = t.dayTicket!;
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => !d.closedOn.includes(day))
    .map((day) => ({ day, opens: d.opens, closes: d.lateCloses?.days.includes(day) ? d.lateCloses.closes : d.closes }));
}

export const MAX_CATALOG_SIZE = candidates().length;

const roundTo = (amount: number, step: number) => Math.max(step, Math.round(amount / step) * step);
/** Prices end in 5 or 0 of the major unit, as operators price them. */
const price = (major: number) => roundTo(major, 5) * 100;

function pricingFor(r: Prng, c: Candidate, factor: number): Pricing {
  const currency = c.city.countryCode === 'SA' ? 'SAR' : 'AED';
  // AED is worth a little more than SAR; keep displayed prices similar across the border.
  const fx = currency === 'AED' ? 0.98 : 1;
  const adultMajor = c.template.basePrice * c.city.costFactor * c.edition.priceFactor * factor * fx * (0.9 + r.next() * 0.25);
  if (c.template.perItem) return { mode: 'perItem', currency, amount: price(adultMajor), maxPeoplePerItem: c.template.perItem.maxPeople };
  if (c.edition.privateGroup) return { mode: 'perItem', currency, amount: price(adultMajor), maxPeoplePerItem: 6 };
  const ageMin = c.template.ageMin;
  const adultFrom = Math.max(12, ageMin);
  const units: Extract<Pricing, { mode: 'perPerson' }>['units'] = [{ unit: 'adult', amount: price(adultMajor), ageMin: adultFrom, ageMax: 99 }];
  if (ageMin < 12) units.push({ unit: 'child', amount: price(adultMajor * (0.55 + r.next() * 0.2)), ageMin: Math.max(3, ageMin), ageMax: 11 });
  if (ageMin < 3) units.push({ unit: 'infant', amount: 0, ageMin: 0, ageMax: 2 });
  return { mode: 'perPerson', currency, units };
}

function daysOfWeekFor(r: Prng, t: ExperienceTemplate): number[] {
  if (t.ticket || r.chance(0.7)) return [0, 1, 2, 3, 4, 5, 6];
  return r.sample([0, 1, 2, 3, 4, 5, 6], r.int(4, 6)).sort((a, b) => a - b);
}

function optionsFor(r: Prng, c: Candidate): ExperienceOption[] {
  const { template: t, city, edition } = c;
  const startTimes = t.dayTicket ? [t.dayTicket.opens] : [...r.pick(t.startTimes)];
  const daysOfWeek = t.dayTicket ? openingHoursOf(t).map((h) => h.day) : daysOfWeekFor(r, t);
  const capacityPerSlot = t.perItem ? t.capacity : Math.max(2, Math.round(t.capacity * edition.capacityFactor));
  const noPickup = { included: false, dropOffIncluded: false, points: [] };
  const standardTitle: LocalizedText = t.ticket
    ? edition.key === 'premium'
      ? { en: 'VIP ticket', ar: 'تذكرة كبار الشخصيات' }
      : { en: 'Standard ticket', ar: 'تذكرة عادية' }
    : { en: 'Meet at the starting point', ar: 'اللقاء في نقطة الانطلاق' };
  const options: ExperienceOption[] = [
    {
      optionId: 'standard',
      title: standardTitle,
      description: t.dayTicket
        ? { en: 'Valid all day on the date you choose; show the ticket on your phone at the entrance.', ar: 'صالحة طوال اليوم في التاريخ الذي تختاره؛ أظهر التذكرة على هاتفك عند المدخل.' }
        : t.ticket
        ? { en: 'Entry at the time you choose; show the ticket on your phone.', ar: 'الدخول في الوقت الذي تختاره مع إظهار التذكرة على هاتفك.' }
        : { en: 'Make your own way to the starting point; the meeting details come with your confirmation.', ar: 'تصل بنفسك إلى نقطة الانطلاق، وتصلك تفاصيل اللقاء مع تأكيد الحجز.' },
      startTimes,
      daysOfWeek,
      capacityPerSlot,
      pricing: pricingFor(r, c, 1),
      pickup: noPickup,
    },
  ];
  if (t.pickup) {
    options.push({
      optionId: 'hotel-pickup',
      title: { en: 'With hotel pickup', ar: 'مع الاستقبال من الفندق' },
      description: {
        en: `Pickup from one of the listed points in ${city.name.en} and drop-off at the same place afterwards.`,
        ar: `الاستقبال من إحدى النقاط المذكورة في ${city.name.ar} والعودة إلى المكان نفسه بعد انتهاء التجربة.`,
      },
      startTimes,
      daysOfWeek,
      capacityPerSlot,
      pricing: pricingFor(r, c, 1.15),
      pickup: {
        included: true,
        dropOffIncluded: true,
        points: city.pickupPoints.map((p) => ({ pointId: p.key, name: p.name, address: p.address, minutesBeforeStart: r.pick([30, 45, 60]) })),
      },
    });
  }
  return options;
}

function cancellationPolicyFor(r: Prng, t: ExperienceTemplate): CancellationPolicy {
  const roll = r.next();
  if (roll < (t.ticket ? 0.35 : 0.12)) return { kind: 'nonRefundable' };
  if (roll < 0.7) return { kind: 'freeCancellation', freeUntilMinutesBefore: 24 * 60, tiers: [{ minutesBefore: 24 * 60, penaltyPercent: 100 }] };
  return {
    kind: 'freeCancellation',
    freeUntilMinutesBefore: 72 * 60,
    tiers: [
      { minutesBefore: 72 * 60, penaltyPercent: 50 },
      { minutesBefore: 24 * 60, penaltyPercent: 100 },
    ],
  };
}

const MINUTES: Record<ExperienceTemplate['duration']['unit'], number> = { minutes: 1, hours: 60, days: 24 * 60, nights: 24 * 60, overnight: 0 };

function durationOf(t: ExperienceTemplate): Experience['duration'] {
  const { unit, value, minValue } = t.duration;
  // An overnight trip leaves in the afternoon and is back the next morning.
  const total = unit === 'overnight' ? 18 * 60 : value * MINUTES[unit];
  return { unit, value, totalMinutes: total, ...(minValue !== undefined ? { minTotalMinutes: minValue * MINUTES[unit] } : {}) };
}

function supplierFor(r: Prng, c: Candidate): Experience['supplier'] {
  const fits = SUPPLIERS.filter(
    (s) => s.countries.includes(c.city.countryCode) && (s.categories as readonly string[]).includes(c.template.categoryId) && (!s.cities || s.cities.includes(c.city.cityId)),
  );
  const pool = fits.length ? fits : SUPPLIERS.filter((s) => (s.categories as readonly string[]).includes(c.template.categoryId));
  const s = r.weighted(pool.map((p) => [p, p.weight] as const));
  return { supplierId: s.supplierId, name: s.name, confirmationMode: confirmationModeOf(s.behaviour), behaviour: s.behaviour };
}

function image(r: Prng, imageId: string, motif: Motif, alt: LocalizedText) {
  return { imageId, alt, palette: [...r.pick(PALETTES[motif])], motif };
}

const OTHER_LANGUAGES = ['fr', 'de', 'es', 'ru', 'zh', 'hi', 'ur', 'it'] as const;
const GENERIC_INCLUDES: LocalizedText[] = [
  { en: 'Bottled water', ar: 'مياه معبأة' },
  { en: 'All taxes and fees', ar: 'جميع الضرائب والرسوم' },
];
const GENERIC_EXCLUDES: LocalizedText[] = [
  { en: 'Gratuities', ar: 'الإكراميات' },
  { en: 'Personal expenses', ar: 'المصاريف الشخصية' },
];
const KNOW_BEFORE_YOU_GO: LocalizedText[] = [
  { en: 'Modest clothing is recommended at heritage and public sites.', ar: 'يُنصح بارتداء ملابس محتشمة في المواقع التراثية والأماكن العامة.' },
  { en: 'Bring a valid ID or passport.', ar: 'أحضر هوية سارية أو جواز السفر.' },
  { en: 'Times are local time of the city.', ar: 'المواعيد بالتوقيت المحلي للمدينة.' },
];
const WHAT_TO_BRING: Record<string, LocalizedText[]> = {
  water: [
    { en: 'Swimwear and a towel', ar: 'ملابس سباحة ومنشفة' },
    { en: 'Sunscreen', ar: 'واقي الشمس' },
  ],
  outdoor: [
    { en: 'Comfortable shoes', ar: 'حذاء مريح' },
    { en: 'Sunglasses and a hat', ar: 'نظارات شمسية وقبعة' },
  ],
  city: [
    { en: 'Comfortable walking shoes', ar: 'حذاء مريح للمشي' },
    { en: 'A light jacket for air-conditioned places', ar: 'سترة خفيفة للأماكن المكيفة' },
  ],
};
const WATER_CATEGORIES = new Set(['red-sea-trips', 'diving-and-snorkelling', 'cruises', 'yachts', 'jet-ski']);
const OUTDOOR_CATEGORIES = new Set(['desert-safaris', 'adventure']);

function experienceFor(r: Prng, c: Candidate, experienceId: string, recommendedRank: number): Experience {
  const { template: t, city, edition } = c;
  const places = cityPlaces(city);
  const baseTitle = fill(t.title, places);
  const title = edition.suffix ? { en: `${baseTitle.en}: ${edition.suffix.en}`, ar: `${baseTitle.ar}: ${edition.suffix.ar}` } : baseTitle;
  const rating = Math.round((3.6 + r.next() * 1.4) * 10) / 10;
  const reviewCount = Math.floor(3000 * r.next() ** 2.5);
  const cancellationPolicy = cancellationPolicyFor(r, t);
  const labels = new Set<Experience['labels'][number]>();
  if (cancellationPolicy.kind === 'freeCancellation') labels.add('free-cancellation');
  if (edition.privateGroup || t.perItem) labels.add('private-tour');
  if (t.ticket) labels.add('skip-the-line');
  if (rating >= 4.8 && reviewCount >= 20) labels.add('top-rated');
  if (reviewCount >= 1200) labels.add('bestseller');
  if (reviewCount < 25) labels.add('new');
  if (r.chance(0.15)) labels.add('likely-to-sell-out');
  const jitter = () => (r.next() - 0.5) * 0.2;
  const motif = t.motif;
  const altFor = (n: number): LocalizedText => ({ en: `${baseTitle.en}, photo ${n}`, ar: `${baseTitle.ar}، الصورة ${n}` });
  const firstPlace = t.needs.map((n) => city.places[n]).find((p) => p !== undefined) ?? city.name;
  const categoryWhatToBring = WATER_CATEGORIES.has(t.categoryId) ? WHAT_TO_BRING.water! : OUTDOOR_CATEGORIES.has(t.categoryId) ? WHAT_TO_BRING.outdoor! : WHAT_TO_BRING.city!;
  return {
    experienceId,
    slug: { en: '', ar: '' },
    title,
    overview: fill(t.overview, places),
    highlights: t.highlights.map((h) => fill(h, places)),
    includes: [
      ...(t.guided ? [{ en: 'Licensed local guide', ar: 'مرشد محلي مرخص' }] : []),
      ...(t.ticket ? [{ en: 'Entry ticket', ar: 'تذكرة الدخول' }] : []),
      ...GENERIC_INCLUDES,
    ],
    // Pickup is not written here: the storefront derives it from the options (and the one chosen).
    excludes: GENERIC_EXCLUDES,
    itinerary: t.itinerary.map((s) => ({ title: fill(s.title, places), description: fill(s.description, places) })),
    knowBeforeYouGo: [...KNOW_BEFORE_YOU_GO.slice(0, r.int(2, 3)), ...(t.ageMin > 0 ? [{ en: `Minimum age ${t.ageMin}.`, ar: `الحد الأدنى للعمر ${t.ageMin} سنوات.` }] : [])],
    whatToBring: categoryWhatToBring,
    cityId: city.cityId,
    countryCode: city.countryCode,
    timeZone: city.timeZone,
    location: {
      address: { en: `${firstPlace.en.replace(/^the /, '')}, ${city.name.en}`, ar: `${firstPlace.ar}، ${city.name.ar}` },
      lat: Math.round((city.lat + jitter()) * 1e5) / 1e5,
      lng: Math.round((city.lng + jitter()) * 1e5) / 1e5,
    },
    categoryIds: [t.categoryId],
    themeIds: r.sample(t.themes, r.int(1, t.themes.length)),
    labels: [...labels],
    occasions: r.sample(t.occasions, r.int(1, t.occasions.length)),
    recipients: r.sample(t.recipients, r.int(1, t.recipients.length)),
    bestFor: r.sample(t.bestFor, r.int(1, t.bestFor.length)),
    languages: ['en', 'ar', ...r.sample(OTHER_LANGUAGES, r.weighted([[0, 5], [1, 3], [2, 2]] as const))],
    ageRange: { min: t.ageMin, max: t.ageMin >= 10 ? 65 : 99 },
    duration: durationOf(t),
    tourGuide: t.guided ? r.pick([{ en: 'Licensed guide', ar: 'مرشد مرخّص' }, { en: 'Local expert guide', ar: 'مرشد محلي خبير' }, { en: 'Bilingual guide (Arabic and English)', ar: 'مرشد يتحدث العربية والإنجليزية' }]) : null,
    rating,
    reviewCount,
    recommendedRank,
    supplier: supplierFor(r, c),
    cancellationPolicy,
    options: optionsFor(r, c),
    extras: t.extras.map((key) => ({
      extraId: key,
      title: EXTRAS[key].title,
      amount: price((EXTRAS[key].amount * city.costFactor) as number),
      per: EXTRAS[key].per,
    })),
    openingHours: t.dayTicket ? openingHoursOf(t) : t.ticket ? [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: day === 5 ? '14:00' : '09:00', closes: '23:00' })) : [],
    ...(t.dayTicket ? { availabilityType: 'OPENING_HOURS' as const } : {}),
    images: [1, 2, 3].map((n) => image(r, `img-${experienceId}-${n}`, n === 1 ? motif : r.pick([motif, city.motif]), altFor(n))),
    expiresOn: t.ticket ? '2027-12-31' : null,
  };
}

function taxonomyEvents(seed: number): CatalogEvent[] {
  const r = createPrng(deriveSeed(seed, 'taxonomy'));
  return [
    ...CITIES.map(
      (c): CatalogEvent => ({
        type: 'CityListed',
        data: {
          cityId: c.cityId,
          name: c.name,
          countryCode: c.countryCode,
          timeZone: c.timeZone,
          aliases: c.aliases,
          popularity: c.popularity,
          image: image(r, `city-${c.cityId}`, c.motif, { en: `${c.name.en} at golden hour`, ar: `${c.name.ar} في الساعة الذهبية` }),
        },
      }),
    ),
    ...CATEGORIES.map((c): CatalogEvent => ({ type: 'CategoryListed', data: { categoryId: c.categoryId, name: c.name, description: c.description } })),
    ...THEMES.map((t): CatalogEvent => ({ type: 'ThemeListed', data: { themeId: t.themeId, name: t.name, image: image(r, `theme-${t.themeId}`, t.motif, t.alt) } })),
  ];
}

/**
 * The demo catalog as event streams: the taxonomy first, then one stream per experience: `size` timed experiences and,
 * after them, every attraction's open-dated day ticket (OPENING_HOURS; ranked after the timed ones, so adding them
 * changed no timed experience). Pure and deterministic: the same seed and size give the same events on every machine.
 */
export function generateCatalog({ seed, size }: GenerateCatalogOptions): CatalogStream[] {
  const all = candidates();
  if (!Number.isInteger(size) || size < 1 || size > all.length) throw new Error(`catalog size must be between 1 and ${all.length}; got ${size}`);
  // Classic editions first (every city and kind), then the other editions in a seeded order.
  const classic = all.filter((c) => c.edition.key === 'classic');
  const others = createPrng(deriveSeed(seed, 'editions')).shuffle(all.filter((c) => c.edition.key !== 'classic'));
  const chosen = [...classic, ...others].slice(0, size);
  const ranks = createPrng(deriveSeed(seed, 'ranks')).shuffle(chosen.map((_, i) => i));

  const usedSlugs = { en: new Set<string>(), ar: new Set<string>() };
  const unique = (slug: string, lang: 'en' | 'ar') => {
    let s = slug;
    for (let n = 2; usedSlugs[lang].has(s); n++) s = `${slug}-${n}`;
    usedSlugs[lang].add(s);
    return s;
  };

  const streams: CatalogStream[] = [{ streamName: TAXONOMY_STREAM, events: taxonomyEvents(seed) }];
  const dayTickets = dayTicketCandidates();
  [...chosen, ...dayTickets].forEach((c, i) => {
    const experienceId = `${c.city.cityId}-${c.template.key}-${c.edition.key}`;
    const r = createPrng(deriveSeed(seed, experienceId));
    const e = experienceFor(r, c, experienceId, ranks[i] ?? i);
    e.slug = { en: unique(slugify(e.title.en, 'en'), 'en'), ar: unique(slugify(e.title.ar, 'ar'), 'ar') };
    streams.push({ streamName: experienceStream(experienceId), events: [{ type: 'ExperiencePublished', data: e }] });
  });
  return streams;
}
