'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { toast } from '../../lib/toasts';
import { answer, api, ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { StaffTable } from './StaffTable';
import styles from './staff.module.css';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * OCTO webhook deliveries given up on (every reseller's): where it went, what it sent, why it failed, how often, when;
 * ops send one again once the reseller has mended its receiver (the api sends it once, however often asked).
 */
export function WebhookFailures() {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error, mutate } = useApi('/ops/webhook-failures', undefined, { refreshInterval: 15_000 });
  const [sending, setSending] = useState<string | null>(null);

  const redeliver = async (resellerId: string, deliveryId: string) => {
    setSending(deliveryId);
    const id = toast.loading(t('working'));
    try {
      const sent = await answer(api.POST('/ops/resellers/{resellerId}/webhook-failures/{deliveryId}/redeliver', { params: { path: { resellerId, deliveryId } } }));
      toast.success(t(sent.redelivery === 'queued' ? 'webhookRedeliverQueued' : 'webhookRedeliverAlready'), { id });
      await mutate();
    } catch (err) {
      toast.error(t('failed', { detail: err instanceof ApiError ? err.message : String(err) }), { id });
    } finally {
      setSending(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="webhook-failures">
      <h2 id="webhook-failures">{t('webhookFailuresTitle')}</h2>
      <p className="small">{t('webhookFailuresIntro')}</p>
      {error && <p className="notice error" role="alert">{t('webhookFailuresLoadError')}</p>}
      {data && (
        <StaffTable testId="webhook-failures" caption={t('webhookFailuresTitle')} captionHidden emptyText={t('webhookFailuresNone')} rows={data.failures} rowKey={(f) => f.deliveryId} rowData={(f) => ({ 'data-delivery': f.deliveryId, 'data-reseller': f.resellerId })}
          columns={[
            [t('resellerNameLabel'), (f) => <code dir="ltr">{f.resellerId}</code>],
            [t('webhookUrl'), (f) => <bdi dir="ltr">{f.url}</bdi>],
            [t('webhookEvent'), (f) => (
              <>
                {t(`webhookEvents.${f.event}`)} <bdi dir="ltr" className="small">{f.subject}</bdi>
              </>
            )],
            [t('webhookLastError'), (f) => <bdi dir="ltr">{f.lastError}</bdi>],
            [t('webhookAttempts'), (f) => f.attempts],
            [t('webhookFailedAt'), (f) => formatDate(f.failedAt, locale, dateTime)],
            [
              t('webhookAction'),
              (f) =>
                f.redeliveryRequestedAt ? (
                  <span data-testid="webhook-redelivering">{t('webhookRedeliveryRequested', { when: formatDate(f.redeliveryRequestedAt, locale, dateTime) })}</span>
                ) : (
                  <button type="button" className="button secondary" disabled={sending === f.deliveryId} onClick={() => void redeliver(f.resellerId, f.deliveryId)}>
                    {t('webhookRedeliver')}
                  </button>
                ),
            ],
          ]}
        />
      )}
    </section>
  );
}
