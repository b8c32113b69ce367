'use client';
import { useTranslations } from '#i18n/hooks';
import { Link } from '../../i18n/navigation';
import { useApi } from '../../lib/use-api';

/** On a booking's page: the way to its tickets, and how many travellers have been checked in (refreshed on the day). */
export function BookingTicketsLink({ bookingId }: { bookingId: string }) {
  const t = useTranslations('tickets');
  const { data } = useApi('/bookings/{id}/tickets', { params: { path: { id: bookingId } } }, { refreshInterval: 30_000, shouldRetryOnError: false });
  const tickets = data?.items.filter((i) => i.status === 'confirmed').flatMap((i) => i.tickets) ?? [];
  if (tickets.length === 0) return null;
  const checkedIn = tickets.filter((x) => x.state === 'checkedIn').length;
  return (
    <p className="tickets-link" data-testid="booking-tickets">
      <Link href={`/tickets/${encodeURIComponent(bookingId)}`} className="btn btn-primary">
        {t('viewTickets')}
      </Link>{' '}
      <span className="small" data-testid="booking-checked-in" data-count={checkedIn}>
        {t('checkedInSummary', { count: checkedIn })}
      </span>
    </p>
  );
}
