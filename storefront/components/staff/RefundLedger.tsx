'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import type { Money, RefundLedger as Ledger, RefundLedgerEntry } from '../../lib/types';
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
  const query = new URLSearchParams(Object.entries({ from, to, status, window }).filter(([, v]) => v && v !== 'all'));
  const { data, error } = useSWR<Ledger>(emptyPeriod ? null : `/finance/refunds${query.size ? `?${query}` : ''}`, { refreshInterval: 30_000, keepPreviousData: true });
  const shown = emptyPeriod ? [] : (data?.refunds ?? []);
  const totals = emptyPeriod ? [] : (data?.totals ?? []);

  if (error) return <p className="notice error" role="alert">{t('loadError')}</p>;
  if (!data && !emptyPeriod) return <p aria-busy="true">{t('loading')}</p>;

  const within = (r: RefundLedgerEntry) => (r.overdue ? <span className={styles.late}>{t('no')}</span> : r.status === 'pending' ? t('notYet') : <span className={styles.ok}>{t('yes')}</span>);
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
                  <td>{formatNumber(c.outsideWindow, locale)}</td>
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
