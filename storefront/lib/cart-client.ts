'use client';
import { useEffect, useState } from 'react';
import { carts } from './api';
import { CURRENCY_KEY } from './currency-client';
import { useApi } from './use-api';

const CART_KEY = 'rihla.cartId';

export function storedCartId(): string | null {
  if (typeof window === 'undefined') return null;
  return localStorage.getItem(CART_KEY);
}

const CHANGED = 'rihla:cart';

export function forgetCart(): void {
  localStorage.removeItem(CART_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** The visitor's open cart, opened on first use in their chosen currency. */
export async function ensureCart(): Promise<string> {
  const existing = storedCartId();
  if (existing) {
    try {
      const cart = await carts.get(existing);
      if (cart.status === 'open') return existing;
    } catch {
      // gone or checked out: open a new one
    }
  }
  const cart = await carts.open(localStorage.getItem(CURRENCY_KEY) ?? undefined);
  localStorage.setItem(CART_KEY, cart.cartId);
  window.dispatchEvent(new Event(CHANGED));
  return cart.cartId;
}

export function useCart() {
  // Read after hydration: the server has no localStorage.
  const [id, setId] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const read = () => setId(storedCartId());
    read();
    setReady(true);
    window.addEventListener(CHANGED, read);
    return () => window.removeEventListener(CHANGED, read);
  }, []);
  const swr = useApi(id ? '/carts/{id}' : null, { params: { path: { id: id ?? '' } } });
  return { cartId: id, ready, ...swr };
}
