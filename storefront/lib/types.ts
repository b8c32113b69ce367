/** The api shapes the storefront reads (see the api-schemas.ts files in services and /openapi.json). */
export type Locale = 'en' | 'ar';
export interface Money {
  amount: number;
  currency: string;
}
export interface Named {
  id: string;
  name: string;
}
export interface ExperienceCard {
  id: string;
  slug: string;
  title: string;
  city: Named;
  countryCode: 'SA' | 'AE';
  categoryIds: string[];
  imageIds: string[];
  rating: number;
  reviewCount: number;
  fromPrice: Money & { per: 'person' | 'item' };
  duration: { unit: string; value: number; totalMinutes: number };
  durationBand: string;
  labels: string[];
  freeCancellation: boolean;
  confirmationMode: 'instant' | 'onRequest';
}
export type Facets = Record<string, Record<string, number>> & { price: { min: number; max: number; currency: string } | null };
export interface ListResult {
  locale: Locale;
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
  nextPage: number | null;
  sort: string;
  items: ExperienceCard[];
  facets: Facets;
  search: { q: string | null; destination: { text: string; cities: Named[]; matched: boolean } | null; date: string | null };
}
export type Pricing =
  | { mode: 'perPerson'; currency: string; units: { unit: 'adult' | 'child' | 'infant'; name: string; amount: number; ageMin: number; ageMax: number }[] }
  | { mode: 'perItem'; currency: string; amount: number; maxPeoplePerItem: number };
export interface ExperienceOption {
  optionId: string;
  title: string;
  description: string;
  startTimes: string[];
  daysOfWeek: number[];
  capacityPerSlot: number;
  pricing: Pricing;
  pickup: { included: boolean; dropOffIncluded: boolean; points: { pointId: string; name: string; address: string; minutesBeforeStart: number }[] };
}
export interface ExperienceDetail {
  id: string;
  status: 'available' | 'unavailable';
  unavailableMessage: string | null;
  slug: string;
  slugs: { en: string; ar: string };
  title: string;
  overview: string;
  highlights: string[];
  includes: string[];
  excludes: string[];
  itinerary: { title: string; description: string }[];
  knowBeforeYouGo: string[];
  whatToBring: string[];
  city: Named;
  countryCode: 'SA' | 'AE';
  timeZone: string;
  location: { address: string; lat: number; lng: number };
  categories: Named[];
  themes: Named[];
  languages: { code: string; name: string }[];
  ageRange: { min: number; max: number };
  duration: { unit: string; value: number; totalMinutes: number };
  tourGuide: string | null;
  rating: number;
  reviewCount: number;
  fromPrice: Money & { per: 'person' | 'item' };
  freeCancellation: boolean;
  supplier: { id: string; confirmationMode: 'instant' | 'onRequest' };
  cancellationPolicy: { kind: 'freeCancellation' | 'nonRefundable'; summary: string; tiers: { minutesBefore: number; penaltyPercent: number; text: string }[] };
  options: ExperienceOption[];
  extras: { extraId: string; title: string; amount: number; currency: string; per: 'person' | 'booking' }[];
  openingHours: { day: number; opens: string; closes: string }[];
  images: { id: string; alt: string }[];
  expiresOn: string | null;
  related: ExperienceCard[];
}
export interface Availability {
  experienceId: string;
  date: string;
  available: boolean;
  reason: 'unavailable' | 'noOptionOnDate' | 'soldOut' | null;
  message: string | null;
  options: {
    optionId: string;
    title: string;
    capacityPerSlot: number;
    pricing: Pricing;
    slots: { startTime: string; startsAt: string; capacity: number; remaining: number; status: 'available' | 'soldOut' | 'started' }[];
  }[];
}
export interface City {
  id: string;
  name: string;
  countryCode: 'SA' | 'AE';
  popularity: number;
  image: { id: string; alt: string };
  experienceCount: number;
}
export interface Theme {
  id: string;
  name: string;
  image: { id: string; alt: string };
  experienceCount: number;
}
export interface Category {
  id: string;
  name: string;
  description: string;
  experienceCount: number;
}
export type Vocabulary = Record<string, Named[]> & { rating: { value: number; name: string }[] };

export interface LocalizedText {
  en: string;
  ar: string;
}
export interface CartLine {
  lineId: string;
  experienceId: string;
  optionId: string;
  title: LocalizedText;
  optionTitle: LocalizedText;
  date: string;
  startTime: string;
  participants: { adult?: number; child?: number; infant?: number };
  quantity: number;
  extras: { extraId: string; quantity: number; title?: LocalizedText }[];
  pickup: { pointId: string; time?: string; name?: LocalizedText; address?: LocalizedText } | null;
  lineTotal: Money;
  capacity: number;
}
export interface CartReview {
  state: 'empty' | 'available' | 'allUnavailable' | 'someUnavailable' | 'pricesChanged' | 'unavailableAndPricesChanged';
  lines: { lineId: string; title: LocalizedText; status: 'available' | 'unavailable' | 'priceChanged'; reason?: string; reasonCode?: string; previousTotal?: Money; currentTotal?: Money }[];
  promoRemoved?: { code: string; reason: string };
}
export interface Cart {
  cartId: string;
  status: 'open' | 'checkedOut';
  bookingId?: string;
  currency: string;
  displayCurrency: string;
  lines: CartLine[];
  subtotal: Money;
  promo: { code: string; discount: Money } | null;
  discount: Money;
  total: Money;
  revision: number;
  itemCount: number;
  display: { currency: string; approximate: boolean; subtotal: Money; discount: Money; total: Money; lines: { lineId: string; lineTotal: Money }[] };
}
export type BookingScreenStatus =
  | 'processing'
  | 'almostThere'
  | 'redirectToPayment'
  | 'reviewRequired'
  | 'confirmed'
  | 'partiallyConfirmed'
  | 'failed'
  | 'onHold'
  | 'paymentDeclined';
export interface BookingStatus {
  bookingId: string;
  orderId: string;
  purchaseId: string;
  paymentMethod: 'card' | 'payLater';
  status: BookingScreenStatus;
  redirectUrl: string | null;
  lines: {
    itemId: string;
    title: LocalizedText;
    optionTitle: LocalizedText;
    date: string;
    startTime: string;
    quantity: number;
    status: string;
    amounts: { total: Money };
    /** Absent on status documents projected before they were added. */
    extras?: { extraId: string; title: LocalizedText; quantity: number }[];
    pickup?: { pointId: string; name: LocalizedText; address: LocalizedText; time: string } | null;
  }[];
  totals: { subtotal: Money; discount: Money; total: Money; authorized: Money; held: Money; captured: Money; released: Money; refunded: Money };
  paymentStatus: string;
  invoiceNumber: string | null;
  refundDue: boolean;
  refundStatus: 'none' | 'pending' | 'overdue' | 'issued';
  refunds: { refundId: string; amount: Money; issuedAt: string | null }[];
  actions: { canRetryItems: boolean; retryableItemIds: string[]; tryAgain: boolean; reviewCart: boolean };
  resultReady: boolean;
  requestedAt: string;
}
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail: string;
  code?: string;
  errors?: { path: string; message: string }[];
  [k: string]: unknown;
}
