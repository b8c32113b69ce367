const PLACEHOLDER = 'https://rihla.invalid';
/** A locale prefix the storefront removes before its router adds the visitor's own (`/ar`, `/en`, `/fr`, `/en-US`). */
const LOCALE_PREFIX = /^\/[A-Za-z]{2}(?:-[A-Za-z]{2,4})?(?=\/|$)/;
// eslint-disable-next-line no-control-regex -- control characters are stripped by browsers and hide a host
const HOST_HIDERS = /[\u0000-\u001f\u007f\\]/;

/** Percent-decoded until stable (three rounds at most), or null when it does not decode. */
function fullyDecoded(s: string): string | null {
  let decoded = s;
  for (let i = 0; i < 3; i++) {
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (once === decoded) break;
    decoded = once;
  }
  return decoded;
}

/** Starts with exactly one '/' and carries nothing a browser drops or reads as a slash. */
const isPlainPath = (p: string): boolean => !HOST_HIDERS.test(p) && p.startsWith('/') && !p.startsWith('//');

/** Safe as written, once decoded, and once the locale prefix is taken off, and the browser's own reading agrees. */
function staysOnSite(path: string): boolean {
  const decoded = fullyDecoded(path);
  if (decoded === null) return false;
  for (const candidate of [path, decoded]) {
    if (!isPlainPath(candidate)) return false;
    const rest = candidate.replace(LOCALE_PREFIX, '');
    if (rest !== '' && !isPlainPath(rest)) return false;
  }
  try {
    return new URL(path, PLACEHOLDER).origin === PLACEHOLDER;
  } catch {
    return false;
  }
}

/**
 * Where to send the visitor after signing in or up: a path on this site, or '/'. The one decision for the api and the
 * storefront (which navigates to exactly this answer, minus its locale prefix). It refuses anything a browser could
 * read as another host (`//host`, `/\host`, `https:host`, schemes, control characters, the same percent-encoded) and
 * decides on the final url: after the browser's normalisation (`/..//host` becomes `//host`) and after the locale
 * prefix is handled (`/ar//host` becomes `//host`).
 */
export function safeRedirectPath(next: string | undefined | null): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return '/';
  if (!staysOnSite(next)) return '/';
  const u = new URL(next, PLACEHOLDER);
  const normalised = `${u.pathname}${u.search}${u.hash}`;
  return staysOnSite(normalised) ? normalised : '/';
}
