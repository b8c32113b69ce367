'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useId, useState } from 'react';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import type { Money, RefundLedgerEntry } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { Choice } from '../ui/Choice';
import { OrderBuyer } from './OrderBuyer';
import { TableSection } from './StaffTable';
import styles from './staff.module.css';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The refund ledger with filters (request date, status, 24 h window) and per-currency totals of what is shown. */
export function RefundLedger() {
  const t = useTranslations('finance');
  const locale = useLocale() as 'en' | 'ar';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<'all' | 'pending' | 'issued'>('all');
  const [window, setWindow] = useState<'all' | 'within' | 'outside'>('all');
  const ids = useId();
  // The api filters and totals (the same computation as the audit command); the screen only asks and shows.
  // A period that ends before it starts shows nothing (the api would refuse it).
  const emptyPeriod = Boolean(from && to && from > to);
  const query = { from: from || undefined, to: to || undefined, status: status === 'all' ? undefined : status, window: window === 'all' ? undefined : window };
  const { data, error } = useApi(emptyPeriod ? null : '/finance/refunds', { params: { query } }, { refreshInterval: 30_000, keepPreviousData: true });
  const shown = emptyPeriod ? [] : (data?.refunds ?? []);
  const totals = emptyPeriod ? [] : (data?.totals ?? []);

  if (error) return <p className="notice error" role="alert">{t('loadError')}</p>;
  if (!data && !emptyPeriod) return <p aria-busy="true">{t('loading')}</p>;

  const within = (r: RefundLedgerEntry) => (r.overdue ? <span className={styles.late}>{t('no')}</span> : r.status === 'pending' ? t('notYet') : <span className={styles.ok}>{t('yes')}</span>);
  const labelled = <const V extends string>(values: readonly V[]) => values.map((v): [V, string] => [v, t(v as string)]);
  const m = (amount: number, currency: Money['currency']) => formatMoney({ amount, currency }, locale);

  return (
    <div>
      <fieldset className={styles.filters}>
        <legend>{t('filters')}</legend>
        <label htmlFor={`${ids}-from`}>
          {t('from')}
          <input id={`${ids}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label htmlFor={`${ids}-to`}>
          {t('to')}
          <input id={`${ids}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label htmlFor={`${ids}-status`}>
          {t('status')}
          <Choice id={`${ids}-status`} value={status} onChoose={setStatus} options={labelled(['all', 'pending', 'issued'])} />
        </label>
        <label htmlFor={`${ids}-window`}>
          {t('window')}
          <Choice id={`${ids}-window`} value={window} onChoose={setWindow} options={labelled(['all', 'within', 'outside'])} />
        </label>
      </fieldset>

      <TableSection id="ledger-totals" testId="refund-totals" caption={t('totals')} emptyText={t('empty')} rows={totals} rowKey={(c) => c.currency}
        columns={[
          [t('currency'), (c) => c.currency],
          [t('count'), (c) => formatNumber(c.count, locale)],
          [t('requested'), (c) => m(c.requested, c.currency)],
          [t('issuedTotal'), (c) => m(c.issued, c.currency)],
          [t('pendingTotal'), (c) => m(c.pending, c.currency)],
          [t('outsideCount'), (c) => formatNumber(c.outsideWindow, locale)],
        ]}
      />

      <TableSection id="ledger-rows" testId="refund-ledger" caption={`${t('title')} (${formatNumber(shown.length, locale)})`} emptyText={t('empty')} rows={shown} rowKey={(r) => r.refundId}
        columns={[
          [t('refundId'), (r) => r.refundId],
          [t('order'), (r) => r.order?.orderId ?? r.bookingId],
          [t('buyer'), (r) => <OrderBuyer order={r.order} namespace="finance" resellerTestId="refund-reseller" />],
          [t('reason'), (r) => t(`reason_${r.reason}`)],
          [t('amount'), (r) => formatMoney(r.amount, locale)],
          [t('requestedAt'), (r) => formatDate(r.requestedAt, locale, dateTime)],
          [t('issuedAt'), (r) => (r.issuedAt ? formatDate(r.issuedAt, locale, dateTime) : t('notYet'))],
          [t('duration'), (r) => (r.durationMs === null ? '' : t('hours', { hours: formatNumber(Math.round(r.durationMs / 360_000) / 10, locale) }))],
          [t('within24h'), within],
        ]}
      />
    </div>
  );
}
