'use client';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { auth, type Me } from './api';
import { sessionCsrfCookie } from './session-cookie';

/**
 * The signed-in account, or undefined (anonymous, or not read yet). Asks /me only when the api's readable CSRF
 * cookie says there is a session; keyed like the header's account menu, so both share one request.
 */
export function useSignedIn(): Me | undefined {
  const [csrf, setCsrf] = useState<string | null>(null);
  useEffect(() => setCsrf(sessionCsrfCookie()), []);
  const { data } = useSWR(csrf ? ['/me', csrf] : null, () => auth.me(), { shouldRetryOnError: false });
  return data;
}
