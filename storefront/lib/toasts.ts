import type * as HotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

type Library = typeof HotToast;

/**
 * The storefront's toasts: react-hot-toast's success, error, loading and dismiss, plus the spec's info and warning.
 * The library (and its styling runtime) loads on the first toast, not with the page: a toast always follows
 * something the visitor did, so no page pays for it before then. Every call is queued on that one load, in order,
 * and a toast's id is ours, so `loading(...)` can answer it at once and `success(text, { id })` replaces it later.
 */
let library: Promise<Library> | null = null;
const loadedListeners = new Set<(lib: Library) => void>();
let nextId = 0;

function load(): Promise<Library> {
  library ??= import('react-hot-toast').then((lib) => {
    for (const l of loadedListeners) l(lib);
    return lib;
  });
  return library;
}

/** Called with the library once a first toast loaded it (at once when it already is); answers the unsubscribe. */
export function onToastsLoaded(listener: (lib: Library) => void): () => void {
  loadedListeners.add(listener);
  void library?.then(listener);
  return () => void loadedListeners.delete(listener);
}

type Kind = 'success' | 'error' | 'loading' | 'blank';

function show(kind: Kind, text: string, opts: ToastOptions = {}): string {
  const id = opts.id ?? `toast-${++nextId}`;
  void load().then(({ default: toast }) => (kind === 'blank' ? toast(text, { ...opts, id }) : toast[kind](text, { ...opts, id })));
  return id;
}

export const toast = {
  success: (text: string, opts?: ToastOptions) => show('success', text, opts),
  error: (text: string, opts?: ToastOptions) => show('error', text, opts),
  loading: (text: string, opts?: ToastOptions) => show('loading', text, opts),
  dismiss: (id?: string) => void load().then(({ default: t }) => t.dismiss(id)),
  /** A loading toast replaced by success or error as the promise settles; answers the promise itself. */
  promise<T>(work: Promise<T>, texts: { loading: string; success: string; error: string }): Promise<T> {
    const id = show('loading', texts.loading);
    work.then(
      () => show('success', texts.success, { id }),
      () => show('error', texts.error, { id }),
    );
    return work;
  },
};

/** A warning (something the reader must weigh) stays long enough to be read, like an error. */
export const WARNING_TOAST_MS = 6000;
/** An info toast says a sentence, not just "done": a little longer than the spec's 1000 ms default. */
export const INFO_TOAST_MS = 3000;

/**
 * The spec's info and warning toasts (react-hot-toast has success, error, loading and the plain default): the plain
 * toast with its own icon, colour and role. `id` replaces a loading toast, as success and error do.
 */
export function infoToast(text: string, opts: { id?: string } = {}): string {
  return show('blank', text, { ...opts, icon: 'ℹ️', duration: INFO_TOAST_MS, className: 'toast-info', ariaProps: { role: 'status', 'aria-live': 'polite' } });
}

export function warningToast(text: string, opts: { id?: string } = {}): string {
  return show('blank', text, { ...opts, icon: '⚠️', duration: WARNING_TOAST_MS, className: 'toast-warning', ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}
