'use client';
import { useTranslations } from '#i18n/hooks';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toasts';
import { Link, usePathname, useRouter } from '../../i18n/navigation';
import { CSRF_KEY } from '../../lib/api-core';
import { sessionCsrfCookie } from '../../lib/session-cookie';
import { useAccount } from '../../lib/use-signed-in';

/**
 * The header's account corner. The session cookie is HttpOnly, but the api sets a script-readable CSRF cookie beside
 * it: only when that is present is /me asked (anonymous visitors cost no request), so the header itself stays static
 * and cacheable. Its value keys the request, so a new sign-in reads the new account.
 */
export function AccountMenu() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const router = useRouter();
  const [csrf, setCsrf] = useState<string | null>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    setCsrf(sessionCsrfCookie());
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const { data: me } = useAccount(csrf);

  if (!csrf || !me) {
    return (
      <Link href="/auth/sign-in" className="btn btn-third" data-testid="sign-in-link">
        {t('signIn')}
      </Link>
    );
  }
  const roles = me.roles ?? [];
  const signOut = async () => {
    try {
      // The typed client's writes load with the click, not with every page.
      await (await import('../../lib/api')).auth.signOut();
    } catch {
      // the session may already be gone; the cookies are cleared either way below
    }
    sessionStorage.removeItem(CSRF_KEY);
    // No session cookie, no key: the menu forgets the account at once.
    setCsrf(null);
    toast.success(t('signedOut'));
    router.push('/');
    router.refresh();
  };
  return (
    <details className="account-menu" ref={menu} data-testid="account-menu">
      <summary className="btn btn-third" aria-label={t('accountOf', { name: me.firstName })}>
        <span aria-hidden="true" className="avatar">
          {me.firstName.slice(0, 1)}
        </span>
        <bdi>{me.firstName}</bdi>
      </summary>
      <div className="account-panel">
        <p className="small">
          <bdi>
            {me.firstName} {me.lastName}
          </bdi>
          <br />
          <bdi dir="ltr">{me.email}</bdi>
        </p>
        <ul>
          <li>
            <Link href="/invoices">{t('yourBookings')}</Link>
          </li>
          {roles.includes('ops') && (
            <li>
              <Link href="/ops">{t('ops')}</Link>
            </li>
          )}
          {roles.includes('finance') && (
            <li>
              <Link href="/finance">{t('finance')}</Link>
            </li>
          )}
          <li>
            <button type="button" className="btn btn-outlined" onClick={signOut}>
              {t('signOut')}
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}
