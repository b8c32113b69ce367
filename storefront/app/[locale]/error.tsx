'use client';
import { useTranslations } from '#i18n/hooks';
import { useEffect } from 'react';
import { Link } from '../../i18n/navigation';

/** Any other error: its message, or the spec's 'Some thing went wrong' when it has none. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  // In production Next hides server error messages behind a digest; then the generic text is all we can say.
  const message = error.message && !error.digest ? error.message : t('generic');
  return (
    <div className="container error-page" role="alert">
      <h1>{message}</h1>
      <div className="actions" style={{ justifyContent: 'center' }}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className="btn btn-outlined">
          {t('homePage')}
        </Link>
      </div>
    </div>
  );
}
