'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { formatDate } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { StaffTable } from './StaffTable';
import styles from './staff.module.css';

const dateTime = { dateStyle: 'medium', timeStyle: 'medium' } as const;

/** What the scheduled reconciler found and ran again: ops can tell it is alive and which bookings it moved. */
export function ReconcilerRuns() {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error } = useApi('/ops/reconciler', undefined, { refreshInterval: 30_000 });
  if (error) return <p className="notice error" role="alert">{t('reconcilerLoadError')}</p>;
  if (!data) return null;
  const minutes = data.everyMs ? Math.max(1, Math.round(data.everyMs / 60_000)) : null;
  return (
    <section className={styles.section} aria-labelledby="reconciler">
      <h2 id="reconciler">{t('reconcilerTitle')}</h2>
      <p className="small">{minutes ? t('reconcilerIntro', { minutes }) : t('reconcilerIntroUnknown')}</p>
      <StaffTable testId="reconciler-runs" caption={t('reconcilerTitle')} captionHidden emptyText={t('reconcilerNone')} rows={data.runs} rowKey={(r) => `${r.startedAt}-${r.trigger}`}
        columns={[
          [t('reconcilerWhen'), (r) => formatDate(r.startedAt, locale, dateTime)],
          [t('reconcilerTrigger'), (r) => t(r.trigger === 'start' ? 'reconcilerAtStart' : 'reconcilerScheduled')],
          [t('reconcilerChecked'), (r) => r.bookings],
          [t('reconcilerRedriven'), (r) => (r.redriven.length === 0 ? t('reconcilerNothing') : r.redriven.join(', '))],
        ]}
      />
    </section>
  );
}
