'use client';
import useSWR, { type SWRConfiguration } from 'swr';
import { apiUrl, get, type ApiError, type GetAnswer, type GetInit, type GetPath } from './api-core';

/** The storefront's SWR defaults (no provider: the pages that do not use SWR do not load it). */
const DEFAULTS = { revalidateOnFocus: false, dedupingInterval: 2000 } as const;

/**
 * SWR over the typed client: the path is one of the api's (`/carts/{id}`), the parameters and the answer are the
 * api's own types. The cache key is the concrete url (`/carts/abc`), so `mutate('/carts/abc', ...)` reaches it.
 * A null path fetches nothing (the condition is not met yet).
 */
export function useApi<P extends GetPath>(path: P | null, init?: GetInit<P>, config?: SWRConfiguration<GetAnswer<P>, ApiError>) {
  return useSWR<GetAnswer<P>, ApiError>(path ? apiUrl(path, init) : null, () => get(path!, init), { ...DEFAULTS, ...config });
}
