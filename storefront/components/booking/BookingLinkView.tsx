'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { Link } from '../../i18n/navigation';
import { ApiError } from '../../lib/api';
import { cancellation, type CancellationQuote } from '../../lib/cancellation';
import { refreshUntil } from '../../lib/refresh-until';
import { formatDate, formatMoney, formatTime } from '../../lib/format';
import type { BookingStatus } from '../../lib/types';
import { MoneyLine } from '../checkout/BookingResult';
import { Button } from '../ui/Button';
import { CancellationPanel } from '../account/Invoices';
import { LineAddOns } from '../cart/LineAddOns';

/**
 * A booking opened from the signed link in the buyer's messages: the api vouches for the booking id (and the link's
 * expiry); the status and, for a confirmed booking, the cancellation follow, with no account and on any device.
 */
export function BookingLinkView() {
  const t = useTranslations('bookingLink');
  const tr = useTranslations('result');
  const ti = useTranslations('invoices');
  const locale = useLocale() as 'en' | 'ar';
  const token = useSearchParams()?.get('link') ?? '';
  const claim = useSWR<{ bookingId: string; expiresAt: string }>(token ? `/booking-links/${encodeURIComponent(token)}` : null, { shouldRetryOnError: false });
  const bookingId = claim.data?.bookingId;
  const status = useSWR<BookingStatus>(bookingId ? `/bookings/${bookingId}/status` : null, { shouldRetryOnError: false });
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token || claim.error) {
    return (
      <div className="empty" data-testid="booking-link-invalid">
        <p>
          <strong>{claim.error instanceof ApiError ? claim.error.message : t('invalid')}</strong>
        </p>
        <Link href="/invoices" className="btn btn-primary">
          {ti('title')}
        </Link>
      </div>
    );
  }
  if (!status.data) {
    if (status.error instanceof ApiError && status.error.status === 404) {
      // A booking made signed in to an account: its page is the account's.
      return (
        <div className="empty" data-testid="booking-link-account">
          <p>{t('signInToSee')}</p>
          <Link href={{ pathname: '/auth/sign-in', query: { next: '/invoices' } }} className="btn btn-primary">
            {ti('title')}
          </Link>
        </div>
      );
    }
    return <p>…</p>;
  }
  const s = status.data;
  const confirmedIds = s.lines.filter((l) => l.status === 'confirmed').map((l) => l.itemId);
  const askQuote = async () => {
    setBusy(true);
    try {
      setQuote(await cancellation.quote(s.bookingId));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('cancel'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="booking-link-view">
      <p className="small">
        {tr('order', { orderId: s.orderId })} · {t('validUntil', { date: formatDate(claim.data!.expiresAt, locale) })}
      </p>
      <MoneyLine status={s} />
      <p>
        <a href={`/api/invoices/${encodeURIComponent(s.bookingId)}/pdf?${new URLSearchParams({ locale, link: token })}`} download data-testid="invoice-pdf">
          {ti('downloadPdf')}
        </a>
      </p>
      <ul className="plain status-list">
        {s.lines.map((l) => (
          <li key={l.itemId} className="line-item" data-testid="booking-link-line">
            <span>
              <strong>{l.title[locale]}</strong>
              <br />
              <span className="small">
                {formatDate(l.date, locale)} · {formatTime(l.startTime, locale)}
              </span>
              <LineAddOns pickup={l.pickup} extras={l.extras} />
            </span>
            <span>
              <span className="pill" data-testid="booking-link-status">
                {tr.has(`status_${l.status}`) ? tr(`status_${l.status}`) : l.status}
              </span>
              <br />
              <span className="small">{formatMoney(l.amounts.total, locale)}</span>
            </span>
          </li>
        ))}
      </ul>
      {confirmedIds.length > 0 &&
        (quote ? (
          <CancellationPanel
            doc={{ bookingId: s.bookingId, items: [] }}
            quote={quote}
            onKeep={() => setQuote(null)}
            onDone={() => {
              setQuote(null);
              void refreshUntil(
                () => status.mutate(),
                (d) => !d.lines.some((l) => confirmedIds.includes(l.itemId) && l.status === 'confirmed'),
              );
            }}
          />
        ) : (
          <div className="actions">
            <Button kind="outlined" loading={busy} onClick={askQuote}>
              {ti('cancel')}
            </Button>
          </div>
        ))}
    </div>
  );
}

