'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { Link } from '../i18n/navigation';
import { ApiError, bookings } from '../lib/api';
import { formatDate, formatMoney } from '../lib/format';
import type { LocalizedText, Money } from '../lib/types';
import { Button } from './Button';

interface InvoiceDoc {
  bookingId: string;
  orderId: string;
  invoiceNumber: string | null;
  purchaseDate: string;
  bookingDates: string[];
  paymentStatus: string;
  price: Money;
  originalPrice: Money;
  discount: Money;
  items: { itemId: string; experience: { name: LocalizedText; option: LocalizedText; date: string; time: string }; price: Money; status: string }[];
  groups: { confirmed: string[]; failed: string[]; awaiting: string[]; cancelled: string[] };
}

function InvoiceCard({ doc }: { doc: InvoiceDoc }) {
  const t = useTranslations('invoices');
  const tr = useTranslations('result');
  const locale = useLocale() as 'en' | 'ar';
  const [quote, setQuote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancellable = doc.groups.confirmed;
  return (
    <article className="line-item" style={{ flexDirection: 'column' }} data-testid="invoice">
      <h3>
        {t('orderId')}: {doc.orderId} {doc.invoiceNumber && <span className="pill">{t('invoice')} {doc.invoiceNumber}</span>}
      </h3>
      <p className="small">
        {t('purchaseDate')}: {formatDate(doc.purchaseDate, locale)} · {t('bookingDate')}: {doc.bookingDates.map((d) => formatDate(d, locale)).join(', ')} · {t('paymentStatus')}: {doc.paymentStatus}
      </p>
      <ul>
        {doc.items.map((i) => (
          <li key={i.itemId}>
            {i.experience.name[locale]} — {i.experience.option[locale]} · {formatDate(i.experience.date, locale)} · {formatMoney(i.price, locale)} ·{' '}
            {tr.has(`status_${i.status}`) ? tr(`status_${i.status}`) : i.status}
          </li>
        ))}
      </ul>
      <p>
        {t('price')}: <strong>{formatMoney(doc.price, locale)}</strong>
        {doc.discount.amount > 0 && ` · ${t('originalPrice')}: ${formatMoney(doc.originalPrice, locale)} · ${t('discount')}: ${formatMoney(doc.discount, locale)}`}
      </p>
      {cancellable.length > 0 && (
        <div className="actions">
          {!quote ? (
            <Button
              kind="outlined"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  const q = await bookings.cancellationQuote(doc.bookingId);
                  setQuote(JSON.stringify(q.summary ?? q.message ?? q.items ?? q));
                } catch (err) {
                  toast.error(err instanceof ApiError ? err.message : 'Error');
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('cancel')}
            </Button>
          ) : (
            <>
              <p className="small">
                {t('quote')}: {quote}
              </p>
              <Button
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await bookings.cancel(doc.bookingId, cancellable);
                    toast.success(t('cancelled'));
                    setQuote(null);
                  } catch (err) {
                    toast.error(err instanceof ApiError ? err.message : 'Error');
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {t('cancel')}
              </Button>
            </>
          )}
        </div>
      )}
    </article>
  );
}

/** Orders and invoices of the signed-in customer, grouped confirmed and failed; login required. */
export function Invoices() {
  const t = useTranslations('invoices');
  const ta = useTranslations('auth');
  const { data, error, isLoading } = useSWR<{ invoices: InvoiceDoc[] }>('/me/invoices', { shouldRetryOnError: false });
  if (isLoading) return <p>…</p>;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
    return (
      <div className="empty" data-testid="invoices-login">
        <p>
          <strong>{t('login')}</strong>
        </p>
        <Link href={{ pathname: '/auth/sign-in', query: { next: '/invoices' } }} className="btn btn-primary">
          {ta('signIn')}
        </Link>
      </div>
    );
  }
  const docs = data?.invoices ?? [];
  if (docs.length === 0) return <div className="empty"><p>{t('empty')}</p></div>;
  const failed = docs.filter((d) => d.groups.failed.length > 0 && d.groups.confirmed.length === 0 && d.groups.awaiting.length === 0);
  const confirmed = docs.filter((d) => !failed.includes(d));
  return (
    <>
      <section aria-labelledby="confirmed">
        <h2 id="confirmed">{t('confirmed')}</h2>
        {confirmed.map((d) => <InvoiceCard key={d.bookingId} doc={d} />)}
      </section>
      {failed.length > 0 && (
        <section aria-labelledby="failed">
          <h2 id="failed">{t('failed')}</h2>
          {failed.map((d) => <InvoiceCard key={d.bookingId} doc={d} />)}
        </section>
      )}
    </>
  );
}
