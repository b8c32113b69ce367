'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocale } from '#i18n/hooks';
import { ApiError } from './api-core';
import type { Cart } from './api';
import { adoptStoredCart, type CartResult } from './cart-actions';

/**
 * The visitor's cart on the page: what the server rendered from the cart cookie (`initial`), then what the cart's
 * Server Actions answered. Every reader on the page (the header's count, the currency, the cart, checkout) reads one
 * store, so a change shows everywhere at once; nothing here knows or stores the cart id. (A store of its own, not
 * SWR: the header is on every page, and SWR would be a script of every page for a value that is never fetched.)
 */
let said: { cart: Cart | null } | null = null;
const readers = new Set<() => void>();
const subscribe = (reader: () => void) => {
  readers.add(reader);
  return () => void readers.delete(reader);
};

export function useCart(initial?: Cart | null): { cart: Cart | null; setCart: (cart: Cart | null) => Promise<unknown> } {
  // Until an action answered on this page, the server's render is the cart.
  const latest = useSyncExternalStore(subscribe, () => said, () => null);
  return { cart: latest ? latest.cart : (initial ?? null), setCart: cartChanged };
}

/** Tells every reader of the cart on the page that it changed (after an action answered with it). */
export async function cartChanged(cart: Cart | null): Promise<void> {
  said = { cart };
  for (const reader of readers) reader();
}

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
