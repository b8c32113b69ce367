'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import { ApiError, staff } from '../../lib/api';
import { formatDate, formatMoney, moneyInText } from '../../lib/format';
import type { OpsBooking, OpsQueues as OpsQueuesView } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { Button } from '../ui/Button';
import { OrderBuyer } from './OrderBuyer';
import { TableSection, type Columns } from './StaffTable';
import styles from './staff.module.css';

type Entry = Pick<OpsQueuesView['onHold'][number], 'bookingId' | 'booking'>;
/** A booking waiting in a queue (on hold, partly booked) since some time. */
type Waiting = Entry & { since: string };
type OnHold = OpsQueuesView['onHold'][number];
type PartlyBooked = OpsQueuesView['partiallyBooked'][number];
type Overdue = OpsQueuesView['refundOverdue'][number];
type CaptureRefused = OpsQueuesView['captureRefused'][number];

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The ops work lists with their actions; each action shows a loading toast that turns into done or the api's problem. */
export function OpsQueues() {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error, isLoading, mutate } = useApi('/ops/queues', undefined, { refreshInterval: 15_000 });
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
  const buyerOf = (e: Entry) => <OrderBuyer order={e.booking} namespace="ops" resellerTestId="sold-by-reseller" />;
  /** One action's button; while any action runs, every button waits. */
  const action = (id: string, label: string, call: (key: string) => Promise<unknown>, props: { kind?: 'outlined'; 'aria-label'?: string } = {}) => (
    <Button {...props} loading={busy === id} disabled={busy !== null} onClick={() => run(id, call)}>
      {label}
    </Button>
  );
  const answerButtons = (e: OnHold) =>
    e.awaitingItemIds.map((itemId) => {
      const item = { item: e.booking?.items.find((i) => i.itemId === itemId)?.title[locale] ?? itemId, order: orderOf(e) };
      const id = `${e.bookingId}:${itemId}`;
      return (
        <div key={itemId} className={styles.rowActions}>
          {action(`${id}:c`, t('confirm'), (k) => staff.answer(e.bookingId, itemId, 'confirmed', k), { 'aria-label': t('confirmLabel', item) })}
          {action(`${id}:d`, t('decline'), (k) => staff.answer(e.bookingId, itemId, 'declined', k), { kind: 'outlined', 'aria-label': t('declineLabel', item) })}
        </div>
      );
    });
  const retryOrWait = (e: PartlyBooked) => (
    <>
      {e.awaitingCustomerPaymentSince && (
        <p className="pill" data-testid="awaiting-customer">
          {t('awaitingCustomer', { since: formatDate(e.awaitingCustomerPaymentSince, locale, dateTime) })}
        </p>
      )}
      {e.failedItemIds.length > 0 && !e.awaitingCustomerPaymentSince && action(`${e.bookingId}:r`, t('retry'), (k) => staff.retry(e.bookingId, k, e.failedItemIds))}
    </>
  );
  const rerunRefund = (e: Overdue) => action(`${e.refundId}:f`, t('rerunRefund'), (k) => staff.rerunRefund(e.bookingId, e.refundId, k));
  const retryCapture = (e: CaptureRefused) => action(`${e.bookingId}:cap`, t('retryCapture'), (k) => staff.retryCapture(e.bookingId, k), { 'aria-label': t('retryCaptureLabel', { order: orderOf(e) }) });
  const when = (at: string) => formatDate(at, locale, dateTime);
  const caption = (queue: Exclude<keyof OpsQueuesView, 'counts'>) => `${t(queue)} (${data[queue].length})`;

  // The columns the booking queues and the refund queues share.
  const bookingColumns: Columns<Waiting> = [
    [t('order'), orderOf],
    [t('buyer'), buyerOf],
    [t('since'), (e) => when(e.since)],
    [t('lines'), (e) => lines(e.booking)],
  ];
  const refundColumns: Columns<Entry & { refundId: string }> = [
    [t('refundId'), (e) => e.refundId],
    [t('order'), orderOf],
    [t('buyer'), buyerOf],
  ];
  const bookingRow = { rowKey: (e: Entry) => e.bookingId, rowData: (e: Entry) => ({ 'data-booking': e.bookingId }) };
  return (
    <div>
      <div className="actions">
        <Button kind="outlined" onClick={() => void mutate()}>
          {t('refresh')}
        </Button>
      </div>

      <TableSection id="q-onhold" testId="queue-onHold" caption={caption('onHold')} emptyText={t('empty')} rows={data.onHold} {...bookingRow}
        columns={[...bookingColumns, [t('amount'), (e) => (e.booking?.paymentMethod === 'payLater' ? t('amountPayLater', { amount: moneyInText(e.booking.total, locale) }) : formatMoney(e.heldAmount, locale))], [t('actions'), answerButtons]]}
      />
      <TableSection id="q-partial" testId="queue-partiallyBooked" caption={caption('partiallyBooked')} emptyText={t('empty')} rows={data.partiallyBooked} {...bookingRow}
        columns={[...bookingColumns, [t('actions'), retryOrWait]]}
      />
      <TableSection id="q-capture" testId="queue-captureRefused" caption={caption('captureRefused')} emptyText={t('empty')} rows={data.captureRefused} {...bookingRow}
        columns={[
          [t('order'), orderOf],
          [t('buyer'), buyerOf],
          [t('since'), (e) => when(e.since)],
          [t('amount'), (e) => formatMoney(e.amount, locale)],
          [t('captureRefusal'), (e) => <span title={e.reason}>{t.has(`refusal_${e.code}`) ? t(`refusal_${e.code}`) : e.code}</span>],
          [t('actions'), retryCapture],
        ]}
      />
      <TableSection id="q-overdue" testId="queue-refundOverdue" caption={caption('refundOverdue')} emptyText={t('empty')} rows={data.refundOverdue} rowKey={(e) => e.refundId}
        columns={[...refundColumns, [t('amount'), (e) => (e.amount ? formatMoney(e.amount, locale) : '')], [t('dueBy'), (e) => when(e.dueBy)], [t('actions'), rerunRefund]]}
      />
      <TableSection id="q-pending" testId="queue-refundPending" caption={caption('refundPending')} emptyText={t('empty')} rows={data.refundPending} rowKey={(e) => e.refundId}
        columns={[...refundColumns, [t('amount'), (e) => formatMoney(e.amount, locale)], [t('since'), (e) => when(e.since)], [t('dueBy'), (e) => when(e.dueBy)]]}
      />
    </div>
  );
}
