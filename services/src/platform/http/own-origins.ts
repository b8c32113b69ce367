import type { Config } from '../config.ts';
import { originOf } from './csrf.ts';

/**
 * The deployment's own origins: the storefront, the api and ALLOWED_ORIGINS. Pages on them may send state changes with
 * the session cookie (CSRF check), and only they may be where a payment page sends the buyer back.
 */
export function ownOriginsOf(config: Pick<Config, 'PUBLIC_STOREFRONT_URL' | 'PUBLIC_API_URL' | 'ALLOWED_ORIGINS'>): string[] {
  const extra = (config.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set([config.PUBLIC_STOREFRONT_URL, config.PUBLIC_API_URL, ...extra].map((u) => originOf(u)).filter((o): o is string => o !== null))];
}

/** True when `url` is an absolute http(s) url on one of `origins` (exact scheme, host and port). */
export function isOnOwnOrigin(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}
