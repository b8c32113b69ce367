'use client';
import { MoneyText } from '../ui/MoneyText';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import { useSWRConfig } from 'swr';
import { Link } from '../../i18n/navigation';
import { ApiError, type GetAnswer } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { cancellation, durationParts, policyWords, type CancellationQuote, type ItemQuote } from '../../lib/cancellation';
import { refreshUntil } from '../../lib/refresh-until';
import { InvoicePdfLink } from '../booking/InvoicePdfLink';
import { LineWhen } from '../booking/LineWhen';
import { BookingEinvoices } from '../einvoices/BookingEinvoices';
import { formatDate, formatTime } from '../../lib/format';
import { LOCALE_META } from '../../i18n/routing';
import type { Invoice as InvoiceDoc, Money } from '../../lib/types';
import { Button } from '../ui/Button';
import { LineAddOns } from '../cart/LineAddOns';

/** An item's state as the buyer knows it: a cancellation (and its refund) wins over the supplier's confirmation. */
const itemState = (i: InvoiceDoc['items'][number]) => (i.cancellation ? (i.cancellation.state === 'cancelled' ? 'cancelled' : i.cancellation.state) : i.status);

/** Does the booking still hold an item the buyer will take part in? */
const live = (d: InvoiceDoc) => d.items.some((i) => !i.cancellation && (i.status === 'confirmed' || i.status === 'awaiting' || i.status === 'pending'));

/** The payment status key: a pay-later booking with nothing left to take part in owes nothing. */
const paymentKey = (d: InvoiceDoc) => (d.paymentMethod === 'payLater' && !live(d) ? 'none' : d.paymentStatus);

/** Paid, refunded and still due, from the payment amounts (pay later: the whole price is due to the provider). */
function moneyOf(doc: InvoiceDoc): { paid: Money; refunded: Money; due: Money } {
  const zero = { amount: 0, currency: doc.price.currency };
  const a = doc.amounts;
  const refunded = a?.refunded ?? zero;
  if (doc.paymentMethod === 'payLater') {
    const live = doc.items.filter((i) => !i.cancellation && (i.status === 'confirmed' || i.status === 'awaiting')).reduce((n, i) => n + i.price.amount, 0);
    return { paid: zero, refunded, due: { amount: live, currency: doc.price.currency } };
  }
  return { paid: a?.captured ?? zero, refunded, due: zero };
}

type Locale = 'en' | 'ar';
/** What cancelling needs of a booking: its id, and its invoice items (when known) to name what a quote covers. */
type CancellableDoc = Pick<InvoiceDoc, 'bookingId'> & { items: InvoiceDoc['items'] };
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
function CancellationPanel({ doc, quote, onDone, onKeep }: { doc: CancellableDoc; quote: CancellationQuote; onDone: () => void; onKeep: () => void }) {
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
                <dd><MoneyText money={q.penalty} locale={locale} /></dd>
                <dt>{t('refund')}</dt>
                <dd><MoneyText money={notPaid ? { amount: 0, currency: q.refund.currency } : q.refund} locale={locale} /></dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
      {cancellable.length > 0 ? (
        <>
          <dl>
            <dt>{t('totalPenalty')}</dt>
            <dd><MoneyText money={quote.penalty} locale={locale} /></dd>
            <dt className="total">{t('totalRefund')}</dt>
            <dd className="total"><MoneyText money={quote.refundAmount} locale={locale} /></dd>
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

/** Cancelling a booking in two steps: the button asks the api what it would cost, the panel confirms or keeps it. */
export function CancelBooking({ doc, failText, onCancelled }: { doc: CancellableDoc; failText: string; onCancelled: () => void }) {
  const t = useTranslations('invoices');
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const askQuote = async () => {
    setBusy(true);
    try {
      setQuote(await cancellation.quote(doc.bookingId));
    } catch (err) {
      toast.error(errorText(err, failText));
    } finally {
      setBusy(false);
    }
  };
  if (quote) {
    const done = () => {
      setQuote(null);
      onCancelled();
    };
    return <CancellationPanel doc={doc} quote={quote} onKeep={() => setQuote(null)} onDone={done} />;
  }
  return (
    <div className="actions">
      <Button kind="outlined" loading={busy} onClick={askQuote}>
        {t('cancel')}
      </Button>
    </div>
  );
}

function InvoiceCard({ doc }: { doc: InvoiceDoc }) {
  const t = useTranslations('invoices');
  const tr = useTranslations('result');
  const tcart = useTranslations('cart');
  // Travellers, or for a per-item product (a boat, a car: no travellers counted) how many items: never "0 guests".
  const countOf = (i: InvoiceDoc['items'][number]) => {
    const travellers = i.participants.adult + i.participants.child + i.participants.infant;
    return travellers > 0 ? tcart('travellers', { count: travellers }) : tcart('itemCount', { count: i.quantity });
  };
  const locale = useLocale() as Locale;
  const { mutate } = useSWRConfig();
  return (
    <article className="line-item" style={{ flexDirection: 'column' }} data-testid="invoice">
      <h3>
        {t('orderId')}: {doc.orderId} {doc.invoiceNumber && <span className="pill">{t('invoice')} {doc.invoiceNumber}</span>}
      </h3>
      <p className="small">
        {doc.purchaseId && (
          <>
            {t('purchaseId')}: <bdi>{doc.purchaseId}</bdi> ·{' '}
          </>
        )}
        {t('purchaseDate')}: {new Intl.DateTimeFormat(LOCALE_META[locale].tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(new Date(doc.purchaseDate))} · {t('paymentStatus')}:{' '}
        <span data-testid="payment-status">{t.has(`pay_${paymentKey(doc)}`) ? t(`pay_${paymentKey(doc)}`) : paymentKey(doc)}</span>
      </p>
      {doc.guest && (
        <p className="small" data-testid="invoice-guest">
          {t('guest')}: <bdi>{doc.guest.name}</bdi> · {doc.guest.guests > 0 && <>{t('guests', { count: doc.guest.guests })} · </>} <bdi dir="ltr">{doc.guest.email}</bdi> · <bdi dir="ltr">{doc.guest.phone}</bdi>
        </p>
      )}
      <ul>
        {doc.items.map((i) => {
          const state = itemState(i);
          return (
            <li key={i.itemId} data-testid="invoice-item">
              {i.experience.name[locale]} — {i.experience.option[locale]} · {formatDate(i.experience.date, locale)} · <LineWhen startTime={i.experience.time} validAllDay={i.experience.validAllDay} /> · {countOf(i)}
              {i.experience.location?.[locale] && ` · ${i.experience.location[locale]}`} · <MoneyText money={i.price} locale={locale} /> ·{' '}
              <span className="pill" data-testid="invoice-item-status">
                {t.has(`item_${state}`) ? t(`item_${state}`) : tr.has(`status_${state}`) ? tr(`status_${state}`) : state}
              </span>
              <LineAddOns pickup={i.pickup} extras={i.extras} />
            </li>
          );
        })}
      </ul>
      <p>
        {t('price')}: <strong><MoneyText money={doc.price} locale={locale} /></strong>
        {doc.discount.amount > 0 && (
          <>
            {' · '}
            {t('originalPrice')}: <MoneyText money={doc.originalPrice} locale={locale} /> · {t('discount')}: <MoneyText money={doc.discount} locale={locale} />
          </>
        )}
      </p>
      <MoneyLines doc={doc} />
      <InvoicePdfLink bookingId={doc.bookingId} />
      <BookingEinvoices bookingId={doc.bookingId} />
      {doc.groups.confirmed.length > 0 && (
        <CancelBooking
          doc={doc}
          failText={t('cancel')}
          onCancelled={() =>
            void refreshUntil(
              () => mutate<GetAnswer<'/me/invoices'>>('/me/invoices'),
              (d) => !d.invoices.some((i) => i.bookingId === doc.bookingId && i.groups.confirmed.length === doc.groups.confirmed.length),
            )
          }
        />
      )}
    </article>
  );
}

function MoneyLines({ doc }: { doc: InvoiceDoc }) {
  const t = useTranslations('invoices');
  const locale = useLocale() as Locale;
  const m = moneyOf(doc);
  return (
    <dl className="facts small" data-testid="invoice-money">
      <dt>{t('paid')}</dt>
      <dd><MoneyText money={m.paid} locale={locale} /></dd>
      <dt>{t('refunded')}</dt>
      <dd><MoneyText money={m.refunded} locale={locale} /></dd>
      <dt>{t('due')}</dt>
      <dd><MoneyText money={m.due} locale={locale} /></dd>
    </dl>
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
  const { data, error, isLoading } = useApi('/me/invoices', undefined, { shouldRetryOnError: false });
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
        <p>
          {t('guestHint')} <Link href="/find-booking">{t('findBooking')}</Link>
        </p>
      </div>
    );
  }
  const docs = data?.invoices ?? [];
  if (docs.length === 0) return <div className="empty"><p>{t('empty')}</p></div>;
  // A booking whose every item was cancelled is no longer a confirmed one; one with nothing booked is failed.
  const cancelled = docs.filter((d) => d.items.length > 0 && d.items.every((i) => i.cancellation));
  const failed = docs.filter((d) => !cancelled.includes(d) && !live(d));
  const confirmed = docs.filter((d) => !cancelled.includes(d) && !failed.includes(d));
  return (
    <>
      {confirmed.length > 0 && <InvoiceGroup id="confirmed" title={t('confirmed')} docs={confirmed} />}
      {cancelled.length > 0 && <InvoiceGroup id="cancelled" title={t('cancelledGroup')} docs={cancelled} />}
      {failed.length > 0 && <InvoiceGroup id="failed" title={t('failed')} docs={failed} />}
    </>
  );
}
