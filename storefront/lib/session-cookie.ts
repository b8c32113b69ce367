/**
 * The api's script-readable CSRF cookie (`rihla_csrf`, `__Host-rihla_csrf` on https), set and cleared together with
 * the HttpOnly session cookie: its presence says "signed in" and its value is the token to echo in x-csrf-token.
 */
export function sessionCsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if ((name === 'rihla_csrf' || name === '__Host-rihla_csrf') && rest.length) {
      const value = decodeURIComponent(rest.join('='));
      if (value) return value;
    }
  }
  return null;
}
