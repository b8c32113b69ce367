import { getTranslations } from 'next-intl/server';
import { Link } from '../../i18n/navigation';

/** What a visitor without the role sees instead of staff data. */
export async function StaffNotice({ namespace, kind, path }: { namespace: 'ops' | 'finance' | 'checkin'; kind: 'anonymous' | 'forbidden'; path: string }) {
  const t = await getTranslations(namespace);
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t('title')}</h1>
      <p className="notice error" role="alert" data-testid="staff-refused">
        {kind === 'anonymous' ? t('signInRequired') : t('notAllowed')}
      </p>
      {kind === 'anonymous' && (
        <p>
          <Link href={{ pathname: '/auth/sign-in', query: { next: path } }}>{t('signIn')}</Link>
        </p>
      )}
    </div>
  );
}
