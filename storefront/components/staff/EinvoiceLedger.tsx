'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { toast } from '../../lib/toasts';
import { answer, api, type GetAnswer } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { Button } from '../ui/Button';
import { TableSection } from './StaffTable';

type Listed = GetAnswer<'/finance/einvoices'>['documents'][number];
const dateTime = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' } as const;

/**
 * Finance's view of the ZATCA e-invoices: every document, newest ICV first, with its kind, booking, amounts and what
 * ZATCA answered (waiting, reported, cleared, rejected with its messages); a rejected or waiting one can be sent again.
 */
export function EinvoiceLedger() {
  const t = useTranslations('einvoices');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error, mutate } = useApi('/finance/einvoices', undefined, { refreshInterval: 30_000 });
  if (error) return <p className="notice error" role="alert">{t('loadError')}</p>;
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  const resend = (d: Listed) =>
    void toast
      .promise(answer(api.POST('/finance/einvoices/{uuid}/resend', { params: { path: { uuid: d.uuid } } })), { loading: t('resending'), success: t('resent', { number: d.number }), error: t('resendFailed') })
      .then(() => mutate());
  return (
    <TableSection id="einvoice-ledger" testId="einvoice-ledger" caption={`${t('ledgerTitle')} (${formatNumber(data.documents.length, locale)})`} emptyText={t('ledgerEmpty')} rows={data.documents} rowKey={(d) => d.uuid}
      columns={[
        [t('icv'), (d) => formatNumber(d.icv, locale, { useGrouping: false })],
        [t('number'), (d) => <bdi dir="ltr">{d.number}</bdi>],
        [t('kindColumn'), (d) => (d.kind === 'invoice' ? t(`kind.invoice_${d.profile}`) : t(`kind.${d.kind}`))],
        [t('booking'), (d) => <bdi dir="ltr">{d.bookingId}</bdi>],
        [t('issued'), (d) => formatDate(d.issuedAt, locale, dateTime)],
        [t('vat'), (d) => formatMoney(d.vat, locale)],
        [t('total'), (d) => formatMoney(d.total, locale)],
        [t('status'), (d) => <span data-testid="einvoice-status" data-status={d.status}>{t(`statuses.${d.status}`)}{d.messages.length > 0 && `: ${d.messages.map((m) => `${m.code} ${m.message}`).join('; ')}`}</span>],
        [t('actions'), (d) => (d.status === 'rejected' || d.status === 'waiting' ? <Button onClick={() => resend(d)}>{t('resend')}</Button> : null)],
      ]}
    />
  );
}
