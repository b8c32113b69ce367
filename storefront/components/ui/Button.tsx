import type { ButtonHTMLAttributes } from 'react';

/** Spec button types: primary, outlined, third, icon; disabled while loading or when disabled. */
export function Button({
  kind = 'primary',
  loading = false,
  disabled,
  children,
  className,
  ...rest
}: { kind?: 'primary' | 'outlined' | 'third' | 'icon'; loading?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" {...rest} className={`btn btn-${kind} ${className ?? ''}`} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
