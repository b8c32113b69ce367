import createClient, { createFinalURL, defaultPathSerializer, type ClientPathsWithMethod, type MaybeOptionalInit, type MethodResponse } from 'openapi-fetch';
import type { paths } from './api-types.generated';
import { sessionCsrfCookie } from './session-cookie';
import { CURRENCIES, type Currency } from '../config/site';
import type { DepartureManifest, Locale, Problem } from './types';
import { CATALOG_LIFE_SECONDS, CATALOG_TAG, DATED_LIFE_SECONDS, TAXONOMY_LIFE_SECONDS } from './catalog-cache';

/**
 * The one typed client of the api: openapi-fetch over the `paths` generated from the api's OpenAPI document, so every
 * path, parameter, body and answer is the api's own (a change on the api side is a compile error here). On the server
 * it calls the api directly (RIHLA_API_URL); in the browser it goes through the storefront's same-origin /api proxy.
 * Errors carry the api's problem+json.
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

/** Query strings as the api reads them: lists comma-joined, empty values left out. */
export const qs = (params: Record<string, unknown>): string => {
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
const querySerializer = (query: Record<string, unknown>) => qs(query).slice(1);

/** Next.js's data cache for a server call: seconds to reuse the answer and the tags that drop it. */
type NextFetch = { revalidate?: number; tags?: string[] };

/**
 * Sends what the typed client built. Spec: retries 0 times for idempotent requests, once for others, on
 * 408/409/425/429/5xx gateway statuses. Writes from the browser echo the accounts api's synchronizer token.
 */
async function send(request: Request): Promise<Response> {
  const method = request.method;
  const retries = method === 'GET' || method === 'HEAD' || method === 'PUT' || method === 'DELETE' ? 0 : 1;
  const headers = new Headers(request.headers);
  headers.set('accept', 'application/json');
  for (const [k, v] of Object.entries(pageLanguage())) if (!headers.has(k)) headers.set(k, v);
  if (typeof window !== 'undefined' && method !== 'GET' && !headers.has('x-csrf-token')) {
    // A tab opened after signing in has no copy in sessionStorage: the api's readable CSRF cookie holds the same token.
    const csrf = sessionStorage.getItem(CSRF_KEY) ?? sessionCsrfCookie();
    if (csrf) headers.set('x-csrf-token', csrf);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
  if (!body) headers.delete('content-type');
  const next = (request as Request & { next?: NextFetch }).next;
  const init: RequestInit & { next?: NextFetch } = {
    method,
    headers,
    body: body || undefined,
    ...(typeof window === 'undefined' ? (next?.revalidate || next?.tags ? { next } : { cache: 'no-store' as const }) : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(request.url, init);
    if (res.ok || attempt >= retries || !RETRY_STATUSES.has(res.status)) return res;
  }
}

export const api = createClient<paths>({ baseUrl: base(), fetch: send, querySerializer });

/** The answer of a typed call, or an ApiError with the api's problem+json. */
export async function answer<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  const { data, error, response } = await call;
  if (response.ok) return data as NonNullable<R['data']>;
  const problem = error && typeof error === 'object' ? (error as Problem) : null;
  throw new ApiError(response.status, problem);
}

export type GetPath = ClientPathsWithMethod<typeof api, 'get'>;
export type GetInit<P extends GetPath> = MaybeOptionalInit<paths[P], 'get'>;
/** What the api answers a GET of `P` with (its 2xx JSON). */
export type GetAnswer<P extends GetPath> = MethodResponse<typeof api, 'get', P>;
/** The JSON body a method of a path takes. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put' | 'patch'> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** A typed GET that throws ApiError (SWR's hooks and server components). */
export const get = <P extends GetPath>(path: P, init?: GetInit<P>, next?: NextFetch): Promise<GetAnswer<P>> =>
  answer((api.GET as (p: string, i?: object) => Promise<{ data?: GetAnswer<P>; error?: unknown; response: Response }>)(path, next ? { ...init, next } : init));

/** The concrete url of a typed GET (relative to the api): SWR's cache key, so a `mutate` of that url finds it. */
export const apiUrl = <P extends GetPath>(path: P, init?: GetInit<P>): string => {
  const params = (init as { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } } | undefined)?.params ?? {};
  return createFinalURL(path, { baseUrl: '', params, querySerializer, pathSerializer: defaultPathSerializer });
};

const path = <T extends Record<string, string>>(p: T) => ({ params: { path: p } });
const key = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);
const idempotent = (k: string = key()) => ({ headers: { 'idempotency-key': k } });
const cookieOf = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });

type Query<P extends GetPath> = NonNullable<NonNullable<GetInit<P>>['params']> extends { query?: infer Q } ? NonNullable<Q> : never;
/** The api's language of a route's locale segment (anything else reads in English). */
export const apiLocale = (locale: string): Locale => (locale === 'ar' ? 'ar' : 'en');
/** A currency the api takes, or undefined (a stale or hand-edited choice in storage). */
export const apiCurrency = (c: string | null | undefined): Currency | undefined => CURRENCIES.find((x) => x === c);
/** A route's query with the page's locale string (narrowed to the api's). */
type CatalogQuery<P extends GetPath> = Omit<Query<P>, 'locale'> & { locale?: string };

/**
 * The catalog reads, cached with the `catalog` tag (lib/catalog-cache.ts) that the api's change notice drops
 * (app/api/revalidate), as does ops' withdraw or restore in this process (app/api/catalog-changed).
 */
export { CATALOG_TAG };
const cached = (revalidate: number): NextFetch => ({ revalidate, tags: [CATALOG_TAG] });
const listLife = (query: { date?: string }) => cached(query.date ? DATED_LIFE_SECONDS : CATALOG_LIFE_SECONDS);

export const catalog = {
  list: ({ locale, ...query }: CatalogQuery<'/experiences'>) => get('/experiences', { params: { query: { ...query, locale: locale ? apiLocale(locale) : undefined } } }, listLife(query)),
  search: ({ locale, ...query }: CatalogQuery<'/search'>) => get('/search', { params: { query: { ...query, locale: locale ? apiLocale(locale) : undefined } } }, listLife(query)),
  detail: (slug: string, locale: string) => get('/experiences/{slug}', { params: { path: { slug }, query: { locale: apiLocale(locale) } } }, cached(CATALOG_LIFE_SECONDS)),
  cities: (locale: string) => get('/cities', { params: { query: { locale: apiLocale(locale) } } }, cached(TAXONOMY_LIFE_SECONDS)),
  categories: (locale: string) => get('/categories', { params: { query: { locale: apiLocale(locale) } } }, cached(TAXONOMY_LIFE_SECONDS)),
  themes: (locale: string) => get('/themes', { params: { query: { locale: apiLocale(locale) } } }, cached(TAXONOMY_LIFE_SECONDS)),
  vocabulary: (locale: string) => get('/vocabulary', { params: { query: { locale: apiLocale(locale) } } }, cached(TAXONOMY_LIFE_SECONDS)),
};

export type AddItemInput = BodyOf<'/carts/{id}/items', 'post'>;

/** The api writes its refusals in the page's language: a server call (a Server Action) says which. */
const language = (locale?: string) => (locale ? { 'accept-language': apiLocale(locale) } : {});

/**
 * A cart's commands and read, in a page's language. Called on the server only (lib/cart-actions.ts): the browser never
 * holds the cart id, which lives in an HttpOnly cookie (lib/cart-cookie.ts).
 */
export const cartsIn = (locale?: string) => {
  const headers = language(locale);
  const once = () => ({ headers: { ...headers, 'idempotency-key': key() } });
  return {
    open: (currency?: string | null) => answer(api.POST('/carts', { body: { currency: apiCurrency(currency) }, ...once() })),
    get: (id: string) => get('/carts/{id}', { ...path({ id }), headers }),
    addItem: (id: string, item: AddItemInput) => answer(api.POST('/carts/{id}/items', { ...path({ id }), body: item, ...once() })),
    removeItem: (id: string, lineId: string) => answer(api.DELETE('/carts/{id}/items/{lineId}', { ...path({ id, lineId }), headers })),
    applyPromo: (id: string, code: string, replace = false) => answer(api.PUT('/carts/{id}/promo', { ...path({ id }), body: replace ? { code, replace } : { code }, headers })),
    removePromo: (id: string) => answer(api.DELETE('/carts/{id}/promo', { ...path({ id }), headers })),
    currency: (id: string, currency: Currency) => answer(api.PUT('/carts/{id}/currency', { ...path({ id }), body: { currency }, headers })),
    review: (id: string) => answer(api.POST('/carts/{id}/review', { ...path({ id }), headers })),
  };
};

/** A cart as the api answers it (GET /carts/{id}). */
export type Cart = GetAnswer<'/carts/{id}'>;

export type CheckoutInput = BodyOf<'/checkout', 'post'>;

export const bookings = {
  checkout: (input: CheckoutInput, idempotencyKey: string) => answer(api.POST('/checkout', { body: input, params: { header: { 'idempotency-key': idempotencyKey } } })),
  retry: (id: string) => answer(api.POST('/bookings/{id}/retry', { ...path({ id }), body: {} })),
};

/** The signed-in account (GET /me): name, e-mail, phone, roles, the CSRF token. */
export type Me = GetAnswer<'/me'>;

export const auth = {
  signIn: (body: BodyOf<'/auth/sign-in', 'post'>) => answer(api.POST('/auth/sign-in', { body })),
  signUp: (body: BodyOf<'/auth/sign-up', 'post'>, next?: string) => answer(api.POST('/auth/sign-up', { params: { query: { next } }, body })),
  signOut: () => answer(api.POST('/auth/sign-out')).then(() => undefined),
  requestReset: (email: string, locale: string) => answer(api.POST('/auth/password-reset/request', { body: { email, locale: apiLocale(locale) } })),
  reset: (body: BodyOf<'/auth/password-reset', 'post'>) => answer(api.POST('/auth/password-reset', { body })),
  /** Confirms the address with the e-mailed link's token (once; a used or expired link is refused with 422). */
  verifyEmail: (token: string) => answer(api.POST('/auth/verify-email', { body: { token } })),
  /** A new verification link for the signed-in account (401 when signed out). */
  resendVerification: () => answer(api.POST('/me/email-verification')),
  me: () => get('/me'),
};

/** "Find my booking" (guests): order number + e-mail, or e-mail + a code sent to it. */
export const bookingLookup = {
  byOrder: (orderId: string, email: string) => answer(api.POST('/booking-lookup', { body: { orderId, email } })),
  requestCode: (email: string) => answer(api.POST('/booking-lookup/code-requests', { body: { email } })),
  byCode: (email: string, code: string) => answer(api.POST('/booking-lookup/codes', { body: { email, code } })),
};

/**
 * Staff (ops, finance). Server components pass the visitor's cookie header to `me`; the browser's calls go through the
 * same-origin proxy with the session cookie. Every ops action sends an Idempotency-Key: one per click.
 */
export const staff = {
  me: (cookie?: string) => get('/me', cookieOf(cookie)),
  retry: (bookingId: string, idempotencyKey: string, itemIds?: string[]) =>
    answer(api.POST('/ops/bookings/{bookingId}/retry', { ...path({ bookingId }), body: itemIds ? { itemIds } : {}, ...idempotent(idempotencyKey) })),
  answer: (bookingId: string, itemId: string, answer_: 'confirmed' | 'declined', idempotencyKey: string) =>
    answer(api.POST('/ops/bookings/{bookingId}/items/{itemId}/answer', { ...path({ bookingId, itemId }), body: { answer: answer_ }, ...idempotent(idempotencyKey) })),
  /** Marks what people sent as dealt with: recorded once, so a second click changes nothing. */
  answerEnquiry: (id: string) => answer(api.POST('/ops/enquiries/{id}/answered', { ...path({ id }), body: {} })).then((r) => ({ at: r.answeredAt })),
  handleApplication: (id: string) => answer(api.POST('/ops/partner-applications/{id}/handled', { ...path({ id }), body: {} })).then((r) => ({ at: r.handledAt })),
  rerunRefund: (bookingId: string, refundId: string, idempotencyKey: string) =>
    answer(api.POST('/ops/bookings/{bookingId}/refunds/{refundId}/rerun', { ...path({ bookingId, refundId }), body: {}, ...idempotent(idempotencyKey) })),
  /** Runs a capture the payment provider refused again (after ops sorted the payment out at the provider). */
  retryCapture: (bookingId: string, idempotencyKey: string) =>
    answer(api.POST('/ops/bookings/{bookingId}/capture/retry', { ...path({ bookingId }), body: {}, ...idempotent(idempotencyKey) })),
};

/** The day of the tour: a booking's tickets (server pages pass the visitor's cookie), the scanner and the manifest. */
export const dayOfTour = {
  tickets: (id: string, cookie?: string) => get('/bookings/{id}/tickets', { ...path({ id }), ...cookieOf(cookie) }),
  scan: (scans: BodyOf<'/checkin/scans', 'post'>['scans']) => answer(api.POST('/checkin/scans', { body: { scans } })),
  markNoShows: (departure: DepartureManifest['departure']) =>
    answer(api.POST('/checkin/manifest/no-shows', { body: { experienceId: departure.experienceId, optionId: departure.optionId, date: departure.date, startTime: departure.startTime } })),
};
