import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { Link } from '../../i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('errors');
  const path = (await headers()).get('x-rihla-path') ?? '';
  return (
    <div className="container error-page" data-testid="not-found">
      <p className="result-icon" aria-hidden="true">?</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p className="small">{t('pageNotFound', { path })}</p>
      <Link href="/" className="btn btn-outlined">
        {t('homePage')}
      </Link>
    </div>
  );
}
