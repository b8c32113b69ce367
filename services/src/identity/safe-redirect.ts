/**
 * Where to send the visitor after signing in: a path on this site, or '/'. Refuses anything a browser could read as
 * another host: `//host`, `/\host`, `https:host`, schemes, control characters, and the same once percent-decoded.
 */
export function safeRedirectPath(next: string | undefined | null): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return '/';
  let decoded = next;
  for (let i = 0; i < 3; i++) {
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (once === decoded) break;
    decoded = once;
  }
  for (const candidate of [next, decoded]) {
    // eslint-disable-next-line no-control-regex -- control characters are stripped by browsers and hide a host
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  }
  // The browser's own reading must agree: resolved against a placeholder host, it must stay on it.
  try {
    const u = new URL(next, 'https://rihla.invalid');
    if (u.origin !== 'https://rihla.invalid') return '/';
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return '/';
  }
}
