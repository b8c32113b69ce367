'use client';
import { useEffect, useState } from 'react';
import { get } from './api-core';
import type { Me } from './api';
import { useLoaded, type Loaded } from './use-loaded';
import { sessionCsrfCookie } from './session-cookie';

/**
 * The account of the session whose CSRF cookie is `csrf` (null: no session, nothing asked). Keyed by the cookie's
 * value, so a new sign-in reads the new account, and the header's menu and a page's form share one request.
 */
export function useAccount(csrf: string | null): Loaded<Me> {
  return useLoaded(csrf ? `/me ${csrf}` : null, () => get('/me'));
}

/**
 * The signed-in account, or undefined (anonymous, or not read yet). Asks /me only when the api's readable CSRF
 * cookie says there is a session.
 */
export function useSignedIn(): Me | undefined {
  const [csrf, setCsrf] = useState<string | null>(null);
  useEffect(() => setCsrf(sessionCsrfCookie()), []);
  return useAccount(csrf).data;
}
