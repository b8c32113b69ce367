import type { Client, ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import type { paths } from './api-types.generated';
import { sessionCsrfCookie } from './session-cookie';
import { CURRENCIES, type Currency } from '../config/site';
import type { Locale, Problem } from './types';

/**
 * What the browser needs of the typed client on every page, without openapi-fetch: the api's errors, its GETs (the
 * same paths, parameters and answers as `lib/api.ts`, which re-exports them) and the request rules every call follows.
 * The header, the product page's panels and the hooks (lib/use-loaded.ts) read through this module, so a catalog page
 * loads no client library for its reads; the writes (`lib/api.ts`) load with the screen or click that makes them.
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

export function base(): string {
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
export const querySerializer = (query: Record<string, unknown>) => qs(query).slice(1);

/** Next.js's data cache for a server call: seconds to reuse the answer and the tags that drop it. */
export type NextFetch = { revalidate?: number; tags?: string[] };

/**
 * Sends what the typed client built. Spec: retries 0 times for idempotent requests, once for others, on
 * 408/409/425/429/5xx gateway statuses. Writes from the browser echo the accounts api's synchronizer token.
 */
export async function send(request: Request): Promise<Response> {
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

/** The api's paths as the typed client (openapi-fetch over `paths`) sees them. */
type ApiClient = Client<paths>;
export type GetPath = ClientPathsWithMethod<ApiClient, 'get'>;
export type GetInit<P extends GetPath> = MaybeOptionalInit<paths[P], 'get'>;
/** What the api answers a GET of `P` with (its 2xx JSON). */
export type GetAnswer<P extends GetPath> = MethodResponse<ApiClient, 'get', P>;

type GetParams = { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }; headers?: Record<string, string> };

/** The concrete url of a typed GET (relative to the api): path parameters filled in (URL-encoded), then the query. */
export const apiUrl = <P extends GetPath>(path: P, init?: GetInit<P>): string => {
  const params = (init as GetParams | undefined)?.params ?? {};
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = params.path?.[name];
    return value === undefined || value === null ? whole : encodeURIComponent(String(value));
  });
  return `${filled}${qs(params.query ?? {})}`;
};

/** The answer of a call, or an ApiError with the api's problem+json (an empty answer is undefined). */
export async function answerOf<T>(response: Response): Promise<T> {
  const text = response.status === 204 ? '' : await response.text();
  if (response.ok) return (text ? JSON.parse(text) : undefined) as T;
  let problem: Problem | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') problem = parsed as Problem;
  } catch {
    // not JSON: the status says what failed
  }
  throw new ApiError(response.status, problem);
}

/** A typed GET that throws ApiError (the hooks of lib/use-loaded.ts, SWR's and server components). */
export const get = <P extends GetPath>(path: P, init?: GetInit<P>, next?: NextFetch): Promise<GetAnswer<P>> => {
  const request = Object.assign(new Request(`${base()}${apiUrl(path, init)}`, { headers: (init as GetParams | undefined)?.headers }), next ? { next } : {});
  return send(request).then((res) => answerOf<GetAnswer<P>>(res));
};

/** The api's language of a route's locale segment (anything else reads in English). */
export const apiLocale = (locale: string): Locale => (locale === 'ar' ? 'ar' : 'en');
/** A currency the api takes, or undefined (a stale or hand-edited choice in storage). */
export const apiCurrency = (c: string | null | undefined): Currency | undefined => CURRENCIES.find((x) => x === c);
