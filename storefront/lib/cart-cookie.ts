import { cookies } from 'next/headers';
import { cache } from 'react';
import { ApiError, cartsIn, type Cart } from './api';

/**
 * The visitor's cart id lives in an HttpOnly cookie the storefront sets (vercel/commerce's model): pages read the
 * cart on the server (the header's count, the cart, checkout), no script can read or steal the id, and signing in
 * or out leaves it alone, so a guest's cart is still theirs after signing in. SameSite=Lax keeps it off other
 * sites' requests; on https it is a __Host- cookie (this host only, Secure).
 */
const secure = (process.env.RIHLA_PUBLIC_URL ?? '').startsWith('https:');
export const CART_COOKIE = secure ? '__Host-rihla_cart' : 'rihla_cart';
/** A cart left alone this long is forgotten by the browser; the api keeps it. */
const MAX_AGE_S = 30 * 24 * 3600;
/** What a cart id looks like (the api's ids: letters, digits, '-' and '_'): anything else in a cookie or storage is ignored. */
export const isCartId = (id: string): boolean => /^[A-Za-z0-9_-]{8,100}$/.test(id);

export async function cartIdFromCookie(): Promise<string | null> {
  const id = (await cookies()).get(CART_COOKIE)?.value ?? null;
  return id && isCartId(id) ? id : null;
}

/** Only a Server Action or a route handler may set cookies. */
export async function rememberCart(cartId: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, cartId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: MAX_AGE_S });
}

export async function forgetCartCookie(): Promise<void> {
  (await cookies()).delete({ name: CART_COOKIE, path: '/' });
}

/** The cart a cart id names, or null when it is gone. Any other failure is the api's to tell. */
export async function readCart(cartId: string, locale?: string): Promise<Cart | null> {
  try {
    return await cartsIn(locale).get(cartId);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The visitor's cart from the cookie (once per request, whoever asks: header, cart page, checkout). */
export const cookieCart = cache(async (): Promise<Cart | null> => {
  const id = await cartIdFromCookie();
  return id ? readCart(id) : null;
});
