import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { redirect } from '../../i18n/navigation';
import { enterLocale, type LocalePageProps } from '../../lib/locale-page';
import { staffAccess, type StaffRole } from '../../lib/staff';
import { privatePageMetadata } from '../layout/TitledPage';
import { StaffNotice } from './StaffNotice';
import { UseCsrf } from './UseCsrf';

/**
 * A staff screen: anonymous visitors go to sign in and come back, other roles see why they cannot enter, staff of the
 * role get the screen (its messages in the role's namespace); the role's main screen has the api's queue dashboard link.
 */
export async function StaffPage({
  role,
  also = [],
  namespace = role === 'supplier' ? 'checkin' : role,
  locale,
  path = `/${role}`,
  titleKey = 'title',
  introKey = 'intro',
  children,
}: {
  role: StaffRole;
  /** Other roles that may use the screen (supplier staff on the day-of-tour screens). */
  also?: StaffRole[];
  /** Where its messages are (the role's namespace unless said). */
  namespace?: 'ops' | 'finance' | 'checkin';
  locale: string;
  /** A screen under the role's main one (e.g. /ops/enquiries), with its own title and intro messages. */
  path?: string;
  titleKey?: string;
  introKey?: string;
  children: ReactNode;
}) {
  const access = await staffAccess([role, ...also]);
  if (access.kind === 'anonymous') redirect({ href: { pathname: '/auth/sign-in', query: { next: path } }, locale });
  if (access.kind !== 'allowed') return <StaffNotice namespace={namespace} kind={access.kind} path={path} />;
  const t = await getTranslations(namespace);
  return (
    <div className="container">
      <UseCsrf token={access.me.csrfToken} />
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t(titleKey)}</h1>
      <p className="small">{t(introKey)}</p>
      {/* The api's queue dashboard through this site's /api proxy (a plain link: it is the api's page, not a route here). */}
      {path === `/${role}` && (
        <p>
          <a href="/api/ops/jobs" data-testid="queue-dashboard-link">
            {t('queueDashboard')}
          </a>
        </p>
      )}
      {children}
    </div>
  );
}

/** A role's main screen (/ops, /finance) over its parts: the page module's exports. */
export function staffPage(role: StaffRole, content: ReactNode) {
  return {
    generateMetadata: () => privatePageMetadata(role),
    async Page(props: LocalePageProps) {
      return (
        <StaffPage role={role} locale={await enterLocale(props)}>
          {content}
        </StaffPage>
      );
    },
  };
}
