/**
 * The api shapes the storefront reads: aliases onto the types generated from the api's OpenAPI document
 * (api-types.generated.ts, `npm run api-types`), so a change on the api side is a compile error here.
 */
import type { ListResult, Money } from './api-types.generated';

export type {
  Availability,
  Category,
  City,
  ExperienceCard,
  ExperienceDetail,
  ExperienceOption,
  ListResult,
  Money,
  Named,
  Pricing,
  /** Every 4xx/5xx answer (RFC 9457); `code` and other members are the api's extensions. */
  ProblemDetails as Problem,
  RefundLedger,
  RefundLedgerEntry,
  RefundTotals,
  Theme,
  Vocabulary,
} from './api-types.generated';
export type Facets = ListResult['facets'];
export type Locale = 'en' | 'ar';

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
  /** The charge currency: the visitor's chosen one, else the first item's; other items are converted into it. */
  currency: string;
  displayCurrency: string;
  currencyChosen?: boolean;
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
  /** The exchange fixed at checkout, when items were priced in other currencies than the one charged. */
  exchange?: { chargeCurrency: string; rates: { from: string; to: string; rate: number }[]; lines: { itemId: string; price: Money; charged: Money }[] };
}
