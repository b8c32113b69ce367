import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RefundLedger } from '../../../components/staff/RefundLedger';
import { Resellers } from '../../../components/staff/Resellers';
import { StaffNotice } from '../../../components/staff/StaffNotice';
import { redirect } from '../../../i18n/navigation';
import { staffAccess } from '../../../lib/staff';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('finance');
  return { title: t('title'), robots: { index: false } };
}

export default async function FinancePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const access = await staffAccess('finance');
  if (access.kind === 'anonymous') redirect({ href: { pathname: '/auth/sign-in', query: { next: '/finance' } }, locale });
  if (access.kind !== 'allowed') return <StaffNotice namespace="finance" kind={access.kind} path="/finance" />;
  const t = await getTranslations('finance');
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t('title')}</h1>
      <p className="small">{t('intro')}</p>
      {/* The api's queue dashboard, read-only for finance, through this site's /api proxy. */}
      <p>
        <a href="/api/ops/jobs" data-testid="queue-dashboard-link">
          {t('queueDashboard')}
        </a>
      </p>
      <RefundLedger />
      <Resellers readOnly />
    </div>
  );
}
