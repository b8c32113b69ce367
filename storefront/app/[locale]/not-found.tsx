import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { Link } from '../../i18n/navigation';
import { safeDecode } from '../../lib/safe-decode';

export default async function NotFound() {
  const t = await getTranslations('errors');
  const path = safeDecode((await headers()).get('x-rihla-path') ?? '');
  return (
    <div className="container error-page" data-testid="not-found">
      <p className="result-icon" aria-hidden="true">?</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      {/* The path is left-to-right text inside a sentence that may be right-to-left: isolated, or its slashes wander. */}
      <p className="small">{t.rich('pageNotFound', { path, bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
      <Link href="/" className="btn btn-outlined">
        {t('homePage')}
      </Link>
    </div>
  );
}
