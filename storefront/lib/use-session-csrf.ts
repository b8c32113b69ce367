import { useEffect, useState } from 'react';
import { sessionCsrfCookie } from './session-cookie';

/**
 * The session's CSRF cookie, read after hydration (null on the server and for a visitor without a session): an
 * anonymous visitor's page then never asks the api who they are (a 401 the browser logs as an error).
 */
export function useSessionCsrf(): string | null {
  const [csrf, setCsrf] = useState<string | null>(null);
  useEffect(() => setCsrf(sessionCsrfCookie()), []);
  return csrf;
}
