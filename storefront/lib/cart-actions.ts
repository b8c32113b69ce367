'use server';
import { headers } from 'next/headers';
import { ApiError, cartsIn, type AddItemInput, type Cart } from './api';
import { cartIdFromCookie, forgetCartCookie, isCartId, readCart, rememberCart } from './cart-cookie';
import { allowedOriginsOf, isOwnOrigin } from './own-origin';
import type { Currency } from '../config/site';
import type { Problem } from './types';

/**
 * The cart's commands as Server Actions: each reads the cart id from the HttpOnly cookie, so the browser never names
 * a cart. The api is called from this server, so these actions apply the api's own CSRF rule first (lib/own-origin.ts).
 * An answer is a value or the api's problem (a thrown error would lose its message on the way to the browser).
 */
export type CartResult<T> = { ok: true; value: T } | { ok: false; status: number; problem: Problem | null };

// Refusals of the storefront's own carry no problem: the page says them in its language (toast.error).
const FORBIDDEN: CartResult<never> = { ok: false, status: 403, problem: null };
const NO_CART: CartResult<never> = { ok: false, status: 404, problem: null };

async function fromOurPages(): Promise<boolean> {
  const h = await headers();
  const forwardedProto = h.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return isOwnOrigin(
    { origin: h.get('origin'), referer: h.get('referer'), host: h.get('x-forwarded-host') ?? h.get('host'), proto: forwardedProto || 'http' },
    allowedOriginsOf(process.env.ALLOWED_ORIGINS),
  );
}

async function run<T>(work: () => Promise<T | typeof NO_CART>): Promise<CartResult<T>> {
  if (!(await fromOurPages())) return FORBIDDEN;
  try {
    const value = await work();
    if (value === NO_CART) return NO_CART;
    return { ok: true, value: value as T };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, status: err.status, problem: err.problem };
    throw err;
  }
}

/** The visitor's cart if it is still open (a checked-out cart is done with). */
async function openCart(locale: string): Promise<Cart | null> {
  const id = await cartIdFromCookie();
  const cart = id ? await readCart(id, locale) : null;
  return cart?.status === 'open' ? cart : null;
}

/** Adds an item, opening a cart (in the visitor's chosen currency) when there is none open yet. */
export async function addToCart(item: AddItemInput, locale: string, currency: string | null) {
  return run(async () => {
    const api = cartsIn(locale);
    let cartId = (await openCart(locale))?.cartId;
    if (!cartId) {
      cartId = (await api.open(currency)).cartId;
      await rememberCart(cartId);
    }
    return api.addItem(cartId, item);
  });
}

/** Runs a command on the visitor's cart (the cookie's), or answers 404 when there is none. */
async function onCart<T>(locale: string, command: (api: ReturnType<typeof cartsIn>, cartId: string) => Promise<T>) {
  return run(async () => {
    const cartId = await cartIdFromCookie();
    return cartId ? command(cartsIn(locale), cartId) : NO_CART;
  });
}

export const removeCartItem = async (lineId: string, locale: string) => onCart(locale, (api, id) => api.removeItem(id, lineId));
export const applyCartPromo = async (code: string, replace: boolean, locale: string) => onCart(locale, (api, id) => api.applyPromo(id, code, replace));
export const removeCartPromo = async (locale: string) => onCart(locale, (api, id) => api.removePromo(id));
export const setCartCurrency = async (currency: Currency, locale: string) => onCart(locale, (api, id) => api.currency(id, currency));
export const reviewCart = async (locale: string) => onCart(locale, (api, id) => api.review(id));

/** The cart is checked out: the next item opens a new one. */
export async function forgetCart() {
  return run(async () => {
    await forgetCartCookie();
    return null;
  });
}

/**
 * A visitor from before the cookie: the cart id the old storefront kept in localStorage moves to the cookie, once, if
 * it still names an open cart and the visitor has none open in the cookie (the cookie's cart wins).
 */
export async function adoptStoredCart(storedId: string, locale: string) {
  return run(async () => {
    const current = await openCart(locale);
    if (current) return current;
    if (!isCartId(storedId)) return null;
    const stored = await readCart(storedId, locale);
    if (stored?.status !== 'open') return null;
    await rememberCart(stored.cartId);
    return stored;
  });
}
