'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useSearchParams } from 'next/navigation';
import { Link } from '../../i18n/navigation';
import { ApiError } from '../../lib/api';
import { refreshUntil } from '../../lib/refresh-until';
import { InvoicePdfLink } from './InvoicePdfLink';
import { BookingEinvoices } from '../einvoices/BookingEinvoices';
import { formatDate } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { MoneyLine } from '../checkout/BookingResult';
import { CancelBooking } from '../account/Invoices';
import { BookingLines } from './BookingLines';
import { BookingTicketsLink } from '../tickets/BookingTicketsLink';

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
  const claim = useApi(token ? '/booking-links/{token}' : null, { params: { path: { token } } }, { shouldRetryOnError: false });
  const bookingId = claim.data?.bookingId;
  const status = useApi(bookingId ? '/bookings/{id}/status' : null, { params: { path: { id: bookingId ?? '' } } }, { shouldRetryOnError: false });

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
  return (
    <div data-testid="booking-link-view">
      <p className="small">
        {tr('order', { orderId: s.orderId })} · {t('validUntil', { date: formatDate(claim.data!.expiresAt, locale) })}
      </p>
      <MoneyLine status={s} />
      <InvoicePdfLink bookingId={s.bookingId} bookingLink={token} />
      <BookingEinvoices bookingId={s.bookingId} bookingLink={token} />
      <BookingLines lines={s.lines} testId="booking-link" />
      <BookingTicketsLink bookingId={s.bookingId} />
      {confirmedIds.length > 0 && (
        <CancelBooking
          doc={{ bookingId: s.bookingId, items: [] }}
          failText={t('cancel')}
          onCancelled={() =>
            void refreshUntil(
              () => status.mutate(),
              (d) => !d.lines.some((l) => confirmedIds.includes(l.itemId) && l.status === 'confirmed'),
            )
          }
        />
      )}
    </div>
  );
}

