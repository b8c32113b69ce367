'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { formatDate } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { TableSection } from './StaffTable';
import styles from './staff.module.css';

const dateTime = { dateStyle: 'medium', timeStyle: 'medium' } as const;

/** The supplier channel on Kafka: how far behind the relay is, and the suppliers' answers parked in the DLQ. */
export function SupplierChannel() {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error } = useApi('/ops/supplier-channel', undefined, { refreshInterval: 15_000 });
  if (error) return <p className="notice error" role="alert">{t('supplierChannelError')}</p>;
  if (!data) return null;
  const ms = (n: number | null) => (n === null ? '–' : `${n.toLocaleString(locale)} ms`);
  return (
    <section className={styles.section} aria-labelledby="supplier-channel" data-testid="supplier-channel">
      <h2 id="supplier-channel">{t('supplierChannel')}</h2>
      <p className="small">
        {t('relayStatus', { checkpoint: data.relay.checkpoint, pending: data.relay.pending })} · {t('relayLag', { p50: ms(data.relay.lagMs.p50), p99: ms(data.relay.lagMs.p99), samples: data.relay.lagMs.samples })}
      </p>
      <TableSection id="q-dlq" testId="queue-dlq" caption={`${t('dlq')} (${data.dlq.count})`} emptyText={t('empty')} rows={data.dlq.recent} rowKey={(e) => e.source}
        columns={[
          [t('dlqAt'), (e) => formatDate(e.at, locale, dateTime)],
          [t('dlqReason'), (e) => e.reason],
          [t('dlqSupplier'), (e) => e.supplierId ?? '–'],
          [t('dlqDetail'), (e) => e.detail],
        ]}
      />
    </section>
  );
}
