'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import type { Money } from '../../lib/types';
import styles from './staff.module.css';

interface LedgerEntry {
  refundId: string;
  bookingId: string;
  reason: 'bookingFailed' | 'itemsFailed' | 'cancellation';
  amount: Money;
  requestedAt: string;
  issuedAt: string | null;
  issuedAmount: Money | null;
  durationMs: number | null;
  status: 'pending' | 'issued';
  overdue: boolean;
  order: { orderId: string; buyer: { name: string; email: string }; reseller?: { name: string; reference: string | null } | null } | null;
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The refund ledger with filters (request date, status, 24 h window) and per-currency totals of what is shown. */
export function RefundLedger() {
  const t = useTranslations('finance');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error, isLoading } = useSWR<{ refunds: LedgerEntry[] }>('/finance/refunds', { refreshInterval: 30_000 });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<'all' | 'pending' | 'issued'>('all');
  const [window, setWindow] = useState<'all' | 'within' | 'outside'>('all');
  const ids = useId();

  const shown = useMemo(
    () =>
      (data?.refunds ?? []).filter((r) => {
        const day = r.requestedAt.slice(0, 10);
        if (from && day < from) return false;
        if (to && day > to) return false;
        if (status !== 'all' && r.status !== status) return false;
        if (window === 'within' && r.overdue) return false;
        if (window === 'outside' && !r.overdue) return false;
        return true;
      }),
    [data, from, to, status, window],
  );
  const totals = useMemo(() => {
    const by = new Map<string, { currency: string; count: number; requested: number; issued: number; pending: number; outside: number }>();
    for (const r of shown) {
      const c = by.get(r.amount.currency) ?? { currency: r.amount.currency, count: 0, requested: 0, issued: 0, pending: 0, outside: 0 };
      c.count += 1;
      c.requested += r.amount.amount;
      if (r.status === 'issued') c.issued += r.issuedAmount?.amount ?? 0;
      else c.pending += r.amount.amount;
      if (r.overdue) c.outside += 1;
      by.set(c.currency, c);
    }
    return [...by.values()];
  }, [shown]);

  if (error) return <p className="notice error" role="alert">{t('loadError')}</p>;
  if (isLoading || !data) return <p aria-busy="true">{t('loading')}</p>;

  const within = (r: LedgerEntry) => (r.overdue ? <span className={styles.late}>{t('no')}</span> : r.status === 'pending' ? t('notYet') : <span className={styles.ok}>{t('yes')}</span>);
  const m = (amount: number, currency: string) => formatMoney({ amount, currency } as Money, locale);

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
          <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="all">{t('all')}</option>
            <option value="pending">{t('pending')}</option>
            <option value="issued">{t('issued')}</option>
          </select>
        </label>
        <label htmlFor={`${ids}-window`}>
          {t('window')}
          <select id={`${ids}-window`} value={window} onChange={(e) => setWindow(e.target.value as typeof window)}>
            <option value="all">{t('all')}</option>
            <option value="within">{t('within')}</option>
            <option value="outside">{t('outside')}</option>
          </select>
        </label>
      </fieldset>

      <section className={styles.section} aria-labelledby="ledger-totals">
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="refund-totals">
            <caption id="ledger-totals">{t('totals')}</caption>
            <thead>
              <tr>
                {['currency', 'count', 'requested', 'issuedTotal', 'pendingTotal', 'outsideCount'].map((c) => (
                  <th key={c} scope="col">
                    {t(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {totals.length === 0 && (
                <tr>
                  <td colSpan={6}>{t('empty')}</td>
                </tr>
              )}
              {totals.map((c) => (
                <tr key={c.currency}>
                  <th scope="row">{c.currency}</th>
                  <td>{formatNumber(c.count, locale)}</td>
                  <td>{m(c.requested, c.currency)}</td>
                  <td>{m(c.issued, c.currency)}</td>
                  <td>{m(c.pending, c.currency)}</td>
                  <td>{formatNumber(c.outside, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ledger-rows">
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="refund-ledger">
            <caption id="ledger-rows">
              {t('title')} ({formatNumber(shown.length, locale)})
            </caption>
            <thead>
              <tr>
                {['refundId', 'order', 'buyer', 'reason', 'amount', 'requestedAt', 'issuedAt', 'duration', 'within24h'].map((c) => (
                  <th key={c} scope="col">
                    {t(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 && (
                <tr>
                  <td colSpan={9}>{t('empty')}</td>
                </tr>
              )}
              {shown.map((r) => (
                <tr key={r.refundId}>
                  <th scope="row">{r.refundId}</th>
                  <td>{r.order?.orderId ?? r.bookingId}</td>
                  <td>
                    {r.order?.buyer.name}
                    <br />
                    <span className="small">{r.order?.buyer.email}</span>
                    {r.order?.reseller && (
                      <>
                        <br />
                        <span className="small" data-testid="refund-reseller">
                          {t('soldByReseller', { reseller: r.order.reseller.name, reference: r.order.reseller.reference ?? '—' })}
                        </span>
                      </>
                    )}
                  </td>
                  <td>{t(`reason_${r.reason}`)}</td>
                  <td>{formatMoney(r.amount, locale)}</td>
                  <td>{formatDate(r.requestedAt, locale, dateTime)}</td>
                  <td>{r.issuedAt ? formatDate(r.issuedAt, locale, dateTime) : t('notYet')}</td>
                  <td>{r.durationMs === null ? '' : t('hours', { hours: formatNumber(Math.round(r.durationMs / 360_000) / 10, locale) })}</td>
                  <td>{within(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
