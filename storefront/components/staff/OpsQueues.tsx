'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { ApiError, staff } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import type { OpsBooking, OpsQueues as OpsQueuesView } from '../../lib/types';
import { Button } from '../ui/Button';
import styles from './staff.module.css';

type Entry = Pick<OpsQueuesView['onHold'][number], 'bookingId' | 'booking'>;

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The ops work lists with their actions; each action shows a loading toast that turns into done or the api's problem. */
export function OpsQueues() {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error, isLoading, mutate } = useSWR<OpsQueuesView>('/ops/queues', { refreshInterval: 15_000 });
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (id: string, call: (key: string) => Promise<unknown>) => {
    setBusy(id);
    const toastId = toast.loading(t('working'));
    try {
      await call(newKey());
      toast.success(t('done'), { id: toastId });
      // The read model follows the event log within moments: look again now and once more shortly after.
      await mutate();
      setTimeout(() => void mutate(), 1500);
    } catch (err) {
      toast.error(t('failed', { detail: err instanceof ApiError ? err.message : String(err) }), { id: toastId });
    } finally {
      setBusy(null);
    }
  };

  if (error) return <p className="notice error" role="alert">{t('loadError')}</p>;
  if (isLoading || !data) return <p aria-busy="true">{t('loading')}</p>;

  const lines = (b: OpsBooking | null) =>
    b ? (
      <ul className={styles.lines}>
        {b.items.map((i) => (
          <li key={i.itemId}>
            {i.title[locale]} · {formatDate(i.date, locale)} {i.startTime} · ×{i.quantity} · <span className="pill">{t(`status_${i.status}`)}</span>
          </li>
        ))}
      </ul>
    ) : null;
  const orderOf = (e: Entry) => e.booking?.orderId ?? e.bookingId;
  const buyerOf = (e: Entry) =>
    e.booking ? (
      <>
        {e.booking.buyer.name}
        <br />
        <span className="small">{e.booking.buyer.email}</span>
        {e.booking.reseller && (
          <>
            <br />
            <span className="small" data-testid="sold-by-reseller">
              {t('soldByReseller', { reseller: e.booking.reseller.name, reference: e.booking.reseller.reference ?? '—' })}
            </span>
          </>
        )}
      </>
    ) : null;
  return (
    <div>
      <div className="actions">
        <Button kind="outlined" onClick={() => void mutate()}>
          {t('refresh')}
        </Button>
      </div>

      <QueueTable id="q-onhold" testId="queue-onHold" caption={`${t('onHold')} (${data.onHold.length})`} columns={['order', 'buyer', 'since', 'lines', 'amount', 'actions']} empty={data.onHold.length === 0}>
        {data.onHold.map((e) => (
          <tr key={e.bookingId} data-booking={e.bookingId}>
            <th scope="row">{orderOf(e)}</th>
            <td>{buyerOf(e)}</td>
            <td>{formatDate(e.since, locale, dateTime)}</td>
            <td>{lines(e.booking)}</td>
            <td>{formatMoney(e.heldAmount, locale)}</td>
            <td>
              {e.awaitingItemIds.map((itemId) => {
                const title = e.booking?.items.find((i) => i.itemId === itemId)?.title[locale] ?? itemId;
                const id = `${e.bookingId}:${itemId}`;
                return (
                  <div key={itemId} className={styles.rowActions}>
                    <Button loading={busy === `${id}:c`} disabled={busy !== null} aria-label={t('confirmLabel', { item: title, order: orderOf(e) })} onClick={() => run(`${id}:c`, (k) => staff.answer(e.bookingId, itemId, 'confirmed', k))}>
                      {t('confirm')}
                    </Button>
                    <Button kind="outlined" loading={busy === `${id}:d`} disabled={busy !== null} aria-label={t('declineLabel', { item: title, order: orderOf(e) })} onClick={() => run(`${id}:d`, (k) => staff.answer(e.bookingId, itemId, 'declined', k))}>
                      {t('decline')}
                    </Button>
                  </div>
                );
              })}
            </td>
          </tr>
        ))}
      </QueueTable>

      <QueueTable id="q-partial" testId="queue-partiallyBooked" caption={`${t('partiallyBooked')} (${data.partiallyBooked.length})`} columns={['order', 'buyer', 'since', 'lines', 'actions']} empty={data.partiallyBooked.length === 0}>
        {data.partiallyBooked.map((e) => (
          <tr key={e.bookingId} data-booking={e.bookingId}>
            <th scope="row">{orderOf(e)}</th>
            <td>{buyerOf(e)}</td>
            <td>{formatDate(e.since, locale, dateTime)}</td>
            <td>{lines(e.booking)}</td>
            <td>
              {e.awaitingCustomerPaymentSince && (
                <p className="pill" data-testid="awaiting-customer">
                  {t('awaitingCustomer', { since: formatDate(e.awaitingCustomerPaymentSince, locale, dateTime) })}
                </p>
              )}
              {e.failedItemIds.length > 0 && !e.awaitingCustomerPaymentSince && (
                <Button loading={busy === `${e.bookingId}:r`} disabled={busy !== null} onClick={() => run(`${e.bookingId}:r`, (k) => staff.retry(e.bookingId, k, e.failedItemIds))}>
                  {t('retry')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </QueueTable>

      <QueueTable id="q-overdue" testId="queue-refundOverdue" caption={`${t('refundOverdue')} (${data.refundOverdue.length})`} columns={['refundId', 'order', 'buyer', 'amount', 'dueBy', 'actions']} empty={data.refundOverdue.length === 0}>
        {data.refundOverdue.map((e) => (
          <tr key={e.refundId}>
            <th scope="row">{e.refundId}</th>
            <td>{orderOf(e)}</td>
            <td>{buyerOf(e)}</td>
            <td>{e.amount ? formatMoney(e.amount, locale) : ''}</td>
            <td>{formatDate(e.dueBy, locale, dateTime)}</td>
            <td>
              <Button loading={busy === `${e.refundId}:f`} disabled={busy !== null} onClick={() => run(`${e.refundId}:f`, (k) => staff.rerunRefund(e.bookingId, e.refundId, k))}>
                {t('rerunRefund')}
              </Button>
            </td>
          </tr>
        ))}
      </QueueTable>

      <QueueTable id="q-pending" testId="queue-refundPending" caption={`${t('refundPending')} (${data.refundPending.length})`} columns={['refundId', 'order', 'buyer', 'amount', 'since', 'dueBy']} empty={data.refundPending.length === 0}>
        {data.refundPending.map((e) => (
          <tr key={e.refundId}>
            <th scope="row">{e.refundId}</th>
            <td>{orderOf(e)}</td>
            <td>{buyerOf(e)}</td>
            <td>{formatMoney(e.amount, locale)}</td>
            <td>{formatDate(e.since, locale, dateTime)}</td>
            <td>{formatDate(e.dueBy, locale, dateTime)}</td>
          </tr>
        ))}
      </QueueTable>
    </div>
  );
}

/** One queue as an accessible table: its caption names it with its size, an empty queue says so. */
export function QueueTable({ id, testId, caption, columns, empty, children }: { id: string; testId: string; caption: string; columns: string[]; empty: boolean; children: ReactNode }) {
  const t = useTranslations('ops');
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid={testId}>
          <caption id={id}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {empty && (
              <tr>
                <td colSpan={columns.length}>{t('empty')}</td>
              </tr>
            )}
            {children}
          </tbody>
        </table>
      </div>
    </section>
  );
}
