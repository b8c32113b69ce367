/**
 * The api shapes the storefront reads: aliases onto the types generated from the api's OpenAPI document
 * (api-types.generated.ts, `npm run api-types`), so a change on the api side is a compile error here.
 */
import type { ListResult } from './api-types.generated';

export type {
  Availability,
  BookingStatus,
  BookingTickets,
  DepartureManifest,
  DeparturesOnDate,
  NoShowsMarked,
  ScanResult,
  ScanResults,
  Cart,
  CartLine,
  CartReview,
  Category,
  City,
  ExperienceCard,
  ExperienceDetail,
  ExperienceOption,
  FoundBookings,
  Invoice,
  InvoiceItem,
  ListResult,
  LocalizedText,
  Money,
  Named,
  OpsBooking,
  OpsQueues,
  Pricing,
  /** Every 4xx/5xx answer (RFC 9457); `code` and other members are the api's extensions. */
  ChatConversation,
  ProblemDetails as Problem,
  RefundLedger,
  RefundLedgerEntry,
  RefundTotals,
  Theme,
  Vocabulary,
} from './api-types.generated';
export type Facets = ListResult['facets'];
export type Locale = 'en' | 'ar';
