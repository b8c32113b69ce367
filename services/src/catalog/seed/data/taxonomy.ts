import type { LocalizedText } from '@rihla/events/common';
import type { Motif } from './palettes.ts';

export interface CategorySeed {
  categoryId: string;
  name: LocalizedText;
  description: LocalizedText;
}

export interface ThemeSeed {
  themeId: string;
  name: LocalizedText;
  motif: Motif;
  alt: LocalizedText;
}

export const CATEGORIES = [
  {
    categoryId: 'city-tours',
    name: { en: 'City Tours', ar: 'جولات المدينة' },
    description: {
      en: 'Guided walks and drives through old quarters, landmarks and modern skylines with people who live there.',
      ar: 'جولات سيرًا على الأقدام وبالسيارة بين الأحياء القديمة والمعالم الشهيرة وناطحات السحاب برفقة مرشدين من أهل المدينة.',
    },
  },
  {
    categoryId: 'desert-safaris',
    name: { en: 'Desert Safaris', ar: 'رحلات السفاري الصحراوية' },
    description: {
      en: 'Dune drives, camel rides and Bedouin-style camps under wide desert skies.',
      ar: 'قيادة فوق الكثبان الرملية وركوب الإبل ومخيمات على الطراز البدوي تحت سماء الصحراء الواسعة.',
    },
  },
  {
    categoryId: 'red-sea-trips',
    name: { en: 'Red Sea Trips', ar: 'رحلات البحر الأحمر' },
    description: {
      en: 'Boat days, island hopping and coral reefs along the clear waters of the Red Sea coast.',
      ar: 'رحلات بالقوارب وتنقل بين الجزر وشعاب مرجانية على امتداد مياه ساحل البحر الأحمر الصافية.',
    },
  },
  {
    categoryId: 'diving-and-snorkelling',
    name: { en: 'Diving & Snorkelling', ar: 'الغوص والغطس السطحي' },
    description: {
      en: 'First dives, reef trips and certified courses with licensed instructors and well-kept equipment.',
      ar: 'تجارب الغوص الأولى ورحلات الشعاب المرجانية ودورات معتمدة مع مدربين مرخصين ومعدات جيدة الصيانة.',
    },
  },
  {
    categoryId: 'cruises',
    name: { en: 'Cruises', ar: 'الرحلات البحرية' },
    description: {
      en: 'Dhow dinners, sunset sailings and longer voyages along the coast.',
      ar: 'عشاء على متن قوارب الداو وإبحار عند الغروب ورحلات أطول على امتداد الساحل.',
    },
  },
  {
    categoryId: 'yachts',
    name: { en: 'Yacht Charters', ar: 'استئجار اليخوت' },
    description: {
      en: 'Private yachts with a captain and crew, booked by the boat for your own group.',
      ar: 'يخوت خاصة مع قبطان وطاقم، تُحجز بالقارب كاملًا لمجموعتك وحدها.',
    },
  },
  {
    categoryId: 'jet-ski',
    name: { en: 'Jet Ski', ar: 'الدراجات المائية' },
    description: {
      en: 'Fast rides and guided coastal tours on modern jet skis, booked per machine.',
      ar: 'جولات سريعة ورحلات ساحلية مع مرشد على دراجات مائية حديثة، تُحجز لكل دراجة.',
    },
  },
  {
    categoryId: 'adventure',
    name: { en: 'Adventure', ar: 'المغامرات' },
    description: {
      en: 'Hikes, quad bikes, ziplines and balloon flights for travellers who like their days active.',
      ar: 'رحلات مشي ودراجات رباعية وانزلاق بالحبال ورحلات بالمنطاد لمن يحب الأيام المليئة بالحركة.',
    },
  },
  {
    categoryId: 'theme-parks',
    name: { en: 'Theme Parks', ar: 'المدن الترفيهية' },
    description: {
      en: 'Tickets for theme parks and water parks, from record-breaking rides to gentle family fun.',
      ar: 'تذاكر المدن الترفيهية والحدائق المائية، من الألعاب القياسية إلى المرح العائلي الهادئ.',
    },
  },
  {
    categoryId: 'museums-and-attractions',
    name: { en: 'Museums & Attractions', ar: 'المتاحف والمعالم' },
    description: {
      en: 'Entry tickets and guided visits to museums, heritage sites and observation decks.',
      ar: 'تذاكر دخول وزيارات مع مرشدين إلى المتاحف والمواقع التراثية ومنصات المشاهدة.',
    },
  },
  {
    categoryId: 'food-tours',
    name: { en: 'Food Tours', ar: 'جولات تذوق الطعام' },
    description: {
      en: 'Tastings, cooking classes and market walks that tell a city through its kitchen.',
      ar: 'جلسات تذوق ودروس طبخ وجولات في الأسواق تروي حكاية المدينة من خلال مطبخها.',
    },
  },
  {
    categoryId: 'transfers',
    name: { en: 'Transfers', ar: 'خدمات النقل' },
    description: {
      en: 'Private airport and intercity transfers with professional drivers, priced per vehicle.',
      ar: 'نقل خاص من المطار وبين المدن مع سائقين محترفين، بسعر ثابت لكل سيارة.',
    },
  },
] as const satisfies readonly CategorySeed[];


export const THEMES = [
  {
    themeId: 'heritage',
    name: { en: 'Heritage & History', ar: 'التراث والتاريخ' },
    motif: 'fort',
    alt: { en: 'A mud-brick fort with watchtowers in warm afternoon light', ar: 'قلعة من الطين بأبراج مراقبة في ضوء العصر الدافئ' },
  },
  {
    themeId: 'family-fun',
    name: { en: 'Family Fun', ar: 'متعة العائلة' },
    motif: 'park',
    alt: { en: 'A colourful park with a Ferris wheel and green hills', ar: 'حديقة ملونة فيها عجلة دوارة وتلال خضراء' },
  },
  {
    themeId: 'romance',
    name: { en: 'Romantic Escapes', ar: 'أجواء رومانسية' },
    motif: 'boat',
    alt: { en: 'A wooden boat sailing at sunset', ar: 'قارب خشبي يبحر عند الغروب' },
  },
  {
    themeId: 'luxury',
    name: { en: 'Luxury Experiences', ar: 'تجارب فاخرة' },
    motif: 'sea',
    alt: { en: 'Calm turquoise sea under a clear sky', ar: 'بحر فيروزي هادئ تحت سماء صافية' },
  },
  {
    themeId: 'nature',
    name: { en: 'Nature & Outdoors', ar: 'الطبيعة والهواء الطلق' },
    motif: 'mountains',
    alt: { en: 'Layered mountain ridges at sunrise', ar: 'سلاسل جبلية متتابعة عند شروق الشمس' },
  },
  {
    themeId: 'nightlife',
    name: { en: 'Nights Out', ar: 'سهرات ليلية' },
    motif: 'skyline',
    alt: { en: 'A city skyline glowing at night', ar: 'أفق مدينة مضاء في الليل' },
  },
  {
    themeId: 'ramadan-nights',
    name: { en: 'Ramadan Nights', ar: 'ليالي رمضان' },
    motif: 'market',
    alt: { en: 'Lanterns hanging over a traditional market', ar: 'فوانيس معلقة فوق سوق شعبي' },
  },
  {
    themeId: 'winter-season',
    name: { en: 'Winter Season', ar: 'موسم الشتاء' },
    motif: 'stars',
    alt: { en: 'A desert camp under a sky full of stars', ar: 'مخيم صحراوي تحت سماء مليئة بالنجوم' },
  },
  {
    themeId: 'thrills',
    name: { en: 'Thrills & Adventure', ar: 'الإثارة والمغامرة' },
    motif: 'dunes',
    alt: { en: 'High red dunes rolling to the horizon', ar: 'كثبان حمراء عالية تمتد حتى الأفق' },
  },
  {
    themeId: 'sea-and-beach',
    name: { en: 'Sea & Beach', ar: 'البحر والشواطئ' },
    motif: 'palms',
    alt: { en: 'Palm trees on a sandy beach', ar: 'أشجار نخيل على شاطئ رملي' },
  },
  {
    themeId: 'arts-and-culture',
    name: { en: 'Arts & Culture', ar: 'الفنون والثقافة' },
    motif: 'skyline',
    alt: { en: 'Modern museum buildings against a pastel sky', ar: 'مبانٍ حديثة لمتاحف أمام سماء بألوان هادئة' },
  },
  {
    themeId: 'foodie-trails',
    name: { en: 'Foodie Trails', ar: 'رحلات الذواقة' },
    motif: 'market',
    alt: { en: 'Spice stalls with striped awnings', ar: 'أكشاك توابل تحت مظلات مخططة' },
  },
] as const satisfies readonly ThemeSeed[];

