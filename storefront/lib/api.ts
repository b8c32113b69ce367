import createClient from 'openapi-fetch';
import type { paths } from './api-types.generated';
import type { Currency } from '../config/site';
import type { DepartureManifest, Problem } from './types';
import { ApiError, apiCurrency, apiLocale, base, get, querySerializer, send, type GetAnswer, type GetInit, type GetPath, type NextFetch } from './api-core';
import { CATALOG_LIFE_SECONDS, CATALOG_TAG, DATED_LIFE_SECONDS, TAXONOMY_LIFE_SECONDS } from './catalog-cache';

/**
 * The one typed client of the api: openapi-fetch over the `paths` generated from the api's OpenAPI document, so every
 * path, parameter, body and answer is the api's own (a change on the api side is a compile error here). On the server
 * it calls the api directly (RIHLA_API_URL); in the browser it goes through the storefront's same-origin /api proxy.
 * Errors carry the api's problem+json. Its GETs and request rules live in `lib/api-core.ts` (no openapi-fetch, for the
 * browser's reads on every page) and are re-exported here.
 */
export { ApiError, apiCurrency, apiLocale, apiUrl, CSRF_KEY, get, qs } from './api-core';
export type { GetAnswer, GetInit, GetPath } from './api-core';

export const api = createClient<paths>({ baseUrl: base(), fetch: send, querySerializer });

/** The answer of a typed call, or an ApiError with the api's problem+json. */
export async function answer<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  const { data, error, response } = await call;
  if (response.ok) return data as NonNullable<R['data']>;
  const problem = error && typeof error === 'object' ? (error as Problem) : null;
  throw new ApiError(response.status, problem);
}

/** The JSON body a method of a path takes. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put' | 'patch'> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

const path = <T extends Record<string, string>>(p: T) => ({ params: { path: p } });
const key = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);
const idempotent = (k: string = key()) => ({ headers: { 'idempotency-key': k } });
const cookieOf = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });

type Query<P extends GetPath> = NonNullable<NonNullable<GetInit<P>>['params']> extends { query?: infer Q } ? NonNullable<Q> : never;
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
