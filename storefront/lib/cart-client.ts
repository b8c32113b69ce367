'use client';
import { useEffect } from 'react';
import useSWR, { mutate as mutateGlobal, type Fetcher } from 'swr';
import { useLocale } from 'next-intl';
import { ApiError, type Cart } from './api';
import { adoptStoredCart, type CartResult } from './cart-actions';

/**
 * The visitor's cart on the page: what the server rendered from the cart cookie (`initial`), then what the cart's
 * Server Actions answered. Every reader on the page (the header's count, the currency, the cart, checkout) shares one
 * SWR entry, so a change shows everywhere at once; nothing here knows or stores the cart id.
 */
const CART = 'rihla:cart';

export function useCart(initial?: Cart | null): { cart: Cart | null; setCart: (cart: Cart | null) => Promise<unknown> } {
  // Never fetched: the server's render and the actions' answers are the only sources.
  const noFetcher: Fetcher<Cart | null, typeof CART> | null = null;
  const swr = useSWR(CART, noFetcher, { fallbackData: initial ?? null, revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false });
  return { cart: swr.data ?? null, setCart: (cart: Cart | null) => swr.mutate(cart, { revalidate: false }) };
}

/** Tells every reader of the cart on the page that it changed (after an action answered with it). */
export const cartChanged = (cart: Cart | null) => mutateGlobal(CART, cart, { revalidate: false });

/** A Server Action's answer, or the ApiError the api refused it with (a refusal of our own has no problem: the caller says it). */
export function unwrap<T>(result: CartResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.status, result.problem);
}

/** The storefront kept the cart id here before the HttpOnly cookie. */
const OLD_CART_KEY = 'rihla.cartId';

/**
 * Moves a cart id an older visit left in localStorage to the cookie, once: the visitor keeps their cart. Mounted in
 * every page's providers; removes the stored id whatever the answer, so it never runs twice.
 */
export function StoredCartMigration() {
  const locale = useLocale();
  useEffect(() => {
    const stored = localStorage.getItem(OLD_CART_KEY);
    if (!stored) return;
    void adoptStoredCart(stored, locale).then((result) => {
      localStorage.removeItem(OLD_CART_KEY);
      if (result.ok && result.value) void cartChanged(result.value);
    });
  }, [locale]);
  return null;
}
