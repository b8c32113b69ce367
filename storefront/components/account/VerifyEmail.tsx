'use client';
import { useTranslations } from '#i18n/hooks';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../i18n/navigation';
import { ApiError, auth } from '../../lib/api';
import { Button } from '../ui/Button';

type State = 'working' | 'done' | 'invalid';

/**
 * The page the sign-up e-mail links to (/auth/verify-email?token=…): confirms the address once the page runs in a
 * browser (a mail scanner fetching the link confirms nothing), then says so and leads to the account's bookings,
 * where the guest bookings made with this address now appear. A used or expired link offers a new one.
 */
export function VerifyEmail() {
  const t = useTranslations('auth');
  const token = useSearchParams()?.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'working' : 'invalid');
  const [resend, setResend] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    auth.verifyEmail(token).then(
      () => setState('done'),
      () => setState('invalid'),
    );
  }, [token]);

  const sendNew = async () => {
    setSending(true);
    try {
      await auth.resendVerification();
      setResend({ kind: 'ok', text: t('verifySent') });
    } catch (err) {
      setResend({ kind: 'error', text: err instanceof ApiError && err.status === 401 ? t('verifySignIn') : t('unavailable') });
    } finally {
      setSending(false);
    }
  };

  if (state === 'working') return <p role="status">{t('verifying')}</p>;
  if (state === 'invalid') {
    return (
      <>
        <p className="notice error" role="alert">{t('invalidLink')}</p>
        {resend && <p className={`notice ${resend.kind}`} role="status">{resend.text}</p>}
        <div className="actions">
          <Button type="button" loading={sending} onClick={sendNew}>{t('verifyResend')}</Button>
          <Link href="/auth/sign-in?next=/auth/verify-email" className="btn btn-third">{t('signIn')}</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="notice ok" role="status">{t('verified')}</p>
      <Link href="/invoices" className="btn btn-primary">{t('toBookings')}</Link>
    </>
  );
}
