/**
 * The storefront's security headers. The CSP is per request (proxy.ts): scripts run only with that response's nonce
 * ('strict-dynamic' lets Next's own chunks load theirs), nothing may frame a page, forms post only here. Styles allow
 * inline because React style attributes and the toast library's injected <style> have no nonce; injected CSS cannot
 * run script. 'unsafe-eval' only under `next dev` (React's dev tooling needs it), never in a production build.
 */
export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV === 'development'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // The meeting-point map's OpenStreetMap tiles (components/catalog/MeetingPointMap.tsx); everything else is our own.
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Headers that are the same on every answer (pages, /api, Next's files): set in next.config.ts. */
export const STATIC_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** The check-in scanner reads tickets with the phone's camera: the one page (en and ar) where this site may use it. */
/**
 * What a build file (script, stylesheet, font) carries: nosniff, so a browser runs or applies it only as the type it
 * is. Framing, referrer and permissions policies govern documents; on a script they change nothing and cost about
 * 150 bytes on each of the 9-10 scripts a page loads (issue 25, docs/benchmarks.md).
 */
export const BUILD_FILE_SECURITY_HEADERS = STATIC_SECURITY_HEADERS.filter((h) => h.key === 'X-Content-Type-Options');

export const CAMERA_PAGES = ['/ops/checkin', '/ar/ops/checkin'];
export const CAMERA_PAGE_HEADERS: { key: string; value: string }[] = [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=()' }];
