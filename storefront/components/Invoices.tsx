'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { Link } from '../i18n/navigation';
import { ApiError } from '../lib/api';
import { cancellation, durationParts, policyWords, type CancellationQuote, type ItemQuote } from '../lib/cancellation';
import { formatDate, formatMoney, formatTime } from '../lib/format';
import { LOCALE_META } from '../i18n/routing';
import type { LocalizedText, Money } from '../lib/types';
import { Button } from './Button';
import { LineAddOns, type AddOns } from './LineAddOns';

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
  items: ({ itemId: string; experience: { name: LocalizedText; option: LocalizedText; date: string; time: string }; price: Money; status: string } & AddOns)[];
  groups: { confirmed: string[]; failed: string[]; awaiting: string[]; cancelled: string[] };
}

type Locale = 'en' | 'ar';
const errorText = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

/** "2 days 3 hours" / "يومان و3 ساعات": the duration's parts with the common plural messages, joined per locale. */
function useDuration() {
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  return (minutes: number) =>
    new Intl.ListFormat(LOCALE_META[locale].tag, { type: 'unit', style: 'long' }).format(durationParts(minutes).map((p) => tc(p.unit, { n: p.n })));
}

function PolicyLine({ q }: { q: ItemQuote }) {
  const t = useTranslations('invoiceCancel');
  const locale = useLocale() as Locale;
  const duration = useDuration();
  const w = policyWords(q);
  if (w.key === 'free') return <>{t('free', { duration: duration(w.minutes) })}</>;
  if (w.key === 'tier') return <>{t('tier', { duration: duration(w.minutes), percent: w.percent })}</>;
  if (w.key === 'text') return <>{q.policyText[locale]}</>;
  return <>{t(w.key)}</>;
}

/** The quote as a person reads it: per item the policy in words, the penalty and the refund; then the totals and the confirm button. */
function CancellationPanel({ doc, quote, onDone, onKeep }: { doc: InvoiceDoc; quote: CancellationQuote; onDone: () => void; onKeep: () => void }) {
  const t = useTranslations('invoiceCancel');
  const ti = useTranslations('invoices');
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const line = (q: ItemQuote) => doc.items.find((i) => i.itemId === q.itemId);
  const startText = (q: ItemQuote) => {
    const l = line(q)?.experience;
    return l ? `${formatDate(l.date, locale, { dateStyle: 'full' })} · ${formatTime(l.time, locale)}` : formatDate(q.startsAt, locale);
  };
  const itemTitle = (q: ItemQuote) => q.title?.[locale] ?? line(q)?.experience.name[locale] ?? q.itemId;
  const cancellable = quote.items.filter((q) => q.cancellable).map((q) => q.itemId);
  const itemsRefund = quote.items.reduce((n, q) => n + (q.cancellable ? q.refund.amount : 0), 0);
  const notPaid = quote.refundAmount.amount === 0 && itemsRefund > 0;
  const confirm = async () => {
    setBusy(true);
    const id = toast.loading(t('cancelling'));
    try {
      await cancellation.confirm(doc.bookingId, cancellable);
      toast.success(ti('cancelled'), { id });
      onDone();
    } catch (err) {
      toast.error(errorText(err, t('title')), { id });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="summary" aria-labelledby={`cancel-${doc.bookingId}`} data-testid="cancellation-quote" style={{ inlineSize: '100%' }}>
      <h4 id={`cancel-${doc.bookingId}`} style={{ marginBlockStart: 0 }}>
        {t('title')}
      </h4>
      <ul className="plain">
        {quote.items.map((q) => (
          <li key={q.itemId} style={{ marginBlockEnd: '0.75rem' }}>
            <strong>{itemTitle(q)}</strong>
            <div className="small">{t('startsAt', { date: startText(q) })}</div>
            <div>
              <PolicyLine q={q} />
            </div>
            {q.cancellable && (
              <dl>
                <dt>{t('penalty')}</dt>
                <dd>{formatMoney(q.penalty, locale)}</dd>
                <dt>{t('refund')}</dt>
                <dd>{formatMoney(notPaid ? { amount: 0, currency: q.refund.currency } : q.refund, locale)}</dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
      {cancellable.length > 0 ? (
        <>
          <dl>
            <dt>{t('totalPenalty')}</dt>
            <dd>{formatMoney(quote.penalty, locale)}</dd>
            <dt className="total">{t('totalRefund')}</dt>
            <dd className="total">{formatMoney(quote.refundAmount, locale)}</dd>
          </dl>
          <p className="small">{notPaid ? t('notPaid') : quote.refundAmount.amount > 0 ? t('refundNote') : null}</p>
        </>
      ) : (
        <p>{t('nothingCancellable')}</p>
      )}
      <div className="actions">
        <Button kind="outlined" onClick={onKeep} disabled={busy}>
          {t('keep')}
        </Button>
        {cancellable.length > 0 && (
          <Button loading={busy} onClick={confirm}>
            {t('confirm')}
          </Button>
        )}
      </div>
    </section>
  );
}

function InvoiceCard({ doc }: { doc: InvoiceDoc }) {
  const t = useTranslations('invoices');
  const tr = useTranslations('result');
  const locale = useLocale() as Locale;
  const { mutate } = useSWRConfig();
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const askQuote = async () => {
    setBusy(true);
    try {
      setQuote(await cancellation.quote(doc.bookingId));
    } catch (err) {
      toast.error(errorText(err, t('cancel')));
    } finally {
      setBusy(false);
    }
  };
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
            <LineAddOns pickup={i.pickup} extras={i.extras} />
          </li>
        ))}
      </ul>
      <p>
        {t('price')}: <strong>{formatMoney(doc.price, locale)}</strong>
        {doc.discount.amount > 0 && ` · ${t('originalPrice')}: ${formatMoney(doc.originalPrice, locale)} · ${t('discount')}: ${formatMoney(doc.discount, locale)}`}
      </p>
      {doc.groups.confirmed.length > 0 &&
        (quote ? (
          <CancellationPanel
            doc={doc}
            quote={quote}
            onKeep={() => setQuote(null)}
            onDone={() => {
              setQuote(null);
              void mutate('/me/invoices');
            }}
          />
        ) : (
          <div className="actions">
            <Button kind="outlined" loading={busy} onClick={askQuote}>
              {t('cancel')}
            </Button>
          </div>
        ))}
    </article>
  );
}

function InvoiceGroup({ id, title, docs }: { id: string; title: string; docs: InvoiceDoc[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {docs.map((d) => (
        <InvoiceCard key={d.bookingId} doc={d} />
      ))}
    </section>
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
      <InvoiceGroup id="confirmed" title={t('confirmed')} docs={confirmed} />
      {failed.length > 0 && <InvoiceGroup id="failed" title={t('failed')} docs={failed} />}
    </>
  );
}
