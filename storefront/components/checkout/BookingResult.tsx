'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toasts';
import { EXTERNAL_ALLOW_LIST } from '../../config/site';
import { Link, useRouter } from '../../i18n/navigation';
import { ApiError, bookings } from '../../lib/api';
import { moneyInText, formatNumber } from '../../lib/format';
import { moneyStatement } from '../../lib/money-statement';
import { safeRedirectTarget } from '../../lib/redirects';
import type { BookingStatus } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { Button } from '../ui/Button';
import { BookingLines } from '../booking/BookingLines';
import { LAST_BOOKING_KEY } from './CheckoutForm';
import { BookingTicketsLink } from '../tickets/BookingTicketsLink';

type Page = 'success' | 'error' | 'on_hold';

const ON_HOLD_POLL_MS = 3000;

function pageFor(s: BookingStatus): Page | null {
  switch (s.status) {
    case 'confirmed':
    case 'partiallyConfirmed':
      return 'success';
    case 'failed':
    case 'paymentDeclined':
      return 'error';
    case 'onHold':
      return 'on_hold';
    default:
      return null;
  }
}

/** Exactly what happened to the money, from the booking's totals (never a promise the screen cannot keep). */
export function MoneyLine({ status }: { status: BookingStatus }) {
  const t = useTranslations('result');
  const locale = useLocale();
  const m = moneyStatement(status);
  return (
    <p className="notice" data-testid="money-statement">
      {t(`money_${m.key}`, { amount: m.amount ? moneyInText(m.amount, locale) : '', released: m.released ? moneyInText(m.released, locale) : '', refund: m.refund ? moneyInText(m.refund, locale) : '' })}
    </p>
  );
}

/**
 * The result screens. While the booking is in progress it shows 'Almost There' and polls the status with SWR;
 * once the result is ready it moves to the right screen (success, partial, failure, on hold).
 */
export function BookingResult({ page }: { page: Page }) {
  const t = useTranslations('result');
  const locale = useLocale() as 'en' | 'ar';
  const router = useRouter();
  const search = useSearchParams();
  const [bookingId, setBookingId] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // The status revision when the customer asked to try again: until a later result is ready, the page says it is
  // trying; then it says how the new attempt went (a failure again used to look like nothing happened). The booking
  // keeps its failed status while the retried items run again: the attempt is over once none of them is under way.
  const [retriedAt, setRetriedAt] = useState<number | null>(null);
  const retryDone = (d: BookingStatus | undefined) =>
    retriedAt !== null && !!d && d.revision > retriedAt && d.resultReady && !d.lines.some((l) => l.status === 'pending' || l.status === 'awaiting');
  useEffect(() => {
    setBookingId(search?.get('booking') ?? localStorage.getItem(LAST_BOOKING_KEY));
    setReady(true);
  }, [search]);
  const { data, error, mutate } = useApi(bookingId ? '/bookings/{id}/status' : null, { params: { path: { id: bookingId ?? '' } } }, {
    // On hold is a result that still changes (the supplier answers later): keep reading the status read model, so the
    // screen moves to confirmed or failed by itself.
    refreshInterval: (d) => (retriedAt !== null && !retryDone(d) ? 1000 : d?.status === 'onHold' ? ON_HOLD_POLL_MS : d?.resultReady && d.status !== 'redirectToPayment' ? 0 : 1000),
    shouldRetryOnError: true,
    errorRetryInterval: 1000,
  });

  useEffect(() => {
    if (!data) return;
    if (data.status === 'redirectToPayment' && data.redirectUrl) {
      const target = safeRedirectTarget(data.redirectUrl, EXTERNAL_ALLOW_LIST, '');
      if (target) window.location.assign(target);
      return;
    }
    if (data.status === 'reviewRequired') {
      router.replace('/cart');
      return;
    }
    const right = pageFor(data);
    if (right && right !== page) router.replace({ pathname: `/checkout/${right}`, query: { booking: data.bookingId } });
  }, [data, page, router]);

  if (!ready) return null;
  if (!bookingId || (error instanceof ApiError && error.status === 404 && !data)) {
    return (
      <div className="result">
        <p>{t('noBooking')}</p>
        <Link href="/" className="btn btn-outlined">
          {t('backHome')}
        </Link>
      </div>
    );
  }
  const right = data ? pageFor(data) : null;
  if (!data || !right || right !== page) {
    return (
      <div className="result" role="status" aria-live="polite" data-testid="almost-there">
        <p className="result-icon" aria-hidden="true">
          …
        </p>
        <h1>{t('almostThere')}</h1>
        <p>{t('almostThereText')}</p>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  // The catalog price of an item charged in another currency, as the checkout recorded it.
  const listedPrice = (itemId: string) => data.exchange?.lines.find((x) => x.itemId === itemId)?.price;

  const tryAgain = async () => {
    setRetrying(true);
    try {
      const answer = await bookings.retry(data.bookingId);
      if (answer.redirectUrl) {
        const target = safeRedirectTarget(answer.redirectUrl, EXTERNAL_ALLOW_LIST, '');
        if (target) window.location.assign(target);
      } else {
        // Stay here and follow the new attempt: success moves to its page by itself, a failure says so below.
        setRetriedAt(data.revision);
        void mutate();
      }
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('failureText'));
      if (data.actions.reviewCart || !data.actions.tryAgain) router.push('/cart');
    } finally {
      setRetrying(false);
    }
  };

  let icon = '✓';
  let title = t('successTitle');
  let text = data.paymentMethod === 'payLater' ? t('payLaterText') : t('successText');
  if (data.status === 'partiallyConfirmed') {
    icon = '!';
    title = t('partialTitle');
    text = t('partialText');
  } else if (page === 'error') {
    icon = '✕';
    title = t('failureTitle');
    text = data.status === 'paymentDeclined' ? t('paymentFailed') : t('failureText');
  } else if (page === 'on_hold') {
    icon = '…';
    title = t('onHoldTitle');
    text = t('onHoldText');
  }
  return (
    <div className="result" data-testid={`result-${data.status}`}>
      <p className="result-icon" aria-hidden="true">
        {icon}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      {retriedAt !== null && (
        <p className="notice" role="status" data-testid="retry-outcome">
          {retryDone(data) ? t('retriedStillFailed') : t('retrying')}
        </p>
      )}
      <MoneyLine status={data} />
      {data.exchange && (
        <p className="small" data-testid="exchange-note">
          {t('exchange', {
            currency: data.exchange.chargeCurrency,
            rates: data.exchange.rates.map((r) => `1 ${r.from} = ${formatNumber(r.rate, locale, { maximumFractionDigits: 6 })} ${r.to}`).join(' · '),
          })}
        </p>
      )}
      <p className="small">
        {t('order', { orderId: data.orderId })}
        {data.invoiceNumber && ` · ${t('invoice', { number: data.invoiceNumber })}`}
      </p>
      <BookingLines
        lines={data.lines}
        more={(l) =>
          listedPrice(l.itemId) && (
            <>
              <br />
              <span className="small">{t('listedAt', { price: moneyInText(listedPrice(l.itemId)!, locale) })}</span>
            </>
          )
        }
      />
      <BookingTicketsLink bookingId={data.bookingId} />
      <div className="actions" style={{ justifyContent: 'center' }}>
        {data.status === 'partiallyConfirmed' && data.actions.canRetryItems && (
          <Button onClick={tryAgain} loading={retrying}>
            {t('retryFailed')}
          </Button>
        )}
        {page === 'error' && (
          <Button onClick={tryAgain} loading={retrying || (retriedAt !== null && !retryDone(data))}>
            {t('tryAgain')}
          </Button>
        )}
        <Link href="/invoices" className="btn btn-outlined">
          {t('viewBookings')}
        </Link>
        <Link href="/" className="btn btn-third">
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
