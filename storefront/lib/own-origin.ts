/**
 * The api's CSRF rule (services/src/platform/http/csrf.ts) for the storefront's own state changes (Server Actions):
 * a request is ours when its Origin (or, without one, its Referer) is the site it was sent to or one of
 * ALLOWED_ORIGINS. A Server Action is always sent by a page's script, so a request naming neither is refused too.
 */
export interface RequestOrigin {
  origin: string | null;
  referer: string | null;
  /** The host the visitor asked for (Host, or X-Forwarded-Host behind the storefront's proxy) and its scheme. */
  host: string | null;
  proto: string;
}

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
};

/** ALLOWED_ORIGINS as the api reads it: comma-separated origins. */
export const allowedOriginsOf = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((x) => originOf(x.trim()))
    .filter((x): x is string => x !== null);

export function isOwnOrigin(request: RequestOrigin, allowed: readonly string[]): boolean {
  const claimed = request.origin ?? request.referer;
  if (claimed === null) return false;
  const origin = originOf(claimed);
  if (origin === null) return false;
  const own = request.host ? originOf(`${request.proto}://${request.host}`) : null;
  return origin === own || allowed.includes(origin);
}
