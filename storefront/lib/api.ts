import type { paths } from './api-types.generated';
import { sessionCsrfCookie } from './session-cookie';
import type { Availability, BookingStatus, BookingTickets, Cart, CartReview, Category, City, DepartureManifest, ExperienceDetail, FoundBookings, ListResult, NoShowsMarked, Problem, ScanResults, Theme, Vocabulary } from './types';

/**
 * The one data layer over the api. On the server it calls the api directly (RIHLA_API_URL); in the browser it goes
 * through the storefront's same-origin /api proxy. Errors carry the api's problem+json.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? `Request failed (${status})`);
  }
}

export const CSRF_KEY = 'rihla.csrf';

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

function base(): string {
  if (typeof window !== 'undefined') return '/api';
  return (process.env.RIHLA_API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
}

/** In the browser, the page's language (not the browser's): the api writes the messages a person reads in it. */
function pageLanguage(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const lang = document.documentElement.lang;
  return lang ? { 'accept-language': lang.toLowerCase().startsWith('ar') ? 'ar' : 'en' } : {};
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Server components: seconds to reuse the answer (catalog data); undefined: never cached. */
  revalidate?: number;
}

/** Spec: retries 0 times for idempotent requests, once for others, on 408/409/425/429/5xx gateway statuses. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const retries = method === 'GET' || method === 'PUT' || method === 'DELETE' ? 0 : 1;
  const headers: Record<string, string> = { accept: 'application/json', ...pageLanguage(), ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  // The accounts api's synchronizer token, echoed on writes (the same-origin proxy sends no Origin header).
  if (typeof window !== 'undefined' && method !== 'GET') {
    // A tab opened after signing in has no copy in sessionStorage: the api's readable CSRF cookie holds the same token.
    const csrf = sessionStorage.getItem(CSRF_KEY) ?? sessionCsrfCookie();
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  const init: RequestInit & { next?: { revalidate: number } } = {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    ...(typeof window === 'undefined' ? (opts.revalidate ? { next: { revalidate: opts.revalidate } } : { cache: 'no-store' as const }) : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base()}${path}`, init);
    if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
    if (attempt < retries && RETRY_STATUSES.has(res.status)) continue;
    let problem: Problem | null = null;
    try {
      problem = (await res.json()) as Problem;
    } catch {
      problem = null;
    }
    throw new ApiError(res.status, problem);
  }
}

export const qs = (params: Record<string, string | number | undefined | null | string[]>): string => {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) u.set(k, v.join(','));
    } else u.set(k, String(v));
  }
  const s = u.toString();
  return s ? `?${s}` : '';
};

const HOUR = 3600;

export const catalog = {
  list: (params: Record<string, string | number | undefined | string[]>) => apiRequest<ListResult>(`/experiences${qs(params)}`, { revalidate: 60 }),
  search: (params: Record<string, string | number | undefined | string[]>) => apiRequest<ListResult>(`/search${qs(params)}`, { revalidate: 60 }),
  detail: (slug: string, locale: string) => apiRequest<ExperienceDetail>(`/experiences/${encodeURIComponent(slug)}${qs({ locale })}`, { revalidate: 60 }),
  availability: (id: string, date: string, locale: string) => apiRequest<Availability>(`/experiences/${encodeURIComponent(id)}/availability${qs({ date, locale })}`),
  cities: (locale: string) => apiRequest<{ items: City[] }>(`/cities${qs({ locale })}`, { revalidate: HOUR }),
  categories: (locale: string) => apiRequest<{ items: Category[] }>(`/categories${qs({ locale })}`, { revalidate: HOUR }),
  themes: (locale: string) => apiRequest<{ items: Theme[] }>(`/themes${qs({ locale })}`, { revalidate: HOUR }),
  vocabulary: (locale: string) => apiRequest<Vocabulary>(`/vocabulary${qs({ locale })}`, { revalidate: HOUR }),
};

export interface AddItemInput {
  experienceId: string;
  optionId: string;
  date: string;
  startTime: string;
  participants?: { adult?: number; child?: number; infant?: number };
  quantity?: number;
  extras?: { extraId: string; quantity: number }[];
  pickup?: { pointId: string; time?: string };
}

const key = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export const carts = {
  open: (currency?: string) => apiRequest<Cart>('/carts', { method: 'POST', body: currency ? { currency } : {}, headers: { 'idempotency-key': key() } }),
  get: (id: string) => apiRequest<Cart>(`/carts/${id}`),
  addItem: (id: string, item: AddItemInput) => apiRequest<{ lineId: string; cart: Cart }>(`/carts/${id}/items`, { method: 'POST', body: item, headers: { 'idempotency-key': key() } }),
  changeItem: (id: string, lineId: string, body: { participants?: AddItemInput['participants']; quantity?: number }) =>
    apiRequest<Cart>(`/carts/${id}/items/${lineId}`, { method: 'PATCH', body }),
  removeItem: (id: string, lineId: string) => apiRequest<{ removed: { title?: { en: string; ar: string } }; cart: Cart }>(`/carts/${id}/items/${lineId}`, { method: 'DELETE' }),
  applyPromo: (id: string, code: string, replace = false) => apiRequest<Cart>(`/carts/${id}/promo`, { method: 'PUT', body: replace ? { code, replace } : { code } }),
  removePromo: (id: string) => apiRequest<Cart>(`/carts/${id}/promo`, { method: 'DELETE' }),
  currency: (id: string, currency: string) => apiRequest<Cart>(`/carts/${id}/currency`, { method: 'PUT', body: { currency } }),
  review: (id: string) => apiRequest<{ review: CartReview; cart: Cart }>(`/carts/${id}/review`, { method: 'POST' }),
};

export interface CheckoutInput {
  cartId: string;
  buyer: { firstName: string; lastName: string; email: string; phone: { countryCode: string; number: string } };
  paymentMethod: 'card' | 'payLater';
  locale: 'en' | 'ar';
  returnUrl?: string;
  /** A VAT-registered buyer asking for a tax invoice (ZATCA standard invoice). */
  taxBuyer?: { vatNumber: string; name: string; address: { street: string; building: string; district: string; city: string; postalZone: string; country: 'SA' } };
}
export interface CheckoutAnswer {
  bookingId: string;
  orderId: string;
  status: 'processing' | 'redirect' | 'onHold' | 'confirmed' | 'partiallyConfirmed' | 'failed';
  redirectUrl?: string;
}

export const bookings = {
  checkout: (input: CheckoutInput, idempotencyKey: string) => apiRequest<CheckoutAnswer>('/checkout', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } }),
  status: (id: string) => apiRequest<BookingStatus>(`/bookings/${id}/status`),
  retry: (id: string) => apiRequest<CheckoutAnswer>(`/bookings/${id}/retry`, { method: 'POST', body: {} }),
  cancellationQuote: (id: string) => apiRequest<Record<string, unknown>>(`/bookings/${id}/cancellation-quote`),
  cancel: (id: string, itemIds: string[]) => apiRequest<Record<string, unknown>>(`/bookings/${id}/cancellations`, { method: 'POST', body: { itemIds } }),
  invoices: (customerId: string) => apiRequest<{ items?: unknown[] } & Record<string, unknown>>(`/customers/${customerId}/invoices`),
  invoice: (bookingId: string) => apiRequest<Record<string, unknown>>(`/invoices/${bookingId}`),
};

/** SWR's fetcher: a path relative to the api. */
export const fetcher = <T,>(path: string): Promise<T> => apiRequest<T>(path);

/** The signed-in account (GET /me): name, e-mail, phone, roles, the CSRF token. */
export type Me = paths['/me']['get']['responses'][200]['content']['application/json'];

export const auth = {
  signIn: (body: { email: string; password: string; next?: string }) => apiRequest<{ customer: Me; redirectTo: string }>('/auth/sign-in', { method: 'POST', body }),
  signUp: (body: Record<string, unknown>, next?: string) =>
    apiRequest<{ customer: Me; redirectTo: string }>(`/auth/sign-up${next ? `?next=${encodeURIComponent(next)}` : ''}`, { method: 'POST', body }),
  signOut: () => apiRequest<void>('/auth/sign-out', { method: 'POST' }),
  requestReset: (email: string, locale: string) => apiRequest<{ message: string }>('/auth/password-reset/request', { method: 'POST', body: { email, locale } }),
  reset: (body: { token: string; password: string; confirmPassword: string }) => apiRequest<{ message: string }>('/auth/password-reset', { method: 'POST', body }),
  /** Confirms the address with the e-mailed link's token (once; a used or expired link is refused with 422). */
  verifyEmail: (token: string) => apiRequest<{ message: string }>('/auth/verify-email', { method: 'POST', body: { token } }),
  /** A new verification link for the signed-in account (401 when signed out). */
  resendVerification: () => apiRequest<{ message: string }>('/me/email-verification', { method: 'POST' }),
  me: () => apiRequest<Me>('/me'),
  invoices: () => apiRequest<{ customerId: string; invoices: Invoice[] }>('/me/invoices'),
};

/** "Find my booking" (guests): order number + e-mail, or e-mail + a code sent to it. */
export const bookingLookup = {
  byOrder: (orderId: string, email: string) => apiRequest<FoundBookings>('/booking-lookup', { method: 'POST', body: { orderId, email } }),
  requestCode: (email: string) => apiRequest<{ message: string }>('/booking-lookup/code-requests', { method: 'POST', body: { email } }),
  byCode: (email: string, code: string) => apiRequest<FoundBookings>('/booking-lookup/codes', { method: 'POST', body: { email, code } }),
};

export interface Invoice {
  bookingId: string;
  orderId?: string;
  invoiceNumber?: string | null;
  status?: string;
  [k: string]: unknown;
}

/** The signed-in account as staff pages read it (GET /me, with roles). */
export type StaffMe = Me;

/**
 * Staff (ops, finance). Server components pass the visitor's cookie header to `me`; the browser's calls go through the
 * same-origin proxy with the session cookie. Every ops action sends an Idempotency-Key: one per click.
 */
export const staff = {
  me: (cookie?: string) => apiRequest<StaffMe>('/me', { headers: cookie ? { cookie } : {} }),
  retry: (bookingId: string, idempotencyKey: string, itemIds?: string[]) =>
    apiRequest<{ bookingId: string; itemIds: string[] }>(`/ops/bookings/${encodeURIComponent(bookingId)}/retry`, { method: 'POST', body: itemIds ? { itemIds } : {}, headers: { 'idempotency-key': idempotencyKey } }),
  answer: (bookingId: string, itemId: string, answer: 'confirmed' | 'declined', idempotencyKey: string) =>
    apiRequest<{ status: string }>(`/ops/bookings/${encodeURIComponent(bookingId)}/items/${encodeURIComponent(itemId)}/answer`, { method: 'POST', body: { answer }, headers: { 'idempotency-key': idempotencyKey } }),
  /** Marks what people sent as dealt with: recorded once, so a second click changes nothing. */
  answerEnquiry: (enquiryId: string) =>
    apiRequest<{ answeredAt: string }>(`/ops/enquiries/${encodeURIComponent(enquiryId)}/answered`, { method: 'POST', body: {} }).then((r) => ({ at: r.answeredAt })),
  handleApplication: (applicationId: string) =>
    apiRequest<{ handledAt: string }>(`/ops/partner-applications/${encodeURIComponent(applicationId)}/handled`, { method: 'POST', body: {} }).then((r) => ({ at: r.handledAt })),
  rerunRefund: (bookingId: string, refundId: string, idempotencyKey: string) =>
    apiRequest<{ job: string }>(`/ops/bookings/${encodeURIComponent(bookingId)}/refunds/${encodeURIComponent(refundId)}/rerun`, { method: 'POST', body: {}, headers: { 'idempotency-key': idempotencyKey } }),
  /** Runs a capture the payment provider refused again (after ops sorted the payment out at the provider). */
  retryCapture: (bookingId: string, idempotencyKey: string) =>
    apiRequest<{ job: string }>(`/ops/bookings/${encodeURIComponent(bookingId)}/capture/retry`, { method: 'POST', body: {}, headers: { 'idempotency-key': idempotencyKey } }),
};

/** The day of the tour: a booking's tickets (server pages pass the visitor's cookie), the scanner and the manifest. */
export const dayOfTour = {
  tickets: (bookingId: string, cookie?: string) => apiRequest<BookingTickets>(`/bookings/${encodeURIComponent(bookingId)}/tickets`, { headers: cookie ? { cookie } : {} }),
  scan: (scans: unknown[]) => apiRequest<ScanResults>('/checkin/scans', { method: 'POST', body: { scans } }),
  markNoShows: (departure: DepartureManifest['departure']) =>
    apiRequest<NoShowsMarked>('/checkin/manifest/no-shows', { method: 'POST', body: { experienceId: departure.experienceId, optionId: departure.optionId, date: departure.date, startTime: departure.startTime } }),
};
