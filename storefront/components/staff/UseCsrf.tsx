'use client';
import { useEffect } from 'react';
import { CSRF_KEY } from '../../lib/api';

/** Staff pages opened in a new tab: the session's CSRF token (from GET /me on the server) for the actions' writes. */
export function UseCsrf({ token }: { token: string }) {
  useEffect(() => {
    if (token) sessionStorage.setItem(CSRF_KEY, token);
  }, [token]);
  return null;
}
