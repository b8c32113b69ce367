import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OpsQueues } from '../../../components/staff/OpsQueues';
import { ReconcilerRuns } from '../../../components/staff/ReconcilerRuns';
import { Resellers } from '../../../components/staff/Resellers';
import { StaffNotice } from '../../../components/staff/StaffNotice';
import { SupplierChannel } from '../../../components/staff/SupplierChannel';
import { UseCsrf } from '../../../components/staff/UseCsrf';
import { redirect } from '../../../i18n/navigation';
import { staffAccess } from '../../../lib/staff';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ops');
  return { title: t('title'), robots: { index: false } };
}

export default async function OpsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const access = await staffAccess('ops');
  if (access.kind === 'anonymous') redirect({ href: { pathname: '/auth/sign-in', query: { next: '/ops' } }, locale });
  if (access.kind !== 'allowed') return <StaffNotice namespace="ops" kind={access.kind} path="/ops" />;
  const t = await getTranslations('ops');
  return (
    <div className="container">
      <UseCsrf token={access.me.csrfToken} />
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t('title')}</h1>
      <p className="small">{t('intro')}</p>
      {/* The api's queue dashboard through this site's /api proxy (plain link: it is the api's page, not a route here). */}
      <p>
        <a href="/api/ops/jobs" data-testid="queue-dashboard-link">
          {t('queueDashboard')}
        </a>
      </p>
      <OpsQueues />
      <ReconcilerRuns />
      <Resellers />
      <SupplierChannel />
    </div>
  );
}
