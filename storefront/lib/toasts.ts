import toast from 'react-hot-toast';

/** A warning (something the reader must weigh) stays long enough to be read, like an error. */
export const WARNING_TOAST_MS = 6000;
/** An info toast says a sentence, not just "done": a little longer than the spec's 1000 ms default. */
export const INFO_TOAST_MS = 3000;

/**
 * The spec's info and warning toasts (react-hot-toast has success, error, loading and the plain default): the plain
 * toast with its own icon, colour and role. `id` replaces a loading toast, as success and error do.
 */
export function infoToast(text: string, opts: { id?: string } = {}): string {
  return toast(text, { ...opts, icon: 'ℹ️', duration: INFO_TOAST_MS, className: 'toast-info', ariaProps: { role: 'status', 'aria-live': 'polite' } });
}

export function warningToast(text: string, opts: { id?: string } = {}): string {
  return toast(text, { ...opts, icon: '⚠️', duration: WARNING_TOAST_MS, className: 'toast-warning', ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}
